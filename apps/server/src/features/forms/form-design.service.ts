import {
  defaultFormBody,
  type FieldType,
  type FormDesign,
  isStored,
  laidOutOptions,
  type NewForm,
} from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { attributesOf, loadDefinitions } from '../metadata/metadata.repository';
import { requireObject } from '../metadata/metadata.service';
import { deleteDraft, findDraft } from './form-drafts.repository';
import { rulesOfForms } from './form-rules.repository';
import { formById } from './forms.repository';

/** What the designer opens: the form as staff see it with its own rules, its draft, the object. */
export async function loadFormDesign(db: Db, formId: number): Promise<FormDesign> {
  const found = await formById(db, formId);
  if (!found) throw new AppError('NOT_FOUND', `There is no form ${formId}.`);
  const { objectId: _objectId, ...form } = found;
  const rules = (await rulesOfForms(db, [form.id])).get(form.id) ?? [];
  const [definition] = await loadDefinitions(db, [form.object]);
  if (!definition) throw new AppError('NOT_FOUND', `There is no object named '${form.object}'.`);
  return { form: { ...form, rules }, draft: (await findDraft(db, form.id)) ?? null, definition };
}

/**
 * A new form of `objectName` (spec 001 §9): a DRAFT laid out as one column of every stored attribute,
 * not served to staff until published. One form per type and object.
 */
export async function createForm(db: Db, objectName: string, input: NewForm): Promise<number> {
  return inTransaction(db, async (tx) => {
    const object = await requireObject(tx, objectName);
    // Two administrators adding the same type at once: the second waits here, then finds the first's.
    await sql`select id from objects where id = ${object.id} for update`.execute(tx);
    const taken = await tx
      .selectFrom('forms')
      .select('id')
      .where('object_id', '=', object.id)
      .where('type', '=', input.type)
      .executeTakeFirst();
    if (taken) {
      throw new AppError(
        'CONFLICT',
        `'${object.name}' already has a '${input.type}' form (form ${taken.id}); open that one instead.`,
      );
    }
    const attributes = (await attributesOf(tx, [object.id])).get(object.id) ?? [];
    const fields = attributes.filter((attribute) => isStored(attribute.type as FieldType));
    const { id } = await tx
      .insertInto('forms')
      .values({
        object_id: object.id,
        name: input.name,
        type: input.type,
        status: 'DRAFT',
        body: JSON.stringify(defaultFormBody(fields)),
        options: JSON.stringify(
          laidOutOptions({}, Math.max(0, ...attributes.map((attribute) => attribute.id))),
        ),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** Throws away a form's draft; the version grows so a designer still showing it is told on save. */
export async function discardDraft(db: Db, formId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const bumped = await tx
      .updateTable('forms')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', formId)
      .returning('id')
      .executeTakeFirst();
    if (!bumped) throw new AppError('NOT_FOUND', `There is no form ${formId}.`);
    if (!(await deleteDraft(tx, formId))) {
      throw new AppError('NOT_FOUND', `Form ${formId} has no draft to discard.`);
    }
  });
}
