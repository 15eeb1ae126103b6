import { type FormDraft, type FormNode, type Rule, ruleSchema } from '@atrium/core';
import type { Db } from '../../platform/db/database';

/** The draft of a form, with the name of who saved it; undefined when the form has none. */
export async function findDraft(db: Db, formId: number): Promise<FormDraft | undefined> {
  const row = await db
    .selectFrom('form_drafts as d')
    .leftJoin('users as u', 'u.id', 'd.saved_by')
    .select(['d.body', 'd.rules', 'd.saved_at', 'u.name'])
    .where('d.form_id', '=', formId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    body: row.body as FormNode,
    // Stored rules were checked when saved; parsing again fills defaults, as for published rules.
    rules: ruleSchema.array().parse(row.rules),
    savedAt: row.saved_at.toISOString(),
    savedBy: row.name,
  };
}

/** The drafts of several forms (body and rules only), keyed by form id. */
export async function draftsOf(
  db: Db,
  formIds: readonly number[],
): Promise<Map<number, { body: FormNode; rules: Rule[] }>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('form_drafts')
    .select(['form_id', 'body', 'rules'])
    .where('form_id', 'in', [...formIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.form_id,
      { body: row.body as FormNode, rules: ruleSchema.array().parse(row.rules) },
    ]),
  );
}

export async function storeDraft(
  tx: Db,
  draft: { formId: number; body: FormNode; rules: readonly Rule[]; userId: number },
): Promise<void> {
  const values = {
    body: JSON.stringify(draft.body),
    rules: JSON.stringify(draft.rules),
    saved_by: draft.userId,
    saved_at: new Date(),
  };
  await tx
    .insertInto('form_drafts')
    .values({ form_id: draft.formId, ...values })
    .onConflict((conflict) => conflict.column('form_id').doUpdateSet(values))
    .execute();
}

/** Whether there was a draft to remove. */
export async function deleteDraft(tx: Db, formId: number): Promise<boolean> {
  const result = await tx.deleteFrom('form_drafts').where('form_id', '=', formId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
