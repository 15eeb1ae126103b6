import {
  EXPORT_STARTED_MESSAGE,
  exportBodySchema,
  fieldHistoryQuerySchema,
  IDENTIFIER_PATTERN,
  jsonIdSchema,
  listQuerySchema,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Realtime } from '../../platform/realtime/realtime';
import { loadModel } from './model-cache';
import { DUPLICATE_JOB, type DuplicatePayload } from './record-duplicate';
import { EXPORT_JOB, type ExportPayload } from './record-export';
import { listFieldHistory } from './record-field-history';
import { moveRecord, reorderByIds } from './record-ordering';
import { listSql as listSqlCheck } from './record-query';
import { barStatistics, brandCardStatistics } from './record-statistics';
import { createVersion, listVersions } from './record-versions';
import {
  createRecord,
  deleteRecordById,
  getRecord,
  listRecords,
  requireVerb,
  updateRecordById,
} from './records.service';
import { listRelated } from './related-records';

const objectParam = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
});
const recordParam = objectParam.extend({
  id: textIdSchema('The record id'),
});
const recordBody = z.record(z.string(), z.unknown(), { error: 'The body must be a JSON object of values.' });

/** The generic record API (spec 001 §7.1): every object at `records/{object}`. */
export const recordsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
  jobs: JobQueue;
}> = async (app, { db, config, realtime, jobs }) => {
  requireSession(app, db, config);
  const deps = { db, realtime };

  app.get(
    '/records/:object',
    { schema: { params: objectParam, querystring: listQuerySchema } },
    async (request) => listRecords(deps, authOf(request), request.params.object, request.query),
  );

  app.get('/records/:object/:id', { schema: { params: recordParam } }, async (request) =>
    getRecord(deps, authOf(request), request.params.object, request.params.id),
  );

  app.post(
    '/records/:object',
    { schema: { params: objectParam, body: recordBody } },
    async (request, reply) =>
      reply.status(201).send(await createRecord(deps, authOf(request), request.params.object, request.body)),
  );

  app.put('/records/:object/:id', { schema: { params: recordParam, body: recordBody } }, async (request) =>
    updateRecordById(deps, authOf(request), request.params.object, request.params.id, request.body),
  );

  app.get(
    '/r/:module/:object/:parentId/:relationship',
    {
      schema: {
        params: z.object({
          module: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'The module is not valid.'),
          object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
          parentId: textIdSchema('The parent record id'),
          relationship: z.string().regex(IDENTIFIER_PATTERN, 'The relationship name is not valid.'),
        }),
        querystring: listQuerySchema,
      },
    },
    async (request) =>
      listRelated(deps, authOf(request), {
        module: request.params.module,
        parentObject: request.params.object,
        parentId: request.params.parentId,
        relationship: request.params.relationship,
        query: request.query,
      }),
  );

  app.get('/records/:object/:id/versions', { schema: { params: recordParam } }, async (request) =>
    listVersions(deps, authOf(request), request.params.object, request.params.id),
  );

  app.get(
    '/records/:object/:id/history',
    { schema: { params: recordParam, querystring: fieldHistoryQuerySchema } },
    async (request) =>
      listFieldHistory(deps, authOf(request), request.params.object, request.params.id, request.query),
  );

  app.post('/records/:object/:id/versions', { schema: { params: recordParam } }, async (request, reply) =>
    reply
      .status(201)
      .send(await createVersion(deps, authOf(request), request.params.object, request.params.id)),
  );

  const moduleObject = {
    module: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'The module is not valid.'),
    object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  };
  const recordId = jsonIdSchema('A record id');

  app.post(
    '/reorder/:module/:object/:id',
    {
      schema: {
        params: z.object({ ...moduleObject, id: textIdSchema('The record id') }),
        body: z.object({
          targetId: recordId,
          position: z.enum(['before', 'after'], { error: "position is 'before' or 'after'." }),
        }),
      },
    },
    async (request) => moveRecord(deps, authOf(request), { ...request.params, ...request.body }),
  );

  app.post(
    '/reorderById/:module/:object',
    {
      schema: {
        params: z.object(moduleObject),
        body: z.object({
          ids: z.array(recordId).min(1, 'ids is required.').max(200, 'At most 200 records at once.'),
        }),
      },
    },
    async (request) => reorderByIds(deps, authOf(request), { ...request.params, ids: request.body.ids }),
  );

  app.get(
    '/statistics/bar/:object',
    { schema: { params: objectParam, querystring: z.object({ groupBy: z.string().max(80).optional() }) } },
    async (request) => barStatistics(deps, authOf(request), request.params.object, request.query.groupBy),
  );

  app.get('/statistics/brand-card/:object', { schema: { params: objectParam } }, async (request) =>
    brandCardStatistics(deps, authOf(request), request.params.object),
  );

  app.post(
    '/records/:object/export-records',
    { schema: { params: objectParam, body: exportBodySchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const { object } = request.params;
      const model = await loadModel(db, object);
      requireVerb(auth, object, 'export');
      // Checked now so a mistake is told at once, not by a failed job later.
      listSqlCheck(model, request.body);
      const payload: ExportPayload = { ...request.body, object, orgId: auth.orgId, userId: auth.user.id };
      const jobId = await jobs.enqueue(EXPORT_JOB, { ...payload });
      await writeAdminAudit(db, {
        kind: 'export',
        action: 'requested',
        actorId: auth.user.id,
        orgId: auth.orgId,
        summary: `Export of ${model.object.display_name} records requested (job ${jobId}, ${request.body.filter?.length ?? 0} filters).`,
      });
      return reply.status(202).send({ message: EXPORT_STARTED_MESSAGE, jobId });
    },
  );

  app.post('/records/:object/:id/duplicate', { schema: { params: recordParam } }, async (request, reply) => {
    const auth = authOf(request);
    const { object, id } = request.params;
    await getRecord(deps, auth, object, id);
    requireVerb(auth, object, 'create');
    const payload: DuplicatePayload = { object, id, orgId: auth.orgId, userId: auth.user.id };
    const jobId = await jobs.enqueue(DUPLICATE_JOB, { ...payload });
    return reply
      .status(202)
      .send({ message: 'The copy is being made; it will open when it is ready.', jobId });
  });

  app.delete('/records/:object/:id', { schema: { params: recordParam } }, async (request) => {
    await deleteRecordById(deps, authOf(request), request.params.object, request.params.id);
    return { success: true, message: 'Deleted.' };
  });
};
