import { reportGranteesSchema } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { granteeLookup } from '../record-permissions/record-permissions.service';

/**
 * GET analytics/reports/grantees: the people and roles of the active organization a report may be
 * shared with, for the sharing form; only those who may save reports (and so share them) ask.
 */
export const reportGranteesRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);
  app.get(
    '/analytics/reports/grantees',
    { schema: { response: { 200: reportGranteesSchema } } },
    async (request) => {
      requirePermission(request, 'report:create');
      const auth = authOf(request);
      const [users, roles] = await Promise.all([
        granteeLookup(db, auth, 'users'),
        granteeLookup(db, auth, 'roles'),
      ]);
      return { users: users.data, roles: roles.data };
    },
  );
};
