import { SERIAL_ID_MAX, textIdSchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { requireFormEditor } from './form-editors';
import { formRules, saveFormRules } from './form-rules.service';

const params = z.object({
  object: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'The object must be an object name.'),
  formId: textIdSchema('The form id', { max: SERIAL_ID_MAX }),
});

const saveBody = z.object({
  rules: z.unknown(),
  /** The form version the editor started from: a save over someone else's newer one is refused. */
  baseVersion: z.number().int().positive().max(SERIAL_ID_MAX).optional(),
});

export const formRulesRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.get('/administration/objects/:object/forms/:formId/rules', { schema: { params } }, async (request) => {
    requireFormEditor(request);
    return formRules(db, request.params.object, request.params.formId);
  });

  app.put(
    '/administration/objects/:object/forms/:formId/rules',
    { schema: { params, body: saveBody } },
    async (request) => {
      requireFormEditor(request);
      return saveFormRules(db, request.params, request.body);
    },
  );
};
