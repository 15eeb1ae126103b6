/** The demo organizations, roles, policies and accounts that `npm start` seeds on the embedded default. */

export interface DemoOrganization {
  code: string;
  name: string;
  color: string;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  { code: 'AHQ', name: 'Atrium Holding', color: '#1677ff' },
  { code: 'AGT', name: 'Atrium Gulf Trading', color: '#13a8a8' },
  { code: 'AIS', name: 'Atrium India Services', color: '#d46b08' },
];

const CRM_VIEW = [
  'account:view',
  'contact:view',
  'appointment:view',
  'campaign:view',
  'lead:view',
  'prospect:view',
  'enquiry:view',
  'opportunity:view',
  'project:view',
  'quote:view',
  'salesOrder:view',
  'note:view',
];

/** CRM staff work with their records: every verb on each CRM object. */
const CRM_FULL = CRM_VIEW.flatMap((view) => {
  const scope = view.split(':')[0];
  return [view, `${scope}:create`, `${scope}:edit`, `${scope}:delete`, `${scope}:export`];
});

const HCM = [
  'module:hcm',
  'hcmEmployee:view',
  'hcmRequest:view',
  'hcmLeave:view',
  'hcm:export-tpc',
  'hcmAppraisalCycle:edit',
  'hcmNoujoum:view',
  'hcmValuePointRequest:view',
  'hcmTalentRequest:view',
  'hcmTalent:view',
  'hcmMasters:view',
  'hcmPlanningCycle:edit',
];

const ADMIN = [
  'module:admin',
  'admin:composer',
  'admin:users',
  'admin:roles',
  'admin:organizations',
  'admin:templates',
  'admin:record_permissions',
  'admin:packages',
  'admin:audit',
];

export interface DemoRole {
  name: string;
  description: string;
  permissions: string[];
}

/** Staff read and build the reports of their area; which reports reach them is the report seed's. */
const REPORTING = ['module:reporting', 'report:view', 'report:create'];

/** Every organization gets the same roles; membership decides who holds them where. */
export const DEMO_ROLES: DemoRole[] = [
  { name: 'Employee', description: 'Every member: the user zone.', permissions: ['module:userzone'] },
  {
    name: 'CRM Staff',
    description: 'Sales teams: the CRM module and its records.',
    permissions: ['module:userzone', 'module:crm', ...CRM_FULL, ...REPORTING],
  },
  {
    name: 'HCM Staff',
    description: 'Human resources: the HCM module.',
    permissions: ['module:userzone', ...HCM, ...REPORTING],
  },
  {
    name: 'Administrator',
    description: 'Organization administrators: administration screens and every business module.',
    permissions: [
      'module:userzone',
      ...ADMIN,
      ...REPORTING,
      'module:crm',
      ...CRM_FULL,
      'crm:configuration',
      ...HCM,
      'module:servicedesk',
      'serviceTicket:view',
      'serviceTicketManage:view',
      'serviceTicketMasters:view',
      'serviceTicketWorkflow:view',
      'module:lms',
      'lmsAdmin:tests',
      'lmsAdmin:questions',
      'lmsAdmin:templates',
      'lmsAdmin:configuration',
    ],
  },
];

export interface DemoPolicy {
  name: string;
  description: string;
  permissions: string[];
}

/** Policies grant permissions to a person directly, in every organization they belong to. */
export const DEMO_POLICIES: DemoPolicy[] = [
  {
    name: 'Reporting Viewer',
    description: 'Business intelligence dashboards and reports.',
    permissions: ['module:reporting', 'report:view', 'report:create', 'reporting-configuration:view'],
  },
];

export interface DemoUser {
  email: string;
  name: string;
  jobTitle: string;
  superAdmin: boolean;
  /** Organization code → role names held there. */
  memberships: Record<string, string[]>;
  /** Organization code → the e-mail of whom they report to there (their team lead). */
  managers?: Record<string, string>;
  policies: string[];
}

export const DEMO_PASSWORD = 'atrium';

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'super.admin@atrium.local',
    name: 'Super Admin',
    jobTitle: 'Platform Owner',
    superAdmin: true,
    memberships: { AHQ: ['Employee'], AGT: ['Employee'], AIS: ['Employee'] },
    policies: [],
  },
  {
    email: 'ada.lovelace@atrium.local',
    name: 'Ada Lovelace',
    jobTitle: 'Group IT Administrator',
    superAdmin: false,
    memberships: { AHQ: ['Administrator'], AGT: ['Administrator'] },
    policies: ['Reporting Viewer'],
  },
  {
    email: 'sam.sales@atrium.local',
    name: 'Sam Sales',
    jobTitle: 'Sales Executive',
    superAdmin: false,
    memberships: { AHQ: ['CRM Staff', 'Employee'], AGT: ['CRM Staff'] },
    managers: { AHQ: 'ada.lovelace@atrium.local' },
    policies: [],
  },
  {
    email: 'hana.hr@atrium.local',
    name: 'Hana Hr',
    jobTitle: 'HR Officer',
    superAdmin: false,
    memberships: { AHQ: ['HCM Staff'], AIS: ['HCM Staff'] },
    managers: { AHQ: 'ada.lovelace@atrium.local' },
    policies: [],
  },
  {
    email: 'nora.none@atrium.local',
    name: 'Nora None',
    jobTitle: 'Intern',
    superAdmin: false,
    memberships: { AHQ: ['Employee'] },
    managers: { AHQ: 'ada.lovelace@atrium.local' },
    policies: [],
  },
  // The service desk's agent (the package's demo step gives the agent role in the IT team).
  {
    email: 'ivan.it@atrium.local',
    name: 'Ivan It',
    jobTitle: 'Service Desk Agent',
    superAdmin: false,
    memberships: { AHQ: ['Employee'] },
    managers: { AHQ: 'ada.lovelace@atrium.local' },
    policies: [],
  },
];

/** Report groups seeded in every organization. */
export const DEMO_BI_GROUPS = ['Sales Performance', 'People Analytics'];
