import autocannon from 'autocannon';
import type { DatabaseCpu } from './postgres-cpu';

/** One request of a load: a fixed path, or `pathOf` making each request's path (and query) anew. */
export interface LoadRequest {
  method: 'GET' | 'PUT' | 'PATCH';
  path?: string;
  pathOf?: () => string;
  body?: () => string;
}

/** What is measured: a server, its database's CPU, and (Atrium) its CPU and cache reads. */
export interface LoadTarget {
  url: string;
  headers: Record<string, string>;
  database: DatabaseCpu;
  serverCpuSeconds?: () => Promise<number>;
  /** Reads of the list cache so far, from the server's /metrics. */
  cacheReads?: () => Promise<{ hits: number; misses: number }>;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  serverCpuMs: number;
  databaseCpuMs: number;
  /** Share of list reads answered from memory, when the target reports it. */
  hitRatio?: number | undefined;
}

/**
 * 16 connections for `seconds`; each connection sends `requests` in turn, over and over (nine reads
 * and a write make a mixed load). CPU figures are per request, in milliseconds.
 */
export async function load(
  target: LoadTarget,
  requests: LoadRequest[],
  seconds: number,
): Promise<LoadResult> {
  const serverBefore = (await target.serverCpuSeconds?.()) ?? Number.NaN;
  const cacheBefore = await target.cacheReads?.();
  const database = await target.database.start();
  const result = await autocannon({
    url: target.url,
    connections: 16,
    duration: seconds,
    headers: target.headers,
    requests: requests.map((request) => ({
      method: request.method,
      ...(request.path ? { path: request.path } : {}),
      // A request's own headers replace the load's, so they repeat them.
      ...(request.body ? { headers: { ...target.headers, 'content-type': 'application/json' } } : {}),
      setupRequest: (made) => ({
        ...made,
        ...(request.pathOf ? { path: request.pathOf() } : {}),
        ...(request.body ? { body: request.body() } : {}),
      }),
    })),
  });
  const databaseSeconds = await database.stop();
  const serverAfter = (await target.serverCpuSeconds?.()) ?? Number.NaN;
  const cacheAfter = await target.cacheReads?.();
  const total = Math.max(1, result.requests.total);
  const reads =
    cacheBefore && cacheAfter
      ? cacheAfter.hits - cacheBefore.hits + (cacheAfter.misses - cacheBefore.misses)
      : 0;
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    serverCpuMs: ((serverAfter - serverBefore) * 1000) / total,
    databaseCpuMs: (databaseSeconds * 1000) / total,
    hitRatio:
      cacheBefore && cacheAfter && reads > 0 ? (cacheAfter.hits - cacheBefore.hits) / reads : undefined,
  };
}
