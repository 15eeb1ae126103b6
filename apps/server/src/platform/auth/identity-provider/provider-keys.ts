import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/database';
import { getOrCreateSecret } from '../../db/secrets';

export interface ProviderKeys {
  signingKeys: JWK[];
  cookieKeys: string[];
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
}

/** The built-in provider's signing key and cookie keys: from configuration, else generated once and kept. */
export async function loadProviderKeys(
  db: Db,
  configuredCookieKeys: string[] | undefined,
): Promise<ProviderKeys> {
  const signingKeys = await getOrCreateSecret(db, 'oidc.signing-keys', async () => [
    await generateSigningKey(),
  ]);
  const cookieKeys =
    configuredCookieKeys ??
    (await getOrCreateSecret(db, 'oidc.cookie-keys', () => [randomBytes(32).toString('base64url')]));
  return { signingKeys, cookieKeys };
}

/** The public half of a private JWK, as a JWKS serves it. */
export function publicJwk(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...rest } = jwk;
  return rest;
}
