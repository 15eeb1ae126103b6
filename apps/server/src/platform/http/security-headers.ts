import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A strict Content-Security-Policy for the web app and the built-in provider's pages: scripts only from
 * our own origin, no inline script, no eval. Ant Design injects styles at run time, hence inline styles.
 */
async function securityHeaders(
  app: FastifyInstance,
  options: { https: boolean; mapTileOrigin: string },
): Promise<void> {
  await app.register(helmet, {
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
}

/** Not encapsulated: the headers apply to every route of the app. */
export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
