import {
  ATRIUM_VERSION,
  MODULES,
  type ModulePackage,
  modulePackageSchema,
  type ObjectInput,
  permissionScope,
} from '@atrium/core';
import { layoutBody } from '../crm/forms';
import { HCM_FORM_LAYOUTS } from './hcm-forms';
import { HCM_CORE_OBJECTS, HCM_CORE_RELATIONSHIPS } from './hcm-objects';
import { HCM_TALENT_OBJECTS, HCM_TALENT_RELATIONSHIPS } from './hcm-objects-talent';
import { hcmObjectTranslations } from './hcm-translations';
import { HCM_WORKFLOWS } from './hcm-workflows';

/** The step that makes the demo employees, linked to the demo accounts, and their balances. */
export const HCM_DEMO_STEP = 'hcm.demo-records';
/** The write pipeline step of the HCM objects: leave rules, approvers, balances, stars (hcm-rules.ts). */
export const HCM_RULES_STEP = 'hcm.rules';

const OBJECTS: ObjectInput[] = [...HCM_CORE_OBJECTS, ...HCM_TALENT_OBJECTS];
const RELATIONSHIPS = [...HCM_CORE_RELATIONSHIPS, ...HCM_TALENT_RELATIONSHIPS];
const VERBS = ['view', 'create', 'edit', 'delete', 'export'] as const;

/** Each object's fields as a form places them: its attributes and the lookups its relationships add. */
function fieldsOf(objectName: string): { name: string; type: string }[] {
  const object = OBJECTS.find((candidate) => candidate.name === objectName);
  const own = (object?.attributes ?? []).map((attribute) => ({ name: attribute.name, type: attribute.type }));
  const related = RELATIONSHIPS.filter((relationship) => relationship.child_object === objectName).map(
    (relationship) => ({ name: relationship.foreign_key, type: 'lookup' }),
  );
  return [...own, ...related];
}

const hcmModule = MODULES.find((module) => module.key === 'hcm');

/** The registry's HCM entries, and a list entry for each object the registry does not name. */
const registryEntries = (hcmModule?.navigation ?? []).map((entry) => {
  const path = entry.url.replace(/^\/hcm\//, '');
  return {
    key: path.replaceAll('/', '-'),
    label: `${path.charAt(0).toUpperCase()}${path.slice(1).replaceAll(/[-/]/g, ' ')}`,
    path: entry.url,
    permission: entry.requires?.all?.[0] ?? 'module:hcm',
  };
});
const named = new Set(registryEntries.map((entry) => entry.permission));
const objectEntries = OBJECTS.filter((object) => !named.has(`${permissionScope(object.name)}:view`)).map(
  (object) => ({
    key: object.name.replaceAll('_', '-'),
    label: object.display_name,
    path: `/hcm/${object.name}`,
    permission: `${permissionScope(object.name)}:view`,
  }),
);

const verbs = (allowed: readonly string[]) =>
  OBJECTS.flatMap((object) => allowed.map((verb) => `${permissionScope(object.name)}:${verb}`));
const everyVerb = verbs(VERBS);
// Administrators work with HCM's records but leave deleting them to HR.
const administratorVerbs = verbs(['view', 'create', 'edit', 'export']);
const HCM_ENTRY_PERMISSIONS = registryEntries.map((entry) => entry.permission);

/** The records a new organization starts with: leave types, grades and departments. */
const REFERENCE_DATA = [
  {
    object: 'hcm_leave_type',
    records: [
      { name: 'Annual', annual_days: 25, paid: true },
      { name: 'Sick', annual_days: 10, paid: true },
      { name: 'Unpaid', annual_days: 30, paid: false },
    ],
  },
  {
    object: 'hcm_grade',
    records: [1, 2, 3, 4, 5].map((level) => ({ name: `G${level}`, level })),
  },
  {
    object: 'hcm_department',
    records: [
      { name: 'Human Resources', code: 'HR' },
      { name: 'Information Technology', code: 'IT' },
      { name: 'Sales', code: 'SAL' },
      { name: 'Finance', code: 'FIN' },
    ],
  },
];

/**
 * HCM (issue 19 item 2): employees and the organization around them, leave with its balances and
 * rules, HR requests, appraisals, talents and recognition, with the leave, HR request, Noujoum,
 * appraisal, talent request and value points workflows. Its code is two steps: the demo employees
 * linked to the demo accounts, and the leave rules (hcm-rules.ts). Checked by core's validator when
 * the server loads it, as any imported package is.
 */
export const HCM_PACKAGE: ModulePackage = modulePackageSchema.parse({
  format: 1,
  name: 'hcm',
  title: 'HCM',
  description:
    'Employees, departments and grades; leave types, balances and requests with their approval; HR requests; appraisals, talents and recognition.',
  version: '1.3.0',
  atrium: ATRIUM_VERSION,
  objects: OBJECTS.map((object) => ({ ...object, translations: hcmObjectTranslations(object.name) })),
  relationships: RELATIONSHIPS,
  forms: Object.entries(HCM_FORM_LAYOUTS).map(([object, layout]) => ({
    object,
    layout: layoutBody(layout, fieldsOf(object)),
    rules: [],
  })),
  navigation: [...registryEntries, ...objectEntries],
  roles: [
    {
      name: 'HCM Staff',
      description: 'Human resources: the HCM module.',
      permissions: ['module:userzone', ...HCM_ENTRY_PERMISSIONS, ...everyVerb],
    },
    {
      name: 'Administrator',
      description: 'Organization administrators: administration screens and every business module.',
      permissions: [...HCM_ENTRY_PERMISSIONS, ...administratorVerbs],
    },
  ],
  workflows: HCM_WORKFLOWS,
  reference_data: REFERENCE_DATA,
  demo_data: { records: [], generator: HCM_DEMO_STEP },
  steps: [HCM_DEMO_STEP, HCM_RULES_STEP],
});
