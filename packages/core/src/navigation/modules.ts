import type { ModuleDefinition, NavigationEntry } from './module-definition';

const entry = (
  base: string,
  path: string,
  icon: string,
  requires?: NavigationEntry['requires'],
): NavigationEntry => ({
  key: `${base}.${path.replaceAll('/', '.')}`,
  url: `/${base}/${path}`,
  icon,
  ...(requires ? { requires } : {}),
});

const view = (permission: string) => ({ all: [permission] });

/** The thirteen modules of spec 000 §2, with their navigation lists and permission gates. */
export const MODULES: readonly ModuleDefinition[] = [
  {
    key: 'userzone',
    icon: 'home',
    weight: 1100,
    navigation: [
      { key: 'userzone.modules', url: '/userzone', icon: 'appstore' },
      entry('userzone', 'activities', 'history'),
      entry('userzone', 'pages/about', 'info'),
    ],
  },
  {
    key: 'crm',
    icon: 'team',
    weight: 900,
    requires: view('module:crm'),
    navigation: [
      entry('crm', 'accounts', 'bank', view('account:view')),
      entry('crm', 'contacts', 'contacts', view('contact:view')),
      entry('crm', 'appointments', 'calendar', view('appointment:view')),
      entry('crm', 'campaigns', 'notification', view('campaign:view')),
      entry('crm', 'leads', 'aim', view('lead:view')),
      entry('crm', 'prospects', 'eye', view('prospect:view')),
      entry('crm', 'enquiries', 'question', view('enquiry:view')),
      entry('crm', 'opportunities', 'rise', view('opportunity:view')),
      entry('crm', 'projects', 'project', view('project:view')),
      entry('crm', 'quotes', 'file-text', view('quote:view')),
      entry('crm', 'sales_orders', 'shopping-cart', view('salesOrder:view')),
      entry('crm', 'configuration', 'setting', view('crm:configuration')),
    ],
  },
  {
    key: 'hcm',
    icon: 'idcard',
    weight: 880,
    requires: view('module:hcm'),
    navigation: [
      entry('hcm', 'my-approvals', 'check-square'),
      entry('hcm', 'employees', 'user', view('hcmEmployee:view')),
      entry('hcm', 'requests', 'inbox', view('hcmRequest:view')),
      entry('hcm', 'leaves', 'calendar', view('hcmLeave:view')),
      entry('hcm', 'export-tpc', 'export', view('hcm:export-tpc')),
      entry('hcm', 'my-requests', 'form'),
      entry('hcm', 'my-leaves', 'schedule'),
      entry('hcm', 'manage-appraisals', 'star', view('hcmAppraisalCycle:edit')),
      entry('hcm', 'noujoum', 'trophy', view('hcmNoujoum:view')),
      entry('hcm', 'value-point-requests', 'gift', view('hcmValuePointRequest:view')),
      entry('hcm', 'talents/requests', 'solution', view('hcmTalentRequest:view')),
      entry('hcm', 'talents', 'crown', view('hcmTalent:view')),
      entry('hcm', 'masters', 'database', view('hcmMasters:view')),
      entry('hcm', 'planning-cycles', 'sync', view('hcmPlanningCycle:edit')),
    ],
  },
  {
    key: 'servicedesk',
    icon: 'customer-service',
    weight: 870,
    requires: view('module:servicedesk'),
    navigation: [
      entry('servicedesk', 'dashboard', 'dashboard', view('serviceTicket:view')),
      entry('servicedesk', 'my-tickets', 'tags'),
      entry('servicedesk', 'my-task-assignments', 'carry-out'),
      entry('servicedesk', 'my-assignments', 'audit'),
      entry('servicedesk', 'my-team-assignments', 'usergroup', view('serviceTicket:view')),
      entry('servicedesk', 'all-tickets', 'container', view('serviceTicketManage:view')),
      entry('servicedesk', 'masters', 'database', view('serviceTicketMasters:view')),
      entry('servicedesk', 'workflows', 'branches', view('serviceTicketWorkflow:view')),
    ],
  },
  {
    key: 'lms',
    icon: 'read',
    weight: 860,
    requires: view('module:lms'),
    navigation: [
      entry('lms', 'my-compliance-tests', 'safety'),
      entry('lms', 'my-qhse-tests', 'alert'),
      entry('lms', 'my-it-tests', 'laptop'),
      entry('lms', 'my-hr-tests', 'user'),
      entry('lms', 'masters/tests', 'profile', view('lmsAdmin:tests')),
      entry('lms', 'masters/questions', 'question', view('lmsAdmin:questions')),
      entry('lms', 'masters/testsTemplates', 'copy', view('lmsAdmin:templates')),
      entry('lms', 'masters/configuration', 'setting', view('lmsAdmin:configuration')),
    ],
  },
  {
    key: 'digisign',
    icon: 'signature',
    weight: 850,
    requires: view('module:digisign'),
    navigation: [
      entry('digisign', 'syssign', 'edit', view('digisignSysSignature:view')),
      entry('digisign', 'masters', 'database', {
        any: ['digisignDocType:edit', 'digisignApprovalTemplate:edit'],
      }),
    ],
  },
  {
    key: 'hyperion',
    icon: 'account-book',
    weight: 840,
    requires: view('module:hyperion'),
    navigation: [
      entry('hyperion', 'journals', 'book', view('hyperionJournal:view')),
      entry('hyperion', 'vat/vat-return-reports', 'file-done', view('hyperionVatReturnReport:view')),
      entry(
        'hyperion',
        'vat/vat-consolidated-return-reports',
        'file-sync',
        view('hyperionVatConsolidatedReturnReport:view'),
      ),
      entry('hyperion', 'financial/budget', 'fund', view('hyperionBudget:create')),
      entry(
        'hyperion',
        'financial/consolidated-budgeting',
        'pie-chart',
        view('hyperionConsolidatedBudget:view'),
      ),
      { key: 'hyperion.financials', url: 'financials', icon: 'link', external: true },
    ],
  },
  {
    key: 'business-intelligence',
    icon: 'bar-chart',
    weight: 830,
    requires: view('module:reporting'),
    navigation: [
      entry('business-intelligence', 'dashboard', 'dashboard', view('report:view')),
      entry('business-intelligence', 'configuration', 'setting', view('reporting-configuration:view')),
      entry('business-intelligence', 'reports/new', 'file-add', view('report:create')),
      { ...entry('business-intelligence', 'groups', 'folder', view('report:view')), expandsTo: 'bi-groups' },
      entry('business-intelligence', 'my-bi-workspace', 'desktop', view('report:view')),
      entry('business-intelligence', 'shared-with-me', 'share', view('report:view')),
    ],
  },
  {
    key: 'analytics',
    icon: 'line-chart',
    weight: 820,
    requires: { all: ['module:analytics', 'analytics:administration'] },
    navigation: [
      entry('analytics', 'administrations/workspaces', 'cluster', view('analyticsWorkspace:view')),
      entry('analytics', 'administrations/reports', 'file-search', view('analyticsReport:view')),
      entry('analytics', 'administrations/charts', 'area-chart', view('analyticsChart:view')),
    ],
  },
  {
    key: 'insights',
    icon: 'bulb',
    weight: 810,
    requires: view('module:insights'),
    navigation: [{ key: 'insights.home', url: '/insights', icon: 'bulb' }],
  },
  {
    key: 'ppctieringtool',
    icon: 'partition',
    weight: 800,
    requires: view('module:ppctieringtool'),
    navigation: [
      entry('ppctieringtool', 'dashboard', 'dashboard'),
      entry('ppctieringtool', 'configuration', 'setting', view('ppcttMasters:view')),
    ],
  },
  {
    key: 'superadmin',
    icon: 'crown',
    weight: 1000,
    administration: true,
    requires: view('module:superadmin'),
    navigation: [
      entry('superadmin', 'creator', 'build', {
        any: [
          'superadmin:create-attributes',
          'superadmin:create-relations',
          'superadmin:manage-cloudintegrations',
        ],
      }),
      entry('superadmin', 'composer', 'layout', view('superadmin:edit-system-forms')),
      entry('superadmin', 'users', 'user', view('superadmin:manage-users')),
      entry('superadmin', 'organizations', 'apartment', view('superadmin:manage-organizations')),
      entry('superadmin', 'pages', 'file', view('superadmin:edit-static-pages')),
      entry('superadmin', 'policies', 'safety-certificate', view('superadmin:manage-policies')),
      entry('superadmin', 'templates', 'snippets', view('superadmin:manage-templates')),
      entry('superadmin', 'login-as-user', 'login', view('superadmin:login-as-user')),
      entry('superadmin', 'audit', 'audit', view('superadmin:view-audit')),
      entry('superadmin', 'packages', 'appstore', view('superadmin:manage-packages')),
      entry('superadmin', 'encryption', 'lock', view('superadmin:manage-encryption')),
    ],
  },
  {
    key: 'administration',
    icon: 'control',
    weight: 990,
    administration: true,
    requires: { any: ['module:admin', 'module:superadmin'] },
    navigation: [
      entry('administration', 'composer', 'layout', view('admin:composer')),
      entry('administration', 'users', 'user', view('admin:users')),
      entry('administration', 'roles', 'team', view('admin:roles')),
      entry('administration', 'organizations', 'apartment', view('admin:organizations')),
      entry('administration', 'templates', 'snippets', view('admin:templates')),
      entry('administration', 'record_permissions', 'lock', view('admin:record_permissions')),
      entry('administration', 'packages', 'appstore', view('admin:packages')),
      entry('administration', 'audit', 'audit', view('admin:audit')),
    ],
  },
];

/** Modules in navigation order: heavier first, as the spec's weights say. */
export function modulesByWeight(modules: readonly ModuleDefinition[] = MODULES): ModuleDefinition[] {
  return [...modules].sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
}

export function findModule(key: string): ModuleDefinition | undefined {
  return MODULES.find((module) => module.key === key);
}

/** The current module is the first path segment. */
export function moduleKeyOfPath(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? 'userzone';
}
