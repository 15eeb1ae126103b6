import {
  reportDefinitionSchema,
  SERVICEDESK_REPORTS,
  type ServiceDeskDashboard,
  serviceDeskDashboardSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { runReport } from '../reports/report-query';

/** The service desk's own calls (issue 19 item 3); its records go through the generic record calls. */
export const serviceDeskRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  // The dashboard entry's permission (core's navigation): the counts are of the tickets the caller may read.
  app.get(
    '/servicedesk/dashboard',
    { schema: { response: { 200: serviceDeskDashboardSchema } } },
    async (request) => {
      requirePermission(request, 'serviceTicket:view');
      const auth = authOf(request);
      const answers: Partial<ServiceDeskDashboard> = {};
      for (const report of SERVICEDESK_REPORTS)
        answers[report.key] = await runReport(db, auth, reportDefinitionSchema.parse(report.definition));
      return serviceDeskDashboardSchema.parse(answers);
    },
  );
};
