import {
  reportDefinitionSchema,
  TIERING_REPORTS,
  type TieringDashboard,
  tieringDashboardSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { runReport } from '../reports/report-query';

/** The legal tiering tool's own call; its records go through the generic record calls. */
export const tieringRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  // The dashboard entry's permission (the module's); each report also needs its object's view
  // permission and counts only the records the caller may read.
  app.get(
    '/ppctieringtool/dashboard',
    { schema: { response: { 200: tieringDashboardSchema } } },
    async (request) => {
      requirePermission(request, 'module:ppctieringtool');
      const auth = authOf(request);
      const answers: Partial<TieringDashboard> = {};
      for (const report of TIERING_REPORTS)
        answers[report.key] = await runReport(db, auth, reportDefinitionSchema.parse(report.definition));
      return tieringDashboardSchema.parse(answers);
    },
  );
};
