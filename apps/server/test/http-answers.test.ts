import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 13.8: what every answer says about itself, with a web build being served.
let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'atrium-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Atrium</title>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => t.close());

describe('answers beside a served web app', () => {
  it('answers an unknown API address with the JSON 404, not the web page', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v1/records/account/1/nothing', '/api/v2/x']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    const page = await t.app.inject('/crm/accounts');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Atrium</title>');
  });

  it('marks every API answer no-store, errors included, and leaves pages to their own caching', async () => {
    const admin = await signIn(t.app, 'super.admin@atrium.local');
    const answers = [
      await t.app.inject('/api/v1/app/version'),
      await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${admin.token}` } }),
      await t.app.inject('/api/v1/auth/me'),
      await t.app.inject('/api/v1/nothing-here'),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject('/crm/accounts')).headers['cache-control']).toBe('no-cache');
  });

  it('sends a Permissions-Policy that turns off the browser features Atrium does not use', async () => {
    for (const url of ['/crm/accounts', '/api/v1/app/version', '/healthz']) {
      const policy = String((await t.app.inject(url)).headers['permissions-policy']);
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=(self)');
    }
  });
});
