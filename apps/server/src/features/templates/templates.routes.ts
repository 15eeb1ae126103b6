import {
  IDENTIFIER_PATTERN,
  printTemplateAnswerSchema,
  printTemplateInputSchema,
  printTemplateListAnswerSchema,
  SERIAL_ID_MAX,
  templateObjectsAnswerSchema,
  templateTagsAnswerSchema,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import {
  createTemplate,
  listTemplatesOf,
  namedTemplate,
  removeTemplate,
  tagsOf,
  templateById,
  templateObjects,
  updateTemplate,
} from './print-templates.service';

const objectParams = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
});
const namedParams = objectParams.extend({
  templateName: z.string().min(1).max(120, 'The template name is at most 120 characters.'),
});
const idParams = z.object({ id: textIdSchema('The template id', { max: SERIAL_ID_MAX }) });

/**
 * Print templates (spec 000 §7 "templates", service name first): the list and named variant for whoever
 * may view the object's records, and the administrators' calls that write them (docs/api/templates.md).
 */
export const templatesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
}> = async (app, { db, config, realtime }) => {
  requireSession(app, db, config);
  const deps = { db, realtime };

  app.get(
    '/templates/objects',
    { schema: { response: { 200: templateObjectsAnswerSchema } } },
    async (request) => ({ data: await templateObjects(db, authOf(request)) }),
  );

  app.get(
    '/templates/objects/:object/print-templates',
    { schema: { params: objectParams, response: { 200: printTemplateListAnswerSchema } } },
    async (request) => listTemplatesOf(deps, authOf(request), request.params.object),
  );

  app.get(
    '/templates/objects/:object/:templateName/print-templates',
    { schema: { params: namedParams, response: { 200: printTemplateAnswerSchema } } },
    async (request) => ({
      data: await namedTemplate(deps, authOf(request), request.params.object, request.params.templateName),
    }),
  );

  app.get(
    '/templates/objects/:object/tags',
    { schema: { params: objectParams, response: { 200: templateTagsAnswerSchema } } },
    async (request) => ({ data: await tagsOf(deps, authOf(request), request.params.object) }),
  );

  app.get(
    '/templates/print-templates/:id',
    { schema: { params: idParams, response: { 200: printTemplateAnswerSchema } } },
    async (request) => ({ data: await templateById(deps, authOf(request), request.params.id) }),
  );

  app.post(
    '/templates/print-templates',
    { schema: { body: printTemplateInputSchema, response: { 201: printTemplateAnswerSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createTemplate(deps, authOf(request), request.body) }),
  );

  app.put(
    '/templates/print-templates/:id',
    {
      schema: {
        params: idParams,
        body: printTemplateInputSchema,
        response: { 200: printTemplateAnswerSchema },
      },
    },
    async (request) => ({
      data: await updateTemplate(deps, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete('/templates/print-templates/:id', { schema: { params: idParams } }, async (request, reply) => {
    await removeTemplate(deps, authOf(request), request.params.id);
    return reply.status(204).send();
  });
};
