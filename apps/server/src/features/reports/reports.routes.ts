import {
  EXPORT_STARTED_MESSAGE,
  reportDefinitionSchema,
  reportResultSchema,
  SERIAL_ID_MAX,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { CHART_EXPORT_JOB, type ChartExportPayload } from './chart-export';
import { visibleChart } from './charts.service';
import { runReport } from './report-query';
import { reportModels } from './report-sql';

const idParam = z.object({ id: textIdSchema('The chart id', { max: SERIAL_ID_MAX }) });

/** Reports over any object (issue 18): a definition runs as one aggregate query within record access. */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; jobs: JobQueue }> = async (
  app,
  { db, config, jobs },
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

  // Spec 000 §7: the chart's numbers (.xlsx) and picture (PNG) are e-mailed by a durable job.
  app.get('/analytics/export-chart/:id', { schema: { params: idParam } }, async (request, reply) => {
    requirePermission(request, 'report:view');
    const auth = authOf(request);
    // Checked now so a chart one cannot see or draw is told at once (404, 403, 422), not by a failed job.
    const { definition } = await visibleChart(db, auth, request.params.id);
    await reportModels(db, auth, definition);
    const payload: ChartExportPayload = {
      chartId: request.params.id,
      orgId: auth.orgId,
      userId: auth.user.id,
    };
    const jobId = await jobs.enqueue(CHART_EXPORT_JOB, { ...payload });
    return reply.status(202).send({ message: EXPORT_STARTED_MESSAGE, jobId });
  });
};
