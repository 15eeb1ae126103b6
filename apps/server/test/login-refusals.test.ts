import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgeToken, nonceOf, signWithProviderKey, type TokenClaims } from './support/forge-token';
import { CookieJar, obtainIdToken } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function sessionCount(): Promise<number> {
  const rows = await t.db.selectFrom('sessions').select('id').execute();
  return rows.length;
}

async function freshNonce(): Promise<string> {
  const sso = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sso', payload: {} });
  return nonceOf(sso.json<{ url: string }>().url);
}

async function userId(email: string): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

async function claims(overrides: Partial<TokenClaims> = {}): Promise<TokenClaims> {
  return {
    iss: t.identity.issuer,
    aud: 'atrium-web',
    sub: await userId('sam.sales@atrium.local'),
    nonce: await freshNonce(),
    ...overrides,
  };
}

async function login(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/loginWithOpenId', payload: { token } });
}

describe('loginWithOpenId refuses a bad id token and writes no session', () => {
  it('accepts a token signed with the provider key, to prove the refusals below are about one claim each', async () => {
    const before = await sessionCount();
    const response = await login(await signWithProviderKey(t.db, await claims()));
    expect(response.statusCode).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
  });

  it.each([
    [
      'forged signature',
      async () => forgeToken(t.db, await claims()),
      "The sign-in token's signature is not valid.",
    ],
    [
      'expired',
      async () => signWithProviderKey(t.db, await claims({ expiresInSeconds: -120 })),
      'Your sign-in has expired. Please sign in again.',
    ],
    [
      'wrong audience',
      async () => signWithProviderKey(t.db, await claims({ aud: 'another-app' })),
      'This sign-in was issued for another application.',
    ],
    [
      'wrong issuer',
      async () => signWithProviderKey(t.db, await claims({ iss: 'https://evil.example/oidc' })),
      'This sign-in was issued by an identity provider Atrium does not trust.',
    ],
    [
      'missing nonce',
      async () => signWithProviderKey(t.db, await claims({ nonce: undefined })),
      "The sign-in token is missing or has a wrong 'nonce' claim.",
    ],
    [
      'a nonce this server never issued',
      async () => signWithProviderKey(t.db, await claims({ nonce: 'not-issued-here' })),
      'This sign-in has already been used or was not started here. Please sign in again.',
    ],
    ['not a JWT at all', async () => 'garbage.token.value', 'The sign-in token is malformed.'],
  ])('%s → 401', async (_name, makeToken, message) => {
    const before = await sessionCount();
    const response = await login(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'INVALID_ID_TOKEN', message });
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a replayed id token: the second use of the same token', async () => {
    const { idToken } = await obtainIdToken(t.app, 'hana.hr@atrium.local');
    expect((await login(idToken)).statusCode).toBe(200);
    const before = await sessionCount();
    const replay = await login(idToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'This sign-in has already been used or was not started here. Please sign in again.',
    );
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an account Atrium does not know with 403', async () => {
    const response = await login(await signWithProviderKey(t.db, await claims({ sub: '999999' })));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not registered in Atrium/);
  });

  // A missing body is a malformed request (400); a body whose token has the wrong type or size is
  // understood and refused (422).
  it.each([
    ['no body', undefined, 400, 'VALIDATION_FAILED', 'The request body is missing or is not a JSON object.'],
    ['an empty token', { token: '' }, 422, 'UNPROCESSABLE', 'token is required.'],
    ['a token that is not a string', { token: 42 }, 422, 'UNPROCESSABLE', 'token is required.'],
    ['an over-long token', { token: 'x'.repeat(9000) }, 422, 'UNPROCESSABLE', 'token is too long.'],
  ])('%s → %i "%s"', async (_name, payload, statusCode, code, message) => {
    const before = await sessionCount();
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/loginWithOpenId', payload });
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toMatchObject({ statusCode, code, message });
    expect(await sessionCount()).toBe(before);
  });

  it('malformed JSON → 400 "not valid JSON"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/loginWithOpenId',
      headers: { 'content-type': 'application/json' },
      payload: '{"token": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });

  it('an over-long body → 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/loginWithOpenId',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large.');
  });
});

describe('the built-in provider sign-in form', () => {
  async function startInteraction() {
    const jar = new CookieJar();
    const sso = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sso', payload: { locale: 'ar' } });
    const url = new URL(sso.json<{ url: string }>().url);
    const authorize = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    jar.store(authorize);
    const location = String(authorize.headers.location);
    return { jar, path: new URL(location, 'http://localhost:3000').pathname };
  }

  it('speaks the requested language, right to left for Arabic, with no script', async () => {
    const { jar, path } = await startInteraction();
    const page = await t.app.inject({ method: 'GET', url: path, headers: { cookie: jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('تسجيل الدخول إلى Atrium');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('a wrong password answers 401 with the reason and starts no session', async () => {
    const before = await sessionCount();
    const { jar, path } = await startInteraction();
    const response = await t.app.inject({
      method: 'POST',
      url: `${path}/login`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=nora.none%40atrium.local&password=wrong&locale=en',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The e-mail address or password is not correct.');
    expect(response.body).toContain('value="nora.none@atrium.local"');
    expect(await sessionCount()).toBe(before);
  });

  it('locks an account after repeated failures, even with the right password', async () => {
    const account = 'ada.lovelace@atrium.local';
    for (let attempt = 0; attempt < 5; attempt++) {
      const { jar, path } = await startInteraction();
      await t.app.inject({
        method: 'POST',
        url: `${path}/login`,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${encodeURIComponent(account)}&password=nope&locale=en`,
      });
    }
    await expect(obtainIdToken(t.app, account)).rejects.toThrow(
      /answered 429.*Too many failed sign-in attempts/s,
    );
    await t.db.deleteFrom('login_failures').execute();
    await expect(obtainIdToken(t.app, account)).resolves.toHaveProperty('idToken');
  });
});
