import {
  organizationsAnswerSchema,
  profileSchema,
  SERIAL_ID_MAX,
  switchOrganizationBodySchema,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findOrganizationLogo, listUserOrganizations } from './organizations.repository';
import { switchOrganization } from './organizations.service';

export const organizationsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  // Logos are shown by <img>, which sends no bearer token; they are not confidential.
  app.get(
    '/organizations/:id/logo',
    {
      schema: {
        params: z.object({ id: textIdSchema('The organization id', { max: SERIAL_ID_MAX }) }),
      },
    },
    async (request, reply) => {
      const logo = await findOrganizationLogo(db, request.params.id);
      if (!logo) throw new AppError('NOT_FOUND', 'This organization has no logo.');
      return reply
        .header('content-type', logo.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(logo.body);
    },
  );

  await app.register(async (instance) => {
    const scope = instance.withTypeProvider<ZodTypeProvider>();
    requireSession(scope, db, config);

    scope.get(
      '/auth/getOrganizations',
      { schema: { response: { 200: organizationsAnswerSchema } } },
      async (request) => ({
        data: await listUserOrganizations(db, authOf(request).user.id),
      }),
    );

    scope.post(
      '/auth/switchToOrganization',
      { schema: { body: switchOrganizationBodySchema, response: { 200: profileSchema } } },
      async (request) => switchOrganization(db, authOf(request), request.body.orgid),
    );
  });
};
