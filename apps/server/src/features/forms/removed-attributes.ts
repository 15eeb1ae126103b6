import type { FormDefinition, FormNode, FormStatus, Rule } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { attributesOf } from '../metadata/metadata.repository';
import { removeAttribute } from '../metadata/metadata.service';
import { referencedAttributes } from './attribute-references';
import { draftsOf } from './form-drafts.repository';
import { rulesOfForms } from './form-rules.repository';
import { formsOfObject } from './forms.repository';

interface Design {
  body: FormNode;
  rules: readonly Rule[];
}

interface Use {
  /** Where, as a person reads it: "the form 'Account form'", "the draft of the form 'Detail'". */
  where: string;
  names: Set<string>;
}

/**
 * Every other place that names the object's attributes: the other forms (published and draft) and,
 * when this save is only a draft, this form as staff still see it.
 */
async function otherUses(tx: Db, form: FormDefinition, status: FormStatus): Promise<Use[]> {
  const forms = await formsOfObject(tx, form.object);
  const ids = forms.map((each) => each.id);
  const rules = await rulesOfForms(tx, ids);
  const drafts = await draftsOf(tx, ids);
  const uses: Use[] = [];
  for (const each of forms) {
    const isThis = each.id === form.id;
    if (!isThis || status === 'DRAFT') {
      uses.push({
        where: `the ${each.status === 'ACTIVE' ? 'published ' : ''}form '${each.name}'`,
        names: referencedAttributes(each.body, rules.get(each.id) ?? []),
      });
    }
    const draft = drafts.get(each.id);
    if (draft && !isThis) {
      uses.push({
        where: `the draft of the form '${each.name}'`,
        names: referencedAttributes(draft.body, draft.rules),
      });
    }
  }
  return uses;
}

/**
 * Drops the attributes the designer removed, with their columns, through the metadata service (which
 * refuses a column that holds data). Refused first while this design or another form still names one.
 */
export async function removeDesignedAttributes(
  tx: Db,
  save: { form: FormDefinition & { objectId: number }; status: FormStatus; design: Design },
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  const { form } = save;
  const attributes = (await attributesOf(tx, [form.objectId])).get(form.objectId) ?? [];
  const inDesign = referencedAttributes(save.design.body, save.design.rules);
  const uses = await otherUses(tx, form, save.status);
  for (const name of names) {
    const attribute = attributes.find((each) => each.name === name);
    if (!attribute) {
      throw new AppError('UNPROCESSABLE', `'${form.object}' has no attribute '${name}' to remove.`, {
        removedAttributes: [`'${name}' is not an attribute of '${form.object}'.`],
      });
    }
    if (inDesign.has(name)) {
      throw new AppError(
        'UNPROCESSABLE',
        `'${name}' is to be removed, yet this form still shows it or its rules use it; nothing was saved.`,
      );
    }
    const use = uses.find((each) => each.names.has(name));
    if (use) {
      throw new AppError(
        'CONFLICT',
        `'${name}' is still used by ${use.where}; take it off there first. Nothing was saved.`,
      );
    }
    await removeAttribute(tx, form.object, attribute.id);
  }
}
