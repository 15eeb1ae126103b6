import { ATRIUM_VERSION, type ModulePackage, modulePackageSchema, permissionScope } from '@atrium/core';
import { type FormLayout, layoutBody } from '../crm/forms';
import { translated } from './lms-labels';
import { LMS_OBJECTS, LMS_RELATIONSHIPS } from './lms-objects';

/** The step that makes the demo questions and a published test per category (lms-demo-step.ts). */
export const LMS_DEMO_STEP = 'lms.demo-records';
/** The write pipeline step of the LMS objects: scoring attempts and keeping tests sound (lms-rules.ts). */
export const LMS_RULES_STEP = 'lms.rules';

const LAYOUTS: Record<string, FormLayout> = {
  lms_question: {
    left: ['text', 'category', 'points', 'correct_option'],
    right: ['option_a', 'option_b', 'option_c', 'option_d'],
    sections: [],
  },
  lms_test: {
    left: ['title', 'category', 'status'],
    right: ['pass_mark', 'due_date', 'description'],
    sections: [],
  },
  lms_test_question: { left: ['test_id', 'question_id'], right: ['position'], sections: [] },
  lms_test_template: { left: ['name', 'category'], right: ['question_count', 'pass_mark'], sections: [] },
  lms_attempt: {
    left: ['test_id', 'person', 'submitted_at', 'answers'],
    right: ['score', 'points', 'passed', 'user_id'],
    sections: [],
  },
  lms_configuration: { left: ['name'], right: ['attempts_allowed', 'default_pass_mark'], sections: [] },
};

function fieldsOf(objectName: string): { name: string; type: string }[] {
  const object = LMS_OBJECTS.find((candidate) => candidate.name === objectName);
  const own = (object?.attributes ?? []).map((attribute) => ({ name: attribute.name, type: attribute.type }));
  const related = LMS_RELATIONSHIPS.filter((relationship) => relationship.child_object === objectName).map(
    (relationship) => ({ name: relationship.foreign_key, type: 'lookup' }),
  );
  return [...own, ...related];
}

/**
 * Each object's list, which the registry does not name, as an entry of the package so that its
 * `{scope}:view` (and with it the object's other verbs) is a permission the package's roles may hold.
 * The registry's own LMS entries (`my-*-tests`, the masters behind `lmsAdmin:*`) are Atrium's already,
 * and `/lms/masters/testsTemplates` is not a path a package may write (lowercase only).
 */
const objectEntries = LMS_OBJECTS.map((object) => ({
  key: object.name.replaceAll('_', '-'),
  label: object.display_name,
  path: `/lms/${object.name}`,
  permission: `${permissionScope(object.name)}:view`,
}));

const VERBS = ['view', 'create', 'edit', 'delete', 'export'] as const;
const verbsOf = (objects: readonly string[]) =>
  objects.flatMap((object) => VERBS.map((verb) => `${permissionScope(object)}:${verb}`));

/** Which objects each masters entry shows: holding the entry's permission goes with theirs. */
export const LMS_MASTERS: Readonly<Record<string, readonly string[]>> = {
  'lmsAdmin:tests': ['lms_test', 'lms_test_question', 'lms_attempt'],
  'lmsAdmin:questions': ['lms_question'],
  'lmsAdmin:templates': ['lms_test_template'],
  'lmsAdmin:configuration': ['lms_configuration'],
};
const ADMIN = [
  'module:userzone',
  'module:lms',
  ...Object.keys(LMS_MASTERS),
  ...verbsOf(Object.values(LMS_MASTERS).flat()),
];

/**
 * The learning module (LMS) as a package: a bank of multiple-choice questions, tests made of them,
 * templates, the attempts people submit, and the organization's configuration. Taking a test is
 * `module:lms` (every member, through the Employee role): the paper and the submission are the
 * LMS calls (docs/api/lms.md), scored by the server in the `lms.rules` step.
 */
export const LMS_PACKAGE: ModulePackage = modulePackageSchema.parse({
  format: 1,
  name: 'lms',
  title: 'LMS',
  description:
    'Learning: a question bank, tests by category with a pass mark, templates, attempts scored by the server, and the attempts allowed.',
  version: '1.0.0',
  atrium: ATRIUM_VERSION,
  objects: LMS_OBJECTS.map(translated),
  relationships: LMS_RELATIONSHIPS,
  forms: Object.entries(LAYOUTS).map(([object, layout]) => ({
    object,
    layout: layoutBody(layout, fieldsOf(object)),
    rules: [],
  })),
  navigation: objectEntries,
  roles: [
    {
      name: 'Employee',
      description: 'Every member: the user zone, and taking the tests of the learning module.',
      permissions: ['module:userzone', 'module:lms'],
    },
    {
      name: 'LMS Admin',
      description: 'Keeps the question bank, the tests, templates and configuration; reads every attempt.',
      permissions: ADMIN,
    },
    { name: 'Administrator', description: 'Organization administrators.', permissions: ADMIN },
  ],
  reference_data: [
    {
      object: 'lms_configuration',
      records: [{ name: 'Learning settings', attempts_allowed: 3, default_pass_mark: 70 }],
    },
    {
      object: 'lms_test_template',
      records: [
        { name: 'Annual compliance check', category: 'Compliance', question_count: 10, pass_mark: 80 },
        { name: 'Site safety induction', category: 'QHSE', question_count: 8, pass_mark: 75 },
        { name: 'Security awareness', category: 'IT', question_count: 10, pass_mark: 70 },
        { name: 'New joiner HR policies', category: 'HR', question_count: 6, pass_mark: 60 },
      ],
    },
  ],
  // A template the demo bank (three questions per category) can fill; the generator makes the rest.
  demo_data: {
    records: [
      {
        object: 'lms_test_template',
        records: [{ name: 'Quick security check', category: 'IT', question_count: 3, pass_mark: 70 }],
      },
    ],
    generator: LMS_DEMO_STEP,
  },
  steps: [LMS_DEMO_STEP, LMS_RULES_STEP],
});
