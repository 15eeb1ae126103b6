import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainIdToken, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sign-in through the built-in provider', () => {
  it('returns an opaque session token with profile, locale and active organization', async () => {
    const answer = await signIn(t.app, 'sam.sales@atrium.local');
    expect(answer.success).toBe(true);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.profile).toMatchObject({
      name: 'Sam Sales',
      email: 'sam.sales@atrium.local',
      locale: 'en',
    });
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(answer.token);
  });

  it('asks the provider for the password again when the browser has just signed out', async () => {
    const fresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sso', payload: { locale: 'hi' } });
    expect(new URL(fresh.json().url).searchParams.get('prompt')).toBeNull();
    expect(new URL(fresh.json().url).searchParams.get('ui_locales')).toBe('hi');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sso',
      payload: { reauthenticate: true },
    });
    expect(new URL(again.json().url).searchParams.get('prompt')).toBe('login');
  });

  it('gives the id token the issuer, audience and nonce of the request it answers', async () => {
    const { idToken } = await obtainIdToken(t.app, 'nora.none@atrium.local');
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.iss).toBe(t.identity.issuer);
    expect(payload.aud).toBe('atrium-web');
    expect(typeof payload.nonce).toBe('string');
  });
});
