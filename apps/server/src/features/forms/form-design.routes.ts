import {
  formDesignSaveSchema,
  formDesignSchema,
  IDENTIFIER_PATTERN,
  newFormSchema,
  SERIAL_ID_MAX,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { createForm, discardDraft, loadFormDesign } from './form-design.service';
import { saveFormDesign } from './form-design-save.service';
import { requireFormEditor } from './form-editors';

const formParam = z.object({
  formId: textIdSchema('The form id', { max: SERIAL_ID_MAX }),
});
const objectParam = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
});
const answer = { response: { 200: formDesignSchema } };

/** The form designer's calls (spec 001 §2.3, §9; decision 0007): open, save or publish, add, discard. */
export const formDesignRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);
  // Before the body is read: someone who may not design forms learns that, not what their body lacks.
  app.addHook('preValidation', async (request) => requireFormEditor(request));

  app.get('/administration/forms/:formId/design', { schema: { params: formParam, ...answer } }, (request) =>
    loadFormDesign(db, request.params.formId),
  );

  app.put(
    '/administration/forms/:formId/design',
    { schema: { params: formParam, body: formDesignSaveSchema, ...answer } },
    async (request) => {
      const { formId } = request.params;
      await saveFormDesign(db, { formId, save: request.body, userId: authOf(request).user.id });
      return loadFormDesign(db, formId);
    },
  );

  app.post(
    '/administration/objects/:object/forms',
    { schema: { params: objectParam, body: newFormSchema, response: { 201: formDesignSchema } } },
    async (request, reply) => {
      const formId = await createForm(db, request.params.object, request.body);
      return reply.status(201).send(await loadFormDesign(db, formId));
    },
  );

  app.delete(
    '/administration/forms/:formId/draft',
    { schema: { params: formParam, ...answer } },
    async (request) => {
      await discardDraft(db, request.params.formId);
      return loadFormDesign(db, request.params.formId);
    },
  );
};
