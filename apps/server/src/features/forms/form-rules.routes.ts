import { checkRules, type FormNode, type RuleIssue, ruleSetSchema, usedAttributes, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { loadDefinitions } from '../metadata/metadata.repository';
import { replaceFormRules, rulesOfForms } from './form-rules.repository';

/** Who shapes forms and their rules (spec 000 §2 Super Admin and Administration composers). */
const FORM_EDITORS = ['admin:composer', 'superadmin:edit-system-forms'];

const params = z.object({
  object: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'The object must be an object name.'),
  formId: z.coerce.number().int().positive('The form id must be a positive number.'),
});

const saveBody = z.object({
  rules: z.unknown(),
  /** The form version the editor started from: a save over someone else's newer one is refused. */
  baseVersion: z.number().int().positive().optional(),
});

function issueErrors(issues: readonly RuleIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.ruleId === null ? issue.path || 'rules' : `rule ${issue.ruleId}: ${issue.path}`;
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

export const formRulesRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  async function loadForm(object: string, formId: number, editor: ReturnType<typeof authOf>) {
    if (!FORM_EDITORS.some((permission) => editor.permissions.has(permission))) {
      throw new AppError('FORBIDDEN', `You need one of ${FORM_EDITORS.join(', ')} for this.`);
    }
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
    const { definition, form } = await loadForm(
      request.params.object,
      request.params.formId,
      authOf(request),
    );
    const rules = (await rulesOfForms(db, [form.id])).get(form.id) ?? [];
    const issues = checkRules(rules, {
      attributes: definition.attributes,
      formFields: [...usedAttributes(form.body)],
    });
    return { data: rules, version: form.version, issues };
  });

  app.put(
    '/administration/objects/:object/forms/:formId/rules',
    { schema: { params, body: saveBody } },
    async (request) => {
      const { definition, form } = await loadForm(
        request.params.object,
        request.params.formId,
        authOf(request),
      );
      // A malformed set is a ZodError, which the one error handler answers 422 per path.
      const rules = ruleSetSchema.parse(request.body.rules);
      const issues = checkRules(rules, {
        attributes: definition.attributes,
        formFields: [...usedAttributes(form.body)],
      });
      const errors = issues.filter((issue) => issue.severity === 'error');
      if (errors.length > 0) {
        throw new AppError('UNPROCESSABLE', 'Some rules cannot run; nothing was saved.', issueErrors(errors));
      }
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
