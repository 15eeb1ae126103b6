import { reportDefinitionSchema, reportResultSchema } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { runReport } from './report-query';

/** Reports over any object (issue 18): a definition runs as one aggregate query within record access. */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.post(
    '/analytics/reports/preview',
    { schema: { body: reportDefinitionSchema, response: { 200: reportResultSchema } } },
    async (request) => {
      requirePermission(request, 'report:view');
      return runReport(db, authOf(request), request.body);
    },
  );
};
