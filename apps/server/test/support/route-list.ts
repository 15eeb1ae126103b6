import type { FastifyInstance } from 'fastify';

export interface ListedRoute {
  method: string;
  /** The full path, with `:name` parameters and `*` wildcards as registered. */
  path: string;
}

const CONNECTOR = /^((?:[│ ] {3})*)[├└]── (.*)$/u;
const METHODS = /^(.*?) \(([A-Z, ]+)\)$/;

/**
 * Every route the app serves, read from Fastify's own route tree (`printRoutes`), so a route added
 * later is listed without anyone remembering to add it. HEAD answers are Fastify's copies of GETs.
 */
export function listRoutes(app: FastifyInstance): ListedRoute[] {
  const routes: ListedRoute[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = CONNECTOR.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const label = match[2] ?? '';
    const withMethods = METHODS.exec(label);
    segments.length = depth;
    segments.push(withMethods ? (withMethods[1] ?? '') : label);
    if (!withMethods) continue;
    const path = segments.join('');
    for (const method of (withMethods[2] ?? '').split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}
