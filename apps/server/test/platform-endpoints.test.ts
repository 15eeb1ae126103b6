import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => t.close());

describe('platform endpoints', () => {
  it('/healthz and /readyz answer', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.database).toBe('ok');
    if (process.env.REDIS_URL) expect(ready.json().checks.redis).toBe('ok');
  });

  it('/metrics serves Prometheus text with request durations by route', async () => {
    await t.app.inject('/healthz');
    const metrics = await t.app.inject('/metrics');
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(
      /atrium_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\}/,
    );
  });

  it('every answer carries a request id, and a well-formed incoming one is kept', async () => {
    const generated = await t.app.inject('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
  });

  it('lets images load only from here and from the map tiles origin', async () => {
    const policy = String((await t.app.inject('/healthz')).headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(policy).toContain("script-src 'self'");
  });

  it('an unknown API address answers a JSON 404', async () => {
    const response = await t.app.inject('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('a body that is not JSON answers 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/loginWithOpenId',
      headers: { 'content-type': 'text/plain' },
      payload: 'token',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('This content type is not accepted here; send application/json.');
  });

  it('/api/v1/openapi.json describes every call from the same schemas that validate them', async () => {
    const document = (await t.app.inject('/api/v1/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/loginWithOpenId',
        '/api/v1/auth/user/isallowed',
        '/api/v1/user/preferences',
      ]),
    );
    const body =
      document.paths['/api/v1/auth/loginWithOpenId'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['token']);
    expect(body.properties.token.maxLength).toBe(8192);
  });

  it('app/version answers the served web build', async () => {
    expect((await t.app.inject('/api/v1/app/version')).json()).toEqual({ version: 'development' });
  });

  it('rate-limits sign-in per address', async () => {
    const attempts = [];
    for (let i = 0; i < 4; i++) {
      attempts.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/loginWithOpenId',
          payload: { token: 'a.b.c' },
          remoteAddress: '192.0.2.10',
        }),
      );
    }
    expect(attempts.slice(0, 3).map((r) => r.statusCode)).toEqual([401, 401, 401]);
    const limited = attempts[3];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json().message).toMatch(
      /^Too many attempts from your address\. Try again in \d+ seconds\.$/,
    );
  });
});
