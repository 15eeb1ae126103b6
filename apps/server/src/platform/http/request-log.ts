import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Probes poll these every few seconds: a line each would bury the requests people make. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One line per request, when it is answered (Fastify's own logging writes two: on arrival and on
 * answer); health checks and metrics scrapes are not logged. LOG_LEVEL=warn quiets it.
 */
async function requestLog(app: FastifyInstance): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    if (UNLOGGED_PATHS.has(path)) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
}

export const requestLogPlugin = fp(requestLog, { name: 'request-log' });
