import { ATRIUM_VERSION, type ModulePackage, modulePackageSchema, permissionScope } from '@atrium/core';
import { type FormLayout, layoutBody } from '../crm/forms';
import { hyperionObjectTranslations } from './hyperion-labels';
import { HYPERION_OBJECTS, HYPERION_RELATIONSHIPS } from './hyperion-objects';
import { HYPERION_REFERENCE_DATA } from './hyperion-reference-data';
import { HYPERION_DEMO_STEP, HYPERION_RULES_STEP } from './hyperion-step-names';

const LAYOUTS: Record<string, FormLayout> = {
  hyperion_account: { left: ['code', 'name'], right: ['account_type'], sections: [] },
  hyperion_cost_centre: { left: ['code'], right: ['name'], sections: [] },
  hyperion_tax_code: { left: ['code', 'name'], right: ['direction', 'rate'], sections: [] },
  hyperion_period: { left: ['code', 'status'], right: ['start_date', 'end_date'], sections: [] },
  hyperion_journal: {
    left: ['entry_date', 'period_id', 'reference', 'status'],
    right: ['total_debit', 'total_credit'],
    sections: [{ id: 'section_description', title: 'Description', fields: ['description'] }],
  },
  hyperion_journal_line: {
    left: ['journal_id', 'account_id', 'cost_centre_id'],
    right: ['debit', 'credit', 'tax_code_id', 'net', 'tax_amount'],
    sections: [],
  },
  hyperion_budget: {
    left: ['cost_centre_id', 'account_id', 'period_id'],
    right: ['amount', 'notes'],
    sections: [],
  },
};

function fieldsOf(objectName: string): { name: string; type: string }[] {
  const object = HYPERION_OBJECTS.find((candidate) => candidate.name === objectName);
  const own = (object?.attributes ?? []).map((attribute) => ({ name: attribute.name, type: attribute.type }));
  const related = HYPERION_RELATIONSHIPS.filter(
    (relationship) => relationship.child_object === objectName,
  ).map((relationship) => ({ name: relationship.foreign_key, type: 'lookup' }));
  return [...own, ...related];
}

/** The objects' English plurals, which lists and tabs are titled by. */
const PLURALS: Record<string, string> = {
  hyperion_account: 'Chart of accounts',
  hyperion_cost_centre: 'Cost centres',
  hyperion_tax_code: 'Tax codes',
  hyperion_period: 'Periods',
  hyperion_journal: 'Journal entries',
  hyperion_journal_line: 'Journal lines',
  hyperion_budget: 'Budgets',
};

const MASTERS = ['hyperion_account', 'hyperion_cost_centre', 'hyperion_tax_code', 'hyperion_period'];
const LEDGER = ['hyperion_journal', 'hyperion_journal_line'];
const BUDGETS = ['hyperion_budget'];
const verbs = (objects: readonly string[], allowed: readonly string[]) =>
  objects.flatMap((object) => allowed.map((verb) => `${permissionScope(object)}:${verb}`));
const READ = [
  'module:hyperion',
  ...verbs([...MASTERS, ...LEDGER, ...BUDGETS], ['view']),
  'hyperionVatReturnReport:view',
];
const ACCOUNTANT = [...READ, ...verbs(LEDGER, ['create', 'edit', 'delete', 'export'])];
const CONTROLLER = [
  ...ACCOUNTANT,
  ...verbs([...MASTERS, ...BUDGETS], ['create', 'edit', 'delete', 'export']),
  'hyperionVatConsolidatedReturnReport:view',
  'hyperionConsolidatedBudget:view',
];

/** The shell's five Hyperion entries (spec 000 §5), each with its permission (spec 000 §6). */
const ENTRIES = [
  { key: 'journals', label: 'Journals', path: '/hyperion/journals', permission: 'hyperionJournal:view' },
  {
    key: 'vat-return-reports',
    label: 'VAT Return Reports',
    path: '/hyperion/vat/vat-return-reports',
    permission: 'hyperionVatReturnReport:view',
  },
  {
    key: 'vat-consolidated-return-reports',
    label: 'VAT Consolidated Return Reports',
    path: '/hyperion/vat/vat-consolidated-return-reports',
    permission: 'hyperionVatConsolidatedReturnReport:view',
  },
  { key: 'budget', label: 'Budget', path: '/hyperion/financial/budget', permission: 'hyperionBudget:create' },
  {
    key: 'consolidated-budgeting',
    label: 'Consolidated Budgeting',
    path: '/hyperion/financial/consolidated-budgeting',
    permission: 'hyperionConsolidatedBudget:view',
  },
];

/**
 * Hyperion finance (the shell's `hyperion` module) as a package: a general ledger of journal entries
 * over a chart of accounts, cost centres, tax codes and periods; VAT returns and budgets read from its
 * posted lines. Its one code step keeps the ledger honest (hyperion-rules.ts): an entry posts only
 * when it balances and its period is open, and a posted entry is final.
 */
export const HYPERION_PACKAGE: ModulePackage = modulePackageSchema.parse({
  format: 1,
  name: 'hyperion',
  title: 'Hyperion finance',
  description:
    'Journal entries over a chart of accounts, cost centres, tax codes and periods; VAT returns; budgets against actuals.',
  version: '1.0.0',
  atrium: ATRIUM_VERSION,
  objects: HYPERION_OBJECTS.map((object) => ({
    ...object,
    translations: { en: { plural_name: PLURALS[object.name] }, ...hyperionObjectTranslations(object.name) },
  })),
  relationships: HYPERION_RELATIONSHIPS,
  forms: Object.entries(LAYOUTS).map(([object, layout]) => ({
    object,
    layout: layoutBody(layout, fieldsOf(object)),
    rules: [],
  })),
  reports: [],
  navigation: [
    ...ENTRIES,
    // The lists behind the screens' tabs, which bring their objects' permissions.
    ...[...LEDGER, ...BUDGETS, ...MASTERS].map((object) => ({
      key: object.replaceAll('_', '-'),
      label: HYPERION_OBJECTS.find((candidate) => candidate.name === object)?.display_name ?? object,
      path: `/hyperion/${object}`,
      permission: `${permissionScope(object)}:view`,
    })),
  ],
  roles: [
    {
      name: 'Finance Viewer',
      description: 'Reads the ledger, the budgets and the VAT return.',
      permissions: READ,
    },
    {
      name: 'Accountant',
      description: 'Writes and posts journal entries.',
      permissions: ACCOUNTANT,
    },
    {
      name: 'Finance Controller',
      description:
        'Runs the ledger: its accounts, tax codes, periods and budgets, and the consolidated reports.',
      permissions: CONTROLLER,
    },
    { name: 'Administrator', description: 'Organization administrators.', permissions: CONTROLLER },
  ],
  reference_data: HYPERION_REFERENCE_DATA,
  demo_data: { records: [], generator: HYPERION_DEMO_STEP },
  steps: [HYPERION_DEMO_STEP, HYPERION_RULES_STEP],
});
