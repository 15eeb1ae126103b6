import { type FormNode, type Rule, type RuleIssue, ruleSetSchema } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { loadDefinitions } from '../metadata/metadata.repository';
import { formRuleIssues, requireRunnableRules } from './form-rule-checks';
import { replaceFormRules, rulesOfForms } from './form-rules.repository';

export interface FormRulesAnswer {
  data: Rule[];
  version: number;
  issues: RuleIssue[];
}

async function loadForm(db: Db, object: string, formId: number) {
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

/** A form's rules with the form's version and every issue the rules have against it. */
export async function formRules(db: Db, object: string, formId: number): Promise<FormRulesAnswer> {
  const { definition, form } = await loadForm(db, object, formId);
  const rules = (await rulesOfForms(db, [form.id])).get(form.id) ?? [];
  return { data: rules, version: form.version, issues: formRuleIssues(definition, form.body, rules) };
}

/**
 * Replaces a form's rules when they can all run, bumping the form's version; a save over a newer
 * version than `baseVersion` (someone else's) is refused and changes nothing.
 */
export async function saveFormRules(
  db: Db,
  target: { object: string; formId: number },
  body: { rules: unknown; baseVersion?: number | undefined },
): Promise<FormRulesAnswer> {
  const { definition, form } = await loadForm(db, target.object, target.formId);
  // A malformed set is a ZodError, which the one error handler answers 422 per path.
  const rules = ruleSetSchema.parse(body.rules);
  const issues = requireRunnableRules(definition, form.body, rules);
  const version = await inTransaction(db, async (tx) => {
    const bumped = await tx
      .updateTable('forms')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', form.id)
      .$if(body.baseVersion !== undefined, (q) => q.where('version', '=', body.baseVersion ?? 0))
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
}
