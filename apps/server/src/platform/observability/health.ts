import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { DependencyStatus } from './dependency-status';

async function check(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return `unreachable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * /healthz: the process answers. /readyz: it can serve, so 503 without its database. Redis away is a
 * degradation, not unreadiness (rate limits count per process, real-time events reach this process's
 * sockets only): taking every process out of the load balancer for it would turn it into an outage.
 */
export async function healthPlugin(
  app: FastifyInstance,
  options: { db: Db; status: DependencyStatus; pingRedis: (() => Promise<void>) | undefined },
): Promise<void> {
  const { db, status, pingRedis } = options;
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const checks: Record<string, string> = { database: await check(() => sql`select 1`.execute(db)) };
    if (checks.database === 'ok') status.up('database');
    else status.down('database');
    if (pingRedis) checks.redis = await check(pingRedis);
    const feed = status.state('change_feed');
    if (feed) checks.change_feed = feed.up ? 'ok' : 'reconnecting';
    const ready = checks.database === 'ok';
    const degraded = Object.values(checks).some((value) => value !== 'ok');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? (degraded ? 'degraded' : 'ready') : 'not ready', checks });
  });
}
