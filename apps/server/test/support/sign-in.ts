import type { LoginAnswer } from '@atrium/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A minimal cookie jar: what the built-in provider sets, sent back on later requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function pathOf(location: string | string[] | number | undefined): string {
  if (typeof location !== 'string') throw new Error(`expected a redirect, got location ${String(location)}`);
  const url = new URL(location, 'http://localhost:3000');
  return url.pathname + url.search + url.hash;
}

export interface SignInResult {
  idToken: string;
  state: string;
}

/**
 * Walks the real sign-in flow of the built-in provider, as the browser would: the SSO address, the
 * provider's sign-in form, and back to /checklogin with the id token in the fragment.
 */
export async function obtainIdToken(
  app: FastifyInstance,
  email: string,
  password = 'atrium',
): Promise<SignInResult> {
  const jar = new CookieJar();
  const sso = await app.inject({ method: 'POST', url: '/api/v1/auth/sso', payload: {} });
  const { url } = sso.json<{ url: string }>();
  const authorize = await app.inject({ method: 'GET', url: pathOf(url) });
  jar.store(authorize);
  const interactionPath = pathOf(authorize.headers.location);
  const page = await app.inject({ method: 'GET', url: interactionPath, headers: { cookie: jar.header() } });
  if (page.statusCode !== 200) throw new Error(`sign-in page answered ${page.statusCode}: ${page.body}`);
  const submitted = await app.inject({
    method: 'POST',
    url: `${interactionPath}/login`,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  jar.store(submitted);
  if (submitted.statusCode !== 303)
    throw new Error(`sign-in answered ${submitted.statusCode}: ${submitted.body}`);
  let location = pathOf(submitted.headers.location);
  // The provider may pass through its own resume and consent steps before returning to /checklogin.
  for (let hop = 0; hop < 5 && !location.startsWith('/checklogin'); hop++) {
    const next = await app.inject({ method: 'GET', url: location, headers: { cookie: jar.header() } });
    jar.store(next);
    location = pathOf(next.headers.location);
  }
  const fragment = new URLSearchParams(location.split('#')[1] ?? '');
  const idToken = fragment.get('id_token');
  const state = fragment.get('state');
  if (!idToken || !state) throw new Error(`no id token in ${location}`);
  return { idToken, state };
}

export async function signIn(app: FastifyInstance, email: string): Promise<LoginAnswer> {
  const { idToken } = await obtainIdToken(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/loginWithOpenId',
    payload: { token: idToken },
  });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return response.json<LoginAnswer>();
}

export function bearer(token: string, orgId?: number): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    ...(orgId === undefined ? {} : { 'x-organization-id': String(orgId) }),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An API call as the signed-in person `token`: `url` is relative to /api/v1. */
export function apiCall(app: FastifyInstance, method: Method, url: string, token: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}
