import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** /healthz: the process answers. /readyz: it can also reach its database (and Redis when configured). */
export async function healthPlugin(
  app: FastifyInstance,
  options: { db: Db; pingRedis: (() => Promise<void>) | undefined },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, string> = {};
    try {
      await sql`select 1`.execute(options.db);
      checks.database = 'ok';
    } catch (error) {
      checks.database = `unreachable: ${(error as Error).message}`;
    }
    if (options.pingRedis) {
      try {
        await options.pingRedis();
        checks.redis = 'ok';
      } catch (error) {
        checks.redis = `unreachable: ${(error as Error).message}`;
      }
    }
    const ready = Object.values(checks).every((value) => value === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
