import {
  biGroupDetailSchema,
  chartDataSchema,
  chartSchema,
  REPORT_SCOPES,
  SERIAL_ID_MAX,
  savedReportInputSchema,
  savedReportListSchema,
  savedReportSchema,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findChart, generateChart } from './charts.service';
import { createReport, deleteReport, findReport, findReports, updateReport } from './saved-reports.service';

const idParam = z.object({ id: textIdSchema('The id', { max: SERIAL_ID_MAX }) });
const chartParam = z.object({ chart: textIdSchema('The chart id', { max: SERIAL_ID_MAX }) });
const pageQuery = z.object({ page: textIdSchema('page', { max: 100_000 }).optional() });
const contextParams = chartParam.extend({
  object: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'The object name is not valid.'),
  id: textIdSchema('The record id', { max: SERIAL_ID_MAX }),
});
const contextQuery = pageQuery.extend({
  lookup: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,79}$/, 'The lookup name is not valid.')
    .optional(),
});
const scopeQuery = z.object({
  scope: z.enum(REPORT_SCOPES, { error: 'scope is mine, shared or visible.' }).default('visible'),
});

/** Saved reports, their groups and charts (issue 18): reading needs report:view, saving report:create. */
export const savedReportsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);
  app.addHook('preHandler', async (request) => requirePermission(request, 'report:view'));

  app.get(
    '/analytics/reports',
    { schema: { querystring: scopeQuery, response: { 200: savedReportListSchema } } },
    async (request) => ({ data: await findReports(db, authOf(request), { scope: request.query.scope }) }),
  );

  app.get(
    '/analytics/reports/shared-with-me',
    { schema: { response: { 200: savedReportListSchema } } },
    async (request) => ({ data: await findReports(db, authOf(request), { scope: 'shared' }) }),
  );

  app.post(
    '/analytics/reports',
    { schema: { body: savedReportInputSchema, response: { 201: savedReportSchema } } },
    async (request, reply) => {
      requirePermission(request, 'report:create');
      reply.code(201);
      return createReport(db, authOf(request), request.body);
    },
  );

  app.get(
    '/analytics/reports/:id',
    { schema: { params: idParam, response: { 200: savedReportSchema } } },
    async (request) => findReport(db, authOf(request), request.params.id),
  );

  app.put(
    '/analytics/reports/:id',
    { schema: { params: idParam, body: savedReportInputSchema, response: { 200: savedReportSchema } } },
    async (request) => {
      requirePermission(request, 'report:create');
      return updateReport(db, authOf(request), request.params.id, request.body);
    },
  );

  app.delete('/analytics/reports/:id', { schema: { params: idParam } }, async (request, reply) => {
    requirePermission(request, 'report:create');
    await deleteReport(db, authOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/bi/groups/:id',
    { schema: { params: idParam, response: { 200: biGroupDetailSchema } } },
    async (request) => {
      const auth = authOf(request);
      const group = await db
        .selectFrom('bi_groups')
        .select(['id', 'name'])
        .where('id', '=', request.params.id)
        .where('org_id', '=', auth.orgId)
        .executeTakeFirst();
      if (!group) throw new AppError('NOT_FOUND', `Report group ${request.params.id} was not found.`);
      return { ...group, reports: await findReports(db, auth, { scope: 'visible', groupId: group.id }) };
    },
  );

  app.get(
    '/analytics/charts/:chart',
    { schema: { params: chartParam, response: { 200: chartSchema } } },
    async (request) => findChart(db, authOf(request), request.params.chart),
  );

  app.get(
    '/analytics/charts/generate-chart/:chart',
    { schema: { params: chartParam, querystring: pageQuery, response: { 200: chartDataSchema } } },
    async (request) => generateChart(db, authOf(request), request.params.chart, request.query.page ?? 1),
  );

  app.get(
    '/analytics/charts/generate-chart/:chart/:object/:id',
    { schema: { params: contextParams, querystring: contextQuery, response: { 200: chartDataSchema } } },
    async (request) => {
      const { chart, object, id } = request.params;
      const { page, lookup } = request.query;
      return generateChart(db, authOf(request), chart, page ?? 1, {
        object,
        id,
        ...(lookup ? { lookup } : {}),
      });
    },
  );
};
