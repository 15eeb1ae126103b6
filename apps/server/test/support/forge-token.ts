import { type CryptoKey, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import type { Db } from '../../src/platform/db/database';
import { getOrCreateSecret } from '../../src/platform/db/secrets';

export interface TokenClaims {
  iss: string;
  aud: string;
  sub: string;
  nonce?: string;
  expiresInSeconds?: number;
  /** When the token says it was issued, in seconds from now (default: ten seconds ago). */
  issuedInSeconds?: number;
}

async function sign(
  claims: TokenClaims,
  key: CryptoKey | Uint8Array,
  kid: string | undefined,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ ...(claims.nonce ? { nonce: claims.nonce } : {}) })
    .setProtectedHeader({ alg: 'RS256', ...(kid ? { kid } : {}) })
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setSubject(claims.sub)
    .setIssuedAt(now + (claims.issuedInSeconds ?? -10))
    .setExpirationTime(now + (claims.issuedInSeconds ?? 0) + (claims.expiresInSeconds ?? 300));
  return jwt.sign(key);
}

/** Signed with the built-in provider's real key: a token only the claims can make wrong. */
export async function signWithProviderKey(db: Db, claims: TokenClaims): Promise<string> {
  const [jwk] = await getOrCreateSecret<JWK[]>(db, 'oidc.signing-keys', () => {
    throw new Error('the provider has no key yet');
  });
  if (!jwk) throw new Error('the provider has no key');
  return sign(claims, (await importJWK(jwk, 'RS256')) as CryptoKey, jwk.kid);
}

/** Signed with a key the provider never had, under the provider's own key id. */
export async function forgeToken(db: Db, claims: TokenClaims): Promise<string> {
  const [jwk] = await getOrCreateSecret<JWK[]>(db, 'oidc.signing-keys', () => []);
  const { privateKey } = await generateKeyPair('RS256');
  return sign(claims, privateKey, jwk?.kid);
}

/** The nonce of a fresh sign-in started through the API, as the provider would put it in the token. */
export function nonceOf(ssoUrl: string): string {
  const nonce = new URL(ssoUrl).searchParams.get('nonce');
  if (!nonce) throw new Error('no nonce in the sign-in address');
  return nonce;
}
