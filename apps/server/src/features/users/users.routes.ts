import { preferencesBodySchema, profileSchema } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { profileOf } from '../session/profile';
import { updateUserLocale } from './users.repository';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.put(
    '/user/preferences',
    { schema: { body: preferencesBodySchema, response: { 200: profileSchema } } },
    async (request) => {
      const auth = authOf(request);
      await updateUserLocale(db, auth.user.id, request.body.locale);
      return profileOf({
        user: { ...auth.user, locale: request.body.locale },
        activeOrgId: auth.sessionOrgId,
        permissions: auth.permissions,
        superAdminMode: auth.superAdminMode,
        impersonator: auth.impersonator,
      });
    },
  );
};
