import { type ObjectInput, type RelationshipInput, TAX_DIRECTIONS } from '@atrium/core';
import { items } from '../crm/choices';
import { translatedOptions } from './hyperion-labels';

type HyperionAttribute = NonNullable<ObjectInput['attributes']>[number];

function field(
  name: string,
  label: string,
  type: string,
  options: Record<string, unknown> = {},
): HyperionAttribute {
  return { name, label, type, options: translatedOptions(label, options) } as HyperionAttribute;
}

export const ACCOUNT_TYPES = ['Asset', 'Liability', 'Equity', 'Revenue', 'Expense'] as const;
export const PERIOD_STATUSES = ['Open', 'Closed'] as const;
export const JOURNAL_STATUSES = ['Draft', 'Posted'] as const;

const MODULE = 'hyperion';
const money = (name: string, label: string, options: Record<string, unknown> = {}) =>
  field(name, label, 'decimalField', { precision: 2, minNumber: 0, ...options });

/**
 * Hyperion finance: the chart of accounts, cost centres, tax codes and periods; journal entries and
 * their lines, which the hyperion.rules step keeps balanced and final once posted; and budgets per
 * cost centre, account and period.
 */
export const HYPERION_OBJECTS: ObjectInput[] = [
  {
    name: 'hyperion_account',
    display_name: 'Account',
    module: MODULE,
    label_attribute: 'name',
    attributes: [
      field('code', 'Code', 'singleLine', { required: true, listed: true }),
      field('name', 'Name', 'singleLine', { required: true, listed: true }),
      field('account_type', 'Account type', 'singleSelect', {
        required: true,
        items: items(ACCOUNT_TYPES),
        listed: true,
      }),
    ],
  },
  {
    name: 'hyperion_cost_centre',
    display_name: 'Cost centre',
    module: MODULE,
    label_attribute: 'name',
    attributes: [
      field('code', 'Code', 'singleLine', { required: true, listed: true }),
      field('name', 'Name', 'singleLine', { required: true, listed: true }),
    ],
  },
  {
    name: 'hyperion_tax_code',
    display_name: 'Tax code',
    module: MODULE,
    label_attribute: 'code',
    attributes: [
      field('code', 'Code', 'singleLine', { required: true, listed: true }),
      field('name', 'Name', 'singleLine', { required: true, listed: true }),
      field('direction', 'Direction', 'singleSelect', {
        required: true,
        items: items(TAX_DIRECTIONS),
        listed: true,
      }),
      field('rate', 'Rate (%)', 'decimalField', {
        required: true,
        precision: 2,
        minNumber: 0,
        maxNumber: 100,
        listed: true,
      }),
    ],
  },
  {
    name: 'hyperion_period',
    display_name: 'Period',
    module: MODULE,
    label_attribute: 'code',
    attributes: [
      field('code', 'Code', 'singleLine', { required: true, listed: true }),
      field('start_date', 'Starts', 'dateField', { required: true, listed: true }),
      field('end_date', 'Ends', 'dateField', { required: true, listed: true }),
      field('status', 'Status', 'singleSelect', {
        required: true,
        items: items(PERIOD_STATUSES),
        default: 'Open',
        listed: true,
      }),
    ],
  },
  {
    name: 'hyperion_journal',
    display_name: 'Journal entry',
    module: MODULE,
    label_attribute: 'reference',
    attributes: [
      field('entry_date', 'Date', 'dateField', { required: true }),
      field('reference', 'Reference', 'singleLine', { required: true }),
      field('description', 'Description', 'multiLine'),
      // Posting is a change of status, which the hyperion.rules step allows only for a balanced entry.
      field('status', 'Status', 'singleSelect', {
        required: true,
        items: items(JOURNAL_STATUSES),
        default: 'Draft',
      }),
      money('total_debit', 'Total debit', { readOnly: true }),
      money('total_credit', 'Total credit', { readOnly: true }),
    ],
  },
  {
    name: 'hyperion_journal_line',
    display_name: 'Journal line',
    module: MODULE,
    // No attribute is marked listed: the list shows the amounts, then the lookups (journal, account,
    // cost centre, tax code), the first eight stored attributes.
    label_attribute: null,
    attributes: [
      money('debit', 'Debit', { default: 0 }),
      money('credit', 'Credit', { default: 0 }),
      // Computed by the step: the line's amount and the tax on it at its tax code's rate.
      money('net', 'Net', { readOnly: true }),
      money('tax_amount', 'Tax amount', { readOnly: true }),
    ],
  },
  {
    name: 'hyperion_budget',
    display_name: 'Budget',
    module: MODULE,
    label_attribute: 'amount',
    attributes: [money('amount', 'Amount', { required: true }), field('notes', 'Notes', 'multiLine')],
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

export const HYPERION_RELATIONSHIPS: RelationshipInput[] = [
  oneToMany('hyperion_period', 'hyperion_journal', 'journals', 'period', 'Period'),
  oneToMany('hyperion_journal', 'hyperion_journal_line', 'lines', 'journal', 'Journal entry'),
  oneToMany('hyperion_account', 'hyperion_journal_line', 'journal_lines', 'account', 'Account'),
  oneToMany('hyperion_cost_centre', 'hyperion_journal_line', 'journal_lines', 'cost_centre', 'Cost centre'),
  oneToMany('hyperion_tax_code', 'hyperion_journal_line', 'journal_lines', 'tax_code', 'Tax code'),
  oneToMany('hyperion_cost_centre', 'hyperion_budget', 'budgets', 'cost_centre', 'Cost centre'),
  oneToMany('hyperion_account', 'hyperion_budget', 'budgets', 'account', 'Account'),
  oneToMany('hyperion_period', 'hyperion_budget', 'budgets', 'period', 'Period'),
];
