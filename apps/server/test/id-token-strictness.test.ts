import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_SECONDS } from '../src/platform/auth/id-token-verifier';
import { nonceOf, signWithProviderKey, type TokenClaims } from './support/forge-token';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 13.6: tokens signed with the provider's real key, wrong in one claim only, were accepted.
let t: TestApp;
let samId: string;

beforeAll(async () => {
  t = await createTestApp();
  const sam = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'sam.sales@atrium.local')
    .executeTakeFirstOrThrow();
  samId = String(sam.id);
});
afterAll(async () => t.close());

async function sessionCount(): Promise<number> {
  return (await t.db.selectFrom('sessions').select('id').execute()).length;
}

async function claims(overrides: Partial<TokenClaims> = {}): Promise<TokenClaims> {
  const sso = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sso', payload: {} });
  return {
    iss: t.identity.issuer,
    aud: 'atrium-web',
    sub: samId,
    nonce: nonceOf(sso.json<{ url: string }>().url),
    ...overrides,
  };
}

async function login(overrides: Partial<TokenClaims>) {
  const token = await signWithProviderKey(t.db, await claims(overrides));
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/loginWithOpenId', payload: { token } });
}

describe('the id token check is exact', () => {
  it('accepts the account’s own subject, and an iat within the documented clock tolerance', async () => {
    expect((await login({})).statusCode).toBe(200);
    expect((await login({ issuedInSeconds: CLOCK_TOLERANCE_SECONDS - 5 })).statusCode).toBe(200);
  });

  it('refuses a token issued an hour in the future, and one just past the tolerance', async () => {
    const before = await sessionCount();
    for (const issuedInSeconds of [3600, CLOCK_TOLERANCE_SECONDS + 30]) {
      const response = await login({ issuedInSeconds });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        "The sign-in token says it was issued in the future. Check this computer's clock and sign in again.",
      );
    }
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a token issued long before any sign-in it could answer', async () => {
    const response = await login({ issuedInSeconds: -3600, expiresInSeconds: 7200 });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a leading space', (id: string) => ` ${id}`],
    ['a trailing space', (id: string) => `${id} `],
    ['a 0x prefix', (id: string) => `0x${Number(id).toString(16)}`],
    ['a leading zero', (id: string) => `0${id}`],
    ['a plus sign', (id: string) => `+${id}`],
    ['an exponent', (id: string) => `${id}e0`],
    ['a fraction', (id: string) => `${id}.0`],
  ])('refuses a subject that is the account’s id with %s', async (_what, spell) => {
    const before = await sessionCount();
    const response = await login({ sub: spell(samId) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not registered/);
    expect(await sessionCount()).toBe(before);
  });
});
