import { userZonePageQuerySchema } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { listActivities } from './activities.service';

/** My Activities (issue 19 item 5): the caller's own, in the active organization, on records they may read. */
export const activitiesRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);
  app.get('/userzone/activities', { schema: { querystring: userZonePageQuerySchema } }, async (request) =>
    listActivities(db, authOf(request), request.query),
  );
};
