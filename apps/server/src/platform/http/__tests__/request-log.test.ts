import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogPlugin } from '../request-log';

/** A server logging at info into memory, with Atrium's request logging. */
async function loggingApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(requestLogPlugin);
  for (const path of ['/healthz', '/readyz', '/metrics', '/api/v1/things']) app.get(path, async () => ({}));
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request with its method, address, status and time', async () => {
    const { app, lines } = await loggingApp();
    await app.inject({ method: 'GET', url: '/api/v1/things?page=2' });
    await app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(lines.map(({ method, url, statusCode }) => ({ method, url, statusCode }))).toEqual([
      { method: 'GET', url: '/api/v1/things?page=2', statusCode: 200 },
      { method: 'GET', url: '/api/v1/missing', statusCode: 404 },
    ]);
    expect(typeof lines[0]?.responseTime).toBe('number');
    await app.close();
  });

  it('does not log health checks nor metrics scrapes', async () => {
    const { app, lines } = await loggingApp();
    for (const url of ['/healthz', '/readyz', '/metrics', '/healthz?probe=1'])
      await app.inject({ method: 'GET', url });
    expect(lines).toEqual([]);
    await app.close();
  });
});
