export interface OidcEndpoints {
  issuer: string;
  authorizationEndpoint: string;
  jwksUri: string;
  endSessionEndpoint: string | undefined;
}

/** Reads an external issuer's discovery document once at start-up. */
export async function discoverIssuer(issuer: string): Promise<OidcEndpoints> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}.`);
  const document = (await response.json()) as Record<string, unknown>;
  const authorizationEndpoint = document.authorization_endpoint;
  const jwksUri = document.jwks_uri;
  if (
    document.issuer !== issuer ||
    typeof authorizationEndpoint !== 'string' ||
    typeof jwksUri !== 'string'
  ) {
    throw new Error(`OIDC discovery at ${url} does not describe issuer ${issuer}.`);
  }
  const endSession = document.end_session_endpoint;
  return {
    issuer,
    authorizationEndpoint,
    jwksUri,
    endSessionEndpoint: typeof endSession === 'string' ? endSession : undefined,
  };
}
