import type Provider from 'oidc-provider';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import { type IdTokenVerifier, localIdTokenVerifier, remoteIdTokenVerifier } from './id-token-verifier';
import { builtInIssuer, createIdentityProvider } from './identity-provider/identity-provider';
import { loadProviderKeys, publicJwk } from './identity-provider/provider-keys';
import { discoverIssuer } from './oidc-discovery';

/** Who signs people in: the built-in provider, or the company's issuer named by configuration. */
export interface Identity {
  kind: 'built-in' | 'external';
  issuer: string;
  clientId: string;
  authorizationEndpoint: string;
  verifier: IdTokenVerifier;
  /** The in-process provider, present only for the built-in kind. */
  provider: Provider | undefined;
}

export async function createIdentity(config: AppConfig, db: Db): Promise<Identity> {
  const clientId = config.oidc.clientId;
  if (config.oidc.issuer) {
    const endpoints = await discoverIssuer(config.oidc.issuer);
    return {
      kind: 'external',
      issuer: endpoints.issuer,
      clientId,
      authorizationEndpoint: endpoints.authorizationEndpoint,
      verifier: remoteIdTokenVerifier(endpoints.issuer, clientId, endpoints.jwksUri),
      provider: undefined,
    };
  }
  const keys = await loadProviderKeys(db, config.cookieKeys);
  const issuer = builtInIssuer(config);
  return {
    kind: 'built-in',
    issuer,
    clientId,
    authorizationEndpoint: `${issuer}/auth`,
    verifier: localIdTokenVerifier(issuer, clientId, keys.signingKeys.map(publicJwk)),
    provider: createIdentityProvider(config, db, keys),
  };
}
