import { parseDecimalId, SERIAL_ID_MAX } from '@atrium/core';
import Provider, { type Configuration } from 'oidc-provider';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { findUserById } from '../user-lookup';
import { createOidcAdapterFactory } from './oidc-adapter';
import type { ProviderKeys } from './provider-keys';

export const BUILT_IN_ISSUER_PATH = '/oidc';

export function builtInIssuer(config: AppConfig): string {
  return `${config.publicUrl}${BUILT_IN_ISSUER_PATH}`;
}

export function checkloginRedirectUris(publicUrl: string): string[] {
  return [`${publicUrl}/checklogin`, `${publicUrl}/checklogin/`];
}

/**
 * The identity provider that runs inside the server when no external issuer is configured: a real
 * OpenID Connect provider (oidc-provider) whose accounts are Atrium's users with a password.
 */
export function createIdentityProvider(config: AppConfig, db: Db, keys: ProviderKeys): Provider {
  // oidc-provider refuses implicit-flow web clients on plain http; on a developer's loopback address the
  // client is registered as native (loopback redirects, any port), in production as a web client on https.
  const https = config.publicUrl.startsWith('https://');
  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        application_type: https ? 'web' : 'native',
        redirect_uris: checkloginRedirectUris(config.publicUrl),
        post_logout_redirect_uris: [`${config.publicUrl}/login`],
        response_types: ['id_token'],
        grant_types: ['implicit'],
        token_endpoint_auth_method: 'none',
      },
    ],
    responseTypes: ['id_token'],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'locale'] },
    jwks: { keys: keys.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: keys.cookieKeys },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `${BUILT_IN_ISSUER_PATH}/interaction/${interaction.uid}` },
    ttl: { Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600, IdToken: 300 },
    async findAccount(_ctx, sub) {
      // Accounts are keyed by the user id as the provider writes it; no other spelling finds one.
      const id = parseDecimalId(sub, SERIAL_ID_MAX);
      const user = id === undefined ? undefined : await findUserById(db, id);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          locale: user.locale,
        }),
      };
    },
    async renderError(ctx, out) {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Sign-in could not continue: ${out.error_description ?? out.error}`;
    },
  };
  const provider = new Provider(builtInIssuer(config), configuration);
  provider.proxy = true;
  return provider;
}
