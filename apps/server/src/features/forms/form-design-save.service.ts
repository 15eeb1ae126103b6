import {
  type FormDefinition,
  type FormDesignSave,
  type FormNode,
  laidOutOptions,
  type Rule,
} from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { loadDefinitions } from '../metadata/metadata.repository';
import { addAttribute } from '../metadata/metadata.service';
import { type AttributeTarget, renameBodyAttributes, renameRuleAttributes } from './attribute-references';
import { requireDrawableCharts } from './chart-checks';
import { cleanDisplayTexts } from './display-text-html';
import { requireValidBody } from './form-body-check';
import { deleteDraft, storeDraft } from './form-drafts.repository';
import { requireRunnableRules } from './form-rule-checks';
import { replaceFormRules } from './form-rules.repository';
import { formById, highestAttributeId } from './forms.repository';
import { removeDesignedAttributes } from './removed-attributes';

type DesignedForm = FormDefinition & { objectId: number };

/**
 * Takes the form's next version, but only from `baseVersion`: a second administrator saving over the
 * first is told so (409) and nothing changes. The row stays locked until the save commits.
 */
async function claimVersion(tx: Db, formId: number, baseVersion: number): Promise<DesignedForm> {
  const bumped = await tx
    .updateTable('forms')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', formId)
    .where('version', '=', baseVersion)
    .returning('id')
    .executeTakeFirst();
  const form = await formById(tx, formId);
  if (!form) throw new AppError('NOT_FOUND', `There is no form ${formId}.`);
  if (!bumped) {
    throw new AppError(
      'CONFLICT',
      `Someone else saved this form since you opened it (it is at version ${form.version}, you started from ${baseVersion}); nothing was saved. Reload it to see their change.`,
    );
  }
  return form;
}

/** Creates the designer's new attributes with their columns; answers what each `new_…` id became. */
async function createAttributes(
  tx: Db,
  form: DesignedForm,
  attributes: FormDesignSave['newAttributes'],
): Promise<Map<string, AttributeTarget>> {
  const created = new Map<string, AttributeTarget>();
  for (const { tempId, ...attribute } of attributes) {
    created.set(tempId, { name: attribute.name, id: await addAttribute(tx, form.object, attribute) });
  }
  return created;
}

async function publish(tx: Db, form: DesignedForm, design: { body: FormNode; rules: Rule[] }): Promise<void> {
  await tx
    .updateTable('forms')
    .set({
      body: JSON.stringify(design.body),
      status: 'ACTIVE',
      // Laid out now: attributes it leaves out were seen in the palette; later ones show until placed.
      options: JSON.stringify(laidOutOptions(form.options, await highestAttributeId(tx, form.objectId))),
    })
    .where('id', '=', form.id)
    .execute();
  await replaceFormRules(tx, { id: form.id, objectId: form.objectId }, design.rules);
  await deleteDraft(tx, form.id);
}

/**
 * The designer's save (decision 0007), all or nothing: new attributes and their columns, `new_…`
 * references replaced by the real names and ids, removed attributes dropped (refused while a column
 * holds data or another form uses them), display texts' HTML cleaned, body and rules checked as the
 * rules call checks them, then stored as the form's draft (staff keep the published form) or published.
 */
export async function saveFormDesign(
  db: Db,
  input: { formId: number; save: FormDesignSave; userId: number },
): Promise<void> {
  const { formId, save } = input;
  if (save.formId !== formId) {
    throw new AppError('UNPROCESSABLE', `This save is for form ${save.formId}, not form ${formId}.`, {
      formId: [`The form id must be ${formId}, the form in the address.`],
    });
  }
  await inTransaction(db, async (tx) => {
    const form = await claimVersion(tx, formId, save.baseVersion);
    const created = await createAttributes(tx, form, save.newAttributes);
    const rename = (name: string) => created.get(name);
    const body = cleanDisplayTexts(renameBodyAttributes(save.body, rename));
    const rules = renameRuleAttributes(save.rules, rename);
    await removeDesignedAttributes(
      tx,
      { form, status: save.status, design: { body, rules } },
      save.removedAttributes,
    );
    const [definition] = await loadDefinitions(tx, [form.object]);
    if (!definition) throw new AppError('NOT_FOUND', `There is no object named '${form.object}'.`);
    requireValidBody(body, definition);
    requireRunnableRules(definition, body, rules);
    if (save.status === 'DRAFT') await storeDraft(tx, { formId, body, rules, userId: input.userId });
    else {
      await requireDrawableCharts(tx, body, definition);
      await publish(tx, form, { body, rules });
    }
  });
}
