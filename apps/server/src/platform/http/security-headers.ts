import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// Browser features the app never uses are off for it and anything it embeds; geolocation is the map
// field's "my location" button.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * A strict Content-Security-Policy for the web app and the built-in provider's pages: scripts only from
 * our own origin, no inline script, no eval. Ant Design injects styles at run time, hence inline styles.
 * Helmet is built once here: @fastify/helmet builds it anew for every request, parsing the policy
 * each time (about 4 % of the server's CPU on a by-id read).
 */
async function securityHeaders(
  app: FastifyInstance,
  options: { https: boolean; mapTileOrigin: string },
): Promise<void> {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', options.mapTileOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    applyHelmet(request.raw, reply.raw, (error?: unknown) => {
      if (error) throw error;
    });
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are private to the person who asked: no proxy or back button may keep them. A route
    // that may be cached (an organization's logo) says so itself.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

/** Not encapsulated: the headers apply to every route of the app. */
export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
