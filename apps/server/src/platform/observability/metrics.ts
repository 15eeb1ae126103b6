import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { cacheReads } from '../db/fresh-cache';
import type { DependencyStatus } from './dependency-status';

/** The dependencies' state, read from `status` each time /metrics is scraped. */
function dependencyMetrics(registry: Registry, status: DependencyStatus): void {
  const labelNames = ['dependency'] as const;
  new Gauge({
    name: 'atrium_dependency_up',
    help: '1 while the dependency is reachable as this process last saw it, 0 while it is away',
    labelNames,
    registers: [registry],
    collect() {
      for (const [dependency, state] of status.all()) this.set({ dependency }, state.up ? 1 : 0);
    },
  });
  const totals = [
    ['atrium_dependency_reconnects_total', 'Times the dependency came back after being away', 'reconnects'],
    [
      'atrium_dependency_failures_total',
      'Operations that failed or fell back because the dependency was away',
      'failures',
    ],
  ] as const;
  for (const [name, help, field] of totals) {
    new Counter({
      name,
      help,
      labelNames,
      registers: [registry],
      // The status keeps the running totals; a scrape copies them.
      collect() {
        this.reset();
        for (const [dependency, state] of status.all()) this.inc({ dependency }, state[field]);
      },
    });
  }
}

/** Reads of each in-process cache, answered from memory (hit) or loaded (miss): its hit ratio. */
function cacheMetrics(registry: Registry): void {
  new Counter({
    name: 'atrium_cache_reads_total',
    help: 'Reads of an in-process cache kept true by the change feed, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counts] of cacheReads()) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });
}

/** A running total a feature keeps, read at each scrape. */
export interface WorkCounter {
  name: string;
  help: string;
  read: () => number;
}

function workCounters(registry: Registry, counters: WorkCounter[]): void {
  for (const counter of counters) {
    new Counter({
      name: counter.name,
      help: counter.help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(counter.read());
      },
    });
  }
}

/**
 * Prometheus metrics at /metrics: process defaults, one histogram of request durations by route, the
 * in-process caches' hits and misses, totals features keep, and the state of the database, the change
 * feed and Redis.
 */
async function metrics(
  app: FastifyInstance,
  options: { status: DependencyStatus; counters?: WorkCounter[] },
): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'atrium_' });
  const duration = new Histogram({
    name: 'atrium_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  dependencyMetrics(registry, options.status);
  cacheMetrics(registry);
  workCounters(registry, options.counters ?? []);

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, so ids do not explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (_request, reply) =>
    reply.header('content-type', registry.contentType).send(await registry.metrics()),
  );
}

/** Not encapsulated: the timing hook sees every route of the app. */
export const metricsPlugin = fp(metrics, { name: 'metrics' });
