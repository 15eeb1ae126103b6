import { createLocalJWKSet, createRemoteJWKSet, errors, type JWK, type JWTPayload, jwtVerify } from 'jose';
import { AppError } from '../errors/app-error';

export interface VerifiedIdToken extends JWTPayload {
  sub: string;
  nonce: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface IdTokenVerifier {
  issuer: string;
  verify(token: string): Promise<VerifiedIdToken>;
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];

/** How far the provider's clock may be ahead of or behind ours when `iat`, `nbf` and `exp` are read. */
export const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * An id token is used the moment it arrives; one issued before the sign-in it answers could have
 * been started (a login request lives ten minutes) is refused, and so is one issued in the future.
 */
export const MAX_ID_TOKEN_AGE_SECONDS = 600;

function explain(error: unknown): AppError {
  if (error instanceof errors.JWTExpired) {
    return new AppError('INVALID_ID_TOKEN', 'Your sign-in has expired. Please sign in again.');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    const reason =
      error.claim === 'iat'
        ? "The sign-in token says it was issued in the future. Check this computer's clock and sign in again."
        : error.claim === 'aud'
          ? 'This sign-in was issued for another application.'
          : error.claim === 'iss'
            ? 'This sign-in was issued by an identity provider Atrium does not trust.'
            : `The sign-in token is missing or has a wrong '${error.claim}' claim.`;
    return new AppError('INVALID_ID_TOKEN', reason);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return new AppError('INVALID_ID_TOKEN', "The sign-in token's signature is not valid.");
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new AppError(
      'INVALID_ID_TOKEN',
      'The sign-in token is signed with an algorithm Atrium does not accept.',
    );
  }
  if (error instanceof errors.JOSEError) {
    return new AppError('INVALID_ID_TOKEN', 'The sign-in token is malformed.');
  }
  return new AppError('UNAVAILABLE', 'The identity provider could not be reached to check your sign-in.');
}

function createVerifier(
  issuer: string,
  audience: string,
  keys: ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet>,
): IdTokenVerifier {
  return {
    issuer,
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          // Also makes jose refuse an `iat` later than now plus the tolerance.
          maxTokenAge: MAX_ID_TOKEN_AGE_SECONDS,
        });
        return payload as VerifiedIdToken;
      } catch (error) {
        throw explain(error);
      }
    },
  };
}

/** For the built-in provider: its public keys are known in process, no network round trip. */
export function localIdTokenVerifier(issuer: string, audience: string, publicKeys: JWK[]): IdTokenVerifier {
  return createVerifier(issuer, audience, createLocalJWKSet({ keys: publicKeys }));
}

/** For an external issuer: keys from its JWKS address, fetched and cached by jose. */
export function remoteIdTokenVerifier(issuer: string, audience: string, jwksUri: string): IdTokenVerifier {
  return createVerifier(issuer, audience, createRemoteJWKSet(new URL(jwksUri)));
}
