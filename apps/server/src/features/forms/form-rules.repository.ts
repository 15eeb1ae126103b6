import { type FormDefinition, type Rule, ruleSchema } from '@atrium/core';
import type { Db } from '../../platform/db/database';

/** The rules of each form, in their order; a form without rules of its own is absent. */
export async function rulesOfForms(db: Db, formIds: readonly number[]): Promise<Map<number, Rule[]>> {
  const byForm = new Map<number, Rule[]>();
  if (formIds.length === 0) return byForm;
  const rows = await db
    .selectFrom('rules')
    .select(['form_id', 'body'])
    .where('form_id', 'in', [...formIds])
    .where('type', '=', 'form')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.form_id === null) continue;
    // Stored rules were checked when saved; parsing again fills defaults and guards old rows.
    const parsed = ruleSchema.safeParse(row.body);
    if (!parsed.success) continue;
    byForm.set(row.form_id, [...(byForm.get(row.form_id) ?? []), parsed.data]);
  }
  return byForm;
}

/** Replaces a form's rule set (the caller runs it in a transaction with whatever else it saves). */
export async function replaceFormRules(
  tx: Db,
  form: { id: number; objectId: number },
  rules: readonly Rule[],
): Promise<void> {
  await tx.deleteFrom('rules').where('form_id', '=', form.id).where('type', '=', 'form').execute();
  if (rules.length === 0) return;
  await tx
    .insertInto('rules')
    .values(
      rules.map((rule) => ({
        object_id: form.objectId,
        form_id: form.id,
        type: 'form',
        body: JSON.stringify(rule),
      })),
    )
    .execute();
}

/**
 * Forms with their rules: a `mobile_` variant without rules of its own uses its desktop form's, so a
 * record obeys the same rules whichever screen edits it.
 */
export async function withRules(
  db: Db,
  forms: FormDefinition[],
  desktopOf: (form: FormDefinition) => Promise<FormDefinition | undefined>,
): Promise<FormDefinition[]> {
  const own = await rulesOfForms(
    db,
    forms.map((form) => form.id),
  );
  return Promise.all(
    forms.map(async (form) => {
      const rules = own.get(form.id);
      if (rules || !form.type.startsWith('mobile_')) return { ...form, rules: rules ?? [] };
      const desktop = await desktopOf(form);
      const inherited = desktop ? ((await rulesOfForms(db, [desktop.id])).get(desktop.id) ?? []) : [];
      return { ...form, rules: inherited };
    }),
  );
}
