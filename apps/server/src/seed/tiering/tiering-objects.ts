import type { ObjectInput, RelationshipInput } from '@atrium/core';
import { items } from '../crm/choices';
import { translatedOptions } from './tiering-labels';

type TieringAttribute = NonNullable<ObjectInput['attributes']>[number];

function field(
  name: string,
  label: string,
  type: string,
  options: Record<string, unknown> = {},
): TieringAttribute {
  return { name, label, type, options: translatedOptions(label, options) } as TieringAttribute;
}

/** The criteria a firm is rated on, 1 to 5 each; their weights are the organization's (`ppctt_criterion`). */
export const CRITERIA = [
  { key: 'quality', label: 'Quality' },
  { key: 'responsiveness', label: 'Responsiveness' },
  { key: 'value', label: 'Value for money' },
  { key: 'expertise', label: 'Expertise' },
] as const;
export type CriterionKey = (typeof CRITERIA)[number]['key'];

export const PANEL_STATUSES = ['Active', 'Under review', 'Off panel'] as const;

const rating = (key: string, label: string) =>
  field(key, label, 'numberField', { required: true, minNumber: 1, maxNumber: 5, listed: true });

const MODULE = 'ppctieringtool';

/**
 * The legal tiering tool (the shell's "ppctieringtool"): the outside law firms on the group's panel,
 * rated each year per practice area on weighted criteria; the score places a firm in a tier.
 */
export const TIERING_OBJECTS: ObjectInput[] = [
  {
    name: 'ppctt_practice_area',
    display_name: 'Practice area',
    module: MODULE,
    label_attribute: 'name',
    attributes: [
      field('name', 'Name', 'singleLine', { required: true }),
      field('description', 'Description', 'multiLine'),
    ],
  },
  {
    name: 'ppctt_tier',
    display_name: 'Tier',
    module: MODULE,
    label_attribute: 'name',
    attributes: [
      field('name', 'Name', 'singleLine', { required: true }),
      field('minimum_score', 'Minimum score', 'numberField', {
        required: true,
        minNumber: 0,
        maxNumber: 100,
      }),
      field('description', 'Description', 'multiLine'),
    ],
  },
  {
    name: 'ppctt_criterion',
    display_name: 'Criterion',
    module: MODULE,
    label_attribute: 'criterion',
    attributes: [
      field('criterion', 'Criterion', 'singleSelect', {
        required: true,
        items: items(CRITERIA.map((criterion) => criterion.label)),
      }),
      field('weight', 'Weight', 'numberField', { required: true, minNumber: 0, maxNumber: 100 }),
    ],
  },
  {
    name: 'ppctt_firm',
    display_name: 'Law firm',
    module: MODULE,
    label_attribute: 'name',
    attributes: [
      field('name', 'Name', 'singleLine', { required: true, listed: true }),
      field('country', 'Country', 'singleLine', { listed: true }),
      field('website', 'Website', 'urlField'),
      field('partner_email', 'Relationship partner (e-mail)', 'email'),
      field('panel_status', 'Panel status', 'singleSelect', {
        items: items(PANEL_STATUSES),
        default: 'Active',
        listed: true,
      }),
      // Kept by the tiering step from the firm's latest evaluation.
      field('current_tier', 'Current tier', 'singleLine', { readOnly: true, listed: true }),
      field('latest_score', 'Latest score', 'decimalField', { readOnly: true, precision: 1, listed: true }),
    ],
  },
  {
    name: 'ppctt_evaluation',
    display_name: 'Firm evaluation',
    module: MODULE,
    label_attribute: 'year',
    attributes: [
      field('year', 'Year', 'numberField', {
        required: true,
        minNumber: 2000,
        maxNumber: 2100,
        listed: true,
      }),
      ...CRITERIA.map((criterion) => rating(criterion.key, criterion.label)),
      field('comments', 'Comments', 'multiLine'),
      // Computed by the tiering step on every save: the weighted rating on 0–100, and its tier.
      field('score', 'Score', 'decimalField', { readOnly: true, precision: 1, listed: true }),
      field('tier', 'Tier', 'singleLine', { readOnly: true, listed: true }),
    ],
  },
];

const oneToMany = (parent: string, child: string, name: string, reverse: string, label: string) =>
  ({
    name,
    type: 'OneToMany',
    parent_object: parent,
    child_object: child,
    reverse_name: reverse,
    foreign_key: `${reverse}_id`,
    field_label: label,
  }) satisfies RelationshipInput;

export const TIERING_RELATIONSHIPS: RelationshipInput[] = [
  oneToMany('ppctt_firm', 'ppctt_evaluation', 'evaluations', 'firm', 'Law firm'),
  oneToMany('ppctt_practice_area', 'ppctt_evaluation', 'evaluations', 'practice_area', 'Practice area'),
];
