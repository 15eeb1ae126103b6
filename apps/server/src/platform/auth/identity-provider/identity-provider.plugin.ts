import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { BUILT_IN_ISSUER_PATH } from './identity-provider';
import { type InteractionRoutesOptions, registerInteractionRoutes } from './interaction.routes';

/** Mounts oidc-provider under /oidc: our interaction pages first, then the provider's own endpoints. */
export async function identityProviderPlugin(app: FastifyInstance, options: InteractionRoutesOptions) {
  await app.register(async (interactions) => registerInteractionRoutes(interactions, options));
  await app.register(async (endpoints) => mountProvider(endpoints, options.provider));
}

async function mountProvider(app: FastifyInstance, provider: Provider) {
  // The provider reads request bodies itself, from the raw stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const callback = provider.callback();
  app.all(`${BUILT_IN_ISSUER_PATH}/*`, (request, reply) => {
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '').slice(BUILT_IN_ISSUER_PATH.length) || '/';
    reply.hijack();
    callback(raw, reply.raw);
  });
}
