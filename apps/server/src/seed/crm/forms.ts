import { FORM_GENERATED, FORM_PLACED_UP_TO, type FormNode, formNodeSchema, type Rule } from '@atrium/core';
import { sql } from 'kysely';
import { replaceFormRules } from '../../features/forms/form-rules.repository';
import type { Db } from '../../platform/db/database';
import { LEAD_RULES } from './lead-rules';

/** A form layout by attribute names: a row of two columns, then titled sections below. */
export interface FormLayout {
  left: string[];
  right: string[];
  sections: { id: string; title: string; fields: string[] }[];
}

const ACCOUNT_LAYOUT: FormLayout = {
  left: ['name', 'account_number', 'account_type', 'industry', 'country', 'key_account'],
  right: ['email', 'phone', 'website', 'employees', 'revenue', 'founded', 'active'],
  sections: [
    { id: 'section_profile', title: 'Profile', fields: ['intro', 'tags', 'description'] },
    { id: 'section_location', title: 'Location', fields: ['location'] },
  ],
};

const CONTACT_LAYOUT: FormLayout = {
  left: ['full_name', 'salutation', 'job_title', 'account_id'],
  right: ['email', 'phone', 'mobile', 'preferred_channel'],
  sections: [
    { id: 'section_preferences', title: 'Preferences', fields: ['do_not_call', 'birthday', 'country'] },
  ],
};

const LEAD_LAYOUT: FormLayout = {
  left: ['full_name', 'company', 'status', 'source', 'rating'],
  right: ['email', 'phone', 'country', 'last_contacted', 'interests'],
  sections: [{ id: 'section_budget', title: 'Budget', fields: ['estimated_value', 'score'] }],
};

/** Fields drawn hidden until a rule shows them (spec 001 §3.5 hideField). */
const HIDDEN_UNTIL_SHOWN = new Set(['interests']);

/** An attribute as a layout needs it; without an id (a package's layout), the installer fills it in. */
interface AttributeRow {
  id?: number;
  name: string;
  type: string;
}

export function layoutBody(layout: FormLayout, attributes: AttributeRow[]): FormNode {
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  const field = (name: string): FormNode => {
    const attribute = byName.get(name);
    if (!attribute) throw new Error(`The CRM form names '${name}', which is not an attribute.`);
    return {
      id: `field_${name}`,
      type: attribute.type,
      attributeName: name,
      ...(attribute.id === undefined ? {} : { attributeId: attribute.id }),
      ...(HIDDEN_UNTIL_SHOWN.has(name) ? { options: { hideField: true } } : {}),
    };
  };
  const sections = layout.sections.map(
    (section): FormNode => ({
      id: section.id,
      type: 'containerWithTitle',
      title: section.title,
      children: section.fields.map(field),
    }),
  );
  return formNodeSchema.parse({
    id: 'grid_1',
    type: 'grid',
    children: [
      {
        id: 'row_main',
        type: 'row',
        children: [
          { id: 'col_left', type: 'col', children: layout.left.map(field) },
          { id: 'col_right', type: 'col', children: layout.right.map(field) },
        ],
      },
      { id: 'row_details', type: 'row', children: [{ id: 'col_details', type: 'col', children: sections }] },
    ],
  });
}

/** Replaces the default form of an object (made by createObject) with a laid-out one, and its rules. */
export async function layoutDefaultForm(
  db: Db,
  objectName: string,
  layout: FormLayout,
  rules: Rule[] = [],
): Promise<void> {
  const object = await db
    .selectFrom('objects')
    .select('id')
    .where('name', '=', objectName)
    .executeTakeFirstOrThrow();
  const attributes = await db
    .selectFrom('attributes')
    .select(['id', 'name', 'type'])
    .where('object_id', '=', object.id)
    .execute();
  const form = await db
    .updateTable('forms')
    .set({
      body: JSON.stringify(layoutBody(layout, attributes)),
      version: sql<number>`version + 1`,
      // Laid out: what it leaves out stays out; attributes made later show until placed.
      options: sql`(options - ${FORM_GENERATED}) || ${JSON.stringify({ [FORM_PLACED_UP_TO]: Math.max(0, ...attributes.map((attribute) => attribute.id)) })}::jsonb`,
      updated_at: new Date(),
    })
    .where('object_id', '=', object.id)
    .where('type', '=', 'default')
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceFormRules(db, { id: form.id, objectId: object.id }, rules);
}

/** The CRM's laid-out forms and their rules, as its package declares them. */
export const CRM_FORM_LAYOUTS: readonly { object: string; layout: FormLayout; rules: Rule[] }[] = [
  { object: 'account', layout: ACCOUNT_LAYOUT, rules: [] },
  { object: 'contact', layout: CONTACT_LAYOUT, rules: [] },
  { object: 'lead', layout: LEAD_LAYOUT, rules: LEAD_RULES },
];
