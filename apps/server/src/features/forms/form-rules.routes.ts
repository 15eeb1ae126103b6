import { type FormNode, ruleSetSchema, SERIAL_ID_MAX, textIdSchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { loadDefinitions } from '../metadata/metadata.repository';
import { requireFormEditor } from './form-editors';
import { formRuleIssues, requireRunnableRules } from './form-rule-checks';
import { replaceFormRules, rulesOfForms } from './form-rules.repository';

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

  async function loadForm(object: string, formId: number) {
    const [definition] = await loadDefinitions(db, [object]);
    if (!definition) throw new AppError('NOT_FOUND', `There is no object named '${object}'.`);
    const form = await db
      .selectFrom('forms')
      .select(['id', 'object_id', 'body', 'version'])
      .where('id', '=', formId)
      .where('object_id', '=', definition.id)
      .executeTakeFirst();
    if (!form) throw new AppError('NOT_FOUND', `'${object}' has no form ${formId}.`);
    return { definition, form: { ...form, body: form.body as FormNode } };
  }

  app.get('/administration/objects/:object/forms/:formId/rules', { schema: { params } }, async (request) => {
    requireFormEditor(request);
    const { definition, form } = await loadForm(request.params.object, request.params.formId);
    const rules = (await rulesOfForms(db, [form.id])).get(form.id) ?? [];
    const issues = formRuleIssues(definition, form.body, rules);
    return { data: rules, version: form.version, issues };
  });

  app.put(
    '/administration/objects/:object/forms/:formId/rules',
    { schema: { params, body: saveBody } },
    async (request) => {
      requireFormEditor(request);
      const { definition, form } = await loadForm(request.params.object, request.params.formId);
      // A malformed set is a ZodError, which the one error handler answers 422 per path.
      const rules = ruleSetSchema.parse(request.body.rules);
      const issues = requireRunnableRules(definition, form.body, rules);
      const version = await inTransaction(db, async (tx) => {
        const bumped = await tx
          .updateTable('forms')
          .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
          .where('id', '=', form.id)
          .$if(request.body.baseVersion !== undefined, (q) =>
            q.where('version', '=', request.body.baseVersion ?? 0),
          )
          .returning('version')
          .executeTakeFirst();
        if (!bumped) {
          throw new AppError(
            'CONFLICT',
            'Someone else saved this form since you opened it; nothing was saved. Reload it to see their change.',
          );
        }
        await replaceFormRules(tx, { id: form.id, objectId: form.object_id }, rules);
        return bumped.version;
      });
      return { data: rules, version, issues };
    },
  );
};
