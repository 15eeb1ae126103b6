import {
  exportBodySchema,
  exportTemplateInputSchema,
  exportTemplateListAnswerSchema,
  exportTemplateSchema,
  IDENTIFIER_PATTERN,
  SERIAL_ID_MAX,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import {
  createExportTemplate,
  deleteExportTemplate,
  listExportTemplates,
  runExportTemplate,
  updateExportTemplate,
} from './export-templates.service';

const objectParams = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
});
const idParams = z.object({ id: textIdSchema('The export template id', { max: SERIAL_ID_MAX }) });
const answer = z.object({ data: exportTemplateSchema });

/** Export templates (spec 001 §7.4): the exporter's list and run, and the administrators' calls. */
export const exportTemplatesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  jobs: JobQueue;
}> = async (app, { db, config, jobs }) => {
  requireSession(app, db, config);

  app.get(
    '/exports/:object/templates',
    { schema: { params: objectParams, response: { 200: exportTemplateListAnswerSchema } } },
    async (request) => ({ data: await listExportTemplates(db, authOf(request), request.params.object) }),
  );

  app.post(
    '/exports/templates/:id',
    { schema: { params: idParams, body: exportBodySchema } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await runExportTemplate(db, jobs, authOf(request), request.params.id, request.body)),
  );

  app.post(
    '/templates/export-templates',
    { schema: { body: exportTemplateInputSchema, response: { 201: answer } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createExportTemplate(db, authOf(request), request.body) }),
  );

  app.put(
    '/templates/export-templates/:id',
    { schema: { params: idParams, body: exportTemplateInputSchema, response: { 200: answer } } },
    async (request) => ({
      data: await updateExportTemplate(db, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete('/templates/export-templates/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteExportTemplate(db, authOf(request), request.params.id);
    return reply.status(204).send();
  });
};
