import { IDENTIFIER_PATTERN, listQuerySchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import { createRecord, deleteRecordById, getRecord, listRecords, updateRecordById } from './records.service';

const objectParam = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
});
const recordParam = objectParam.extend({
  id: z.coerce
    .number({ error: 'The record id must be a number.' })
    .int('The record id must be a number.')
    .positive('The record id must be a number.')
    .max(Number.MAX_SAFE_INTEGER),
});
const recordBody = z.record(z.string(), z.unknown(), { error: 'The body must be a JSON object of values.' });

/** The generic record API (spec 001 §7.1): every object at `records/{object}`. */
export const recordsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; realtime: Realtime }> = async (
  app,
  { db, config, realtime },
) => {
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

  app.delete('/records/:object/:id', { schema: { params: recordParam } }, async (request) => {
    await deleteRecordById(deps, authOf(request), request.params.object, request.params.id);
    return { success: true, message: 'Deleted.' };
  });
};
