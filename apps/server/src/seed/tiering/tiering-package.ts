import {
  ATRIUM_VERSION,
  type ModulePackage,
  type ModulePackageInput,
  modulePackageSchema,
  permissionScope,
  TIERING_REPORTS,
} from '@atrium/core';
import { type FormLayout, layoutBody } from '../crm/forms';
import { tieringObjectTranslations } from './tiering-labels';
import { CRITERIA, TIERING_OBJECTS, TIERING_RELATIONSHIPS } from './tiering-objects';
import { TIERING_DEMO_STEP, TIERING_RULES_STEP } from './tiering-step-names';

const LAYOUTS: Record<string, FormLayout> = {
  ppctt_practice_area: { left: ['name'], right: ['description'], sections: [] },
  ppctt_tier: { left: ['name', 'minimum_score'], right: ['description'], sections: [] },
  ppctt_criterion: { left: ['criterion'], right: ['weight'], sections: [] },
  ppctt_firm: {
    left: ['name', 'country', 'website', 'partner_email'],
    right: ['panel_status', 'current_tier', 'latest_score'],
    sections: [],
  },
  ppctt_evaluation: {
    left: ['firm_id', 'practice_area_id', 'year', 'score', 'tier'],
    right: CRITERIA.map((criterion) => criterion.key),
    sections: [{ id: 'section_comments', title: 'Comments', fields: ['comments'] }],
  },
};

function fieldsOf(objectName: string): { name: string; type: string }[] {
  const object = TIERING_OBJECTS.find((candidate) => candidate.name === objectName);
  const own = (object?.attributes ?? []).map((attribute) => ({ name: attribute.name, type: attribute.type }));
  const related = TIERING_RELATIONSHIPS.filter(
    (relationship) => relationship.child_object === objectName,
  ).map((relationship) => ({ name: relationship.foreign_key, type: 'lookup' }));
  return [...own, ...related];
}

/** The objects' English plurals, which lists and tabs are titled by. */
const PLURALS: Record<string, string> = {
  ppctt_practice_area: 'Practice areas',
  ppctt_tier: 'Tiers',
  ppctt_criterion: 'Criteria',
  ppctt_firm: 'Law firms',
  ppctt_evaluation: 'Firm evaluations',
};

const MASTERS = ['ppctt_practice_area', 'ppctt_tier', 'ppctt_criterion'];
const PANEL = ['ppctt_firm', 'ppctt_evaluation'];
const verbs = (objects: readonly string[], allowed: readonly string[]) =>
  objects.flatMap((object) => allowed.map((verb) => `${permissionScope(object)}:${verb}`));
const READ = ['module:ppctieringtool', ...verbs([...MASTERS, ...PANEL], ['view'])];
const EVALUATE = [...READ, ...verbs(PANEL, ['create', 'edit', 'export'])];
const MANAGE = [
  ...EVALUATE,
  'ppcttMasters:view',
  ...verbs(PANEL, ['delete']),
  ...verbs(MASTERS, ['create', 'edit', 'delete']),
];

const REPORTS: ModulePackageInput['reports'] = TIERING_REPORTS.map((report) => ({
  name: report.name,
  definition: report.definition,
  charts: [{ name: report.name, type: report.chart }],
}));

/**
 * The legal tiering tool (the shell's `ppctieringtool` module) as a package: the group's panel of
 * outside law firms, evaluated each year per practice area on weighted criteria; the score places each
 * evaluation, and so its firm, in a tier. Its one code step scores and places (tiering-rules.ts).
 */
export const TIERING_PACKAGE: ModulePackage = modulePackageSchema.parse({
  format: 1,
  name: 'ppctieringtool',
  title: 'Legal tiering tool',
  description:
    'The panel of outside law firms: yearly evaluations per practice area on weighted criteria, scores and tiers.',
  version: '1.0.0',
  atrium: ATRIUM_VERSION,
  objects: TIERING_OBJECTS.map((object) => ({
    ...object,
    translations: { en: { plural_name: PLURALS[object.name] }, ...tieringObjectTranslations(object.name) },
  })),
  relationships: TIERING_RELATIONSHIPS,
  forms: Object.entries(LAYOUTS).map(([object, layout]) => ({
    object,
    layout: layoutBody(layout, fieldsOf(object)),
    rules: [],
  })),
  reports: REPORTS,
  navigation: [
    {
      key: 'dashboard',
      label: 'Dashboard',
      path: '/ppctieringtool/dashboard',
      permission: 'module:ppctieringtool',
    },
    {
      key: 'configuration',
      label: 'Configuration',
      path: '/ppctieringtool/configuration',
      permission: 'ppcttMasters:view',
    },
    // The lists behind the dashboard and the configuration's tabs, which bring their objects' permissions.
    ...[...PANEL, ...MASTERS].map((object) => ({
      key: object.replaceAll('_', '-'),
      label: TIERING_OBJECTS.find((candidate) => candidate.name === object)?.display_name ?? object,
      path: `/ppctieringtool/${object}`,
      permission: `${permissionScope(object)}:view`,
    })),
  ],
  roles: [
    {
      name: 'Legal Counsel',
      description: 'Reads the panel, its tiers and its evaluations.',
      permissions: READ,
    },
    {
      name: 'Panel Evaluator',
      description: 'Evaluates the panel firms each year.',
      permissions: EVALUATE,
    },
    {
      name: 'Panel Manager',
      description: 'Runs the panel: its firms, tiers, criteria and practice areas.',
      permissions: MANAGE,
    },
    { name: 'Administrator', description: 'Organization administrators.', permissions: MANAGE },
  ],
  reference_data: [
    {
      object: 'ppctt_practice_area',
      records: [
        { name: 'Corporate', description: 'Mergers, acquisitions, companies and commercial contracts.' },
        { name: 'Litigation', description: 'Disputes, arbitration and courts.' },
        { name: 'Employment', description: 'Employment contracts, disputes and immigration.' },
        { name: 'Intellectual property', description: 'Trademarks, patents and licensing.' },
      ],
    },
    {
      object: 'ppctt_tier',
      records: [
        {
          name: 'Tier 1',
          minimum_score: 80,
          description: 'First call for high-value and sensitive matters.',
        },
        { name: 'Tier 2', minimum_score: 60, description: 'Routine matters within their practice areas.' },
        { name: 'Tier 3', minimum_score: 0, description: 'Occasional use; under watch.' },
      ],
    },
    {
      object: 'ppctt_criterion',
      records: [
        { criterion: 'Quality', weight: 40 },
        { criterion: 'Responsiveness', weight: 20 },
        { criterion: 'Value for money', weight: 20 },
        { criterion: 'Expertise', weight: 20 },
      ],
    },
  ],
  demo_data: { records: [], generator: TIERING_DEMO_STEP },
  steps: [TIERING_DEMO_STEP, TIERING_RULES_STEP],
});
