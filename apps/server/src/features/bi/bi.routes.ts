import { biGroupsAnswerSchema } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';

export const biRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (app, { db, config }) => {
  requireSession(app, db, config);

  app.get('/bi/groups', { schema: { response: { 200: biGroupsAnswerSchema } } }, async (request) => {
    requirePermission(request, 'report:view');
    const data = await db
      .selectFrom('bi_groups')
      .select(['id', 'name'])
      .where('org_id', '=', authOf(request).orgId)
      .orderBy('name')
      .execute();
    return { data };
  });
};
