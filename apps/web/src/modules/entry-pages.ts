import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type EntryPage = LazyExoticComponent<ComponentType>;

const ObjectCreatorPage: EntryPage = lazy(async () => ({
  default: (await import('../creator/ObjectCreatorPage')).ObjectCreatorPage,
}));
const FormDesignerPage: EntryPage = lazy(async () => ({
  default: (await import('../designer/FormDesignerPage')).FormDesignerPage,
}));

const WorkflowDesignerPage: EntryPage = lazy(async () => ({
  default: (await import('../workflow-designer/WorkflowDesignerPage')).WorkflowDesignerPage,
}));

const serviceDeskTickets = (name: 'MyTicketsPage' | 'AllTicketsPage'): EntryPage =>
  lazy(async () => ({ default: (await import('../servicedesk/TicketsPage'))[name] }));
const ServiceDeskMastersPage: EntryPage = lazy(async () => ({
  default: (await import('../servicedesk/MastersPage')).MastersPage,
}));
const ServiceDeskDashboardPage: EntryPage = lazy(async () => ({
  default: (await import('../servicedesk/DashboardPage')).DashboardPage,
}));

const CrmConfigurationPage: EntryPage = lazy(async () => ({
  default: (await import('../conversion/CrmConfigurationPage')).CrmConfigurationPage,
}));

const UsersAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/UsersAdminPage')).UsersAdminPage,
}));

const workflowInbox = (name: keyof typeof import('../workflow/inbox-pages')): EntryPage =>
  lazy(async () => ({ default: (await import('../workflow/inbox-pages'))[name] }));
const hcmPage = (
  name:
    | 'MastersPage'
    | 'PlanningCyclesPage'
    | 'ManageAppraisalsPage'
    | 'MyLeavesPage'
    | 'MyRequestsPage'
    | 'ExportTpcPage',
): EntryPage => lazy(async () => ({ default: (await import('./hcm/hcm-pages'))[name] }));
const lmsPage = (name: keyof typeof import('./lms/lms-pages')): EntryPage =>
  lazy(async () => ({ default: (await import('./lms/lms-pages'))[name] }));
const tieringPage = (name: keyof typeof import('./tiering/TieringPages')): EntryPage =>
  lazy(async () => ({ default: (await import('./tiering/TieringPages'))[name] }));
const hyperionPage = (name: keyof typeof import('./hyperion/HyperionPages')): EntryPage =>
  lazy(async () => ({ default: (await import('./hyperion/HyperionPages'))[name] }));
const digisignPage = (name: keyof typeof import('./digisign/digisign-pages')): EntryPage =>
  lazy(async () => ({ default: (await import('./digisign/digisign-pages'))[name] }));
const ReportBuilderPage: EntryPage = lazy(async () => ({
  default: (await import('./business-intelligence/ReportBuilderPage')).ReportBuilderPage,
}));
const biPage = (name: 'BiDashboardPage' | 'SharedWithMePage' | 'BiGroupPage'): EntryPage =>
  lazy(async () => ({ default: (await import('./business-intelligence/BiDashboardPages'))[name] }));
const WorkspacesPage: EntryPage = lazy(async () => ({
  default: (await import('./business-intelligence/workspaces/WorkspacesPage')).WorkspacesPage,
}));
const BiConfigurationPage: EntryPage = lazy(async () => ({
  default: (await import('./business-intelligence/BiConfigurationPage')).BiConfigurationPage,
}));
const InsightsPage: EntryPage = lazy(async () => ({
  default: (await import('./business-intelligence/InsightsPage')).InsightsPage,
}));
const analyticsAdmin = (name: 'ReportsAdminPage' | 'ChartsAdminPage' | 'WorkspacesAdminPage'): EntryPage =>
  lazy(async () => ({ default: (await import('./business-intelligence/AnalyticsAdminPages'))[name] }));
const RolesAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/RolesAdminPage')).RolesAdminPage,
}));
const OrganizationsAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/OrganizationsAdminPage')).OrganizationsAdminPage,
}));
const PoliciesAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/PoliciesAdminPage')).PoliciesAdminPage,
}));
const RecordPermissionsAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/RecordPermissionsAdminPage')).RecordPermissionsAdminPage,
}));
const StaticPagesAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../static-pages/StaticPagesAdminPage')).StaticPagesAdminPage,
}));
const PackagesAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/PackagesAdminPage')).PackagesAdminPage,
}));
const TemplatesAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../templates/TemplatesAdminPage')).TemplatesAdminPage,
}));
const EncryptionKeysPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/EncryptionKeysPage')).EncryptionKeysPage,
}));
const AuditPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/AuditPage')).AuditPage,
}));
const OrganizationAuditPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/AuditPage')).OrganizationAuditPage,
}));

/**
 * Screens behind navigation entries that are not an object's records, keyed by the entry's URL. Each
 * is its own chunk; the route at `{url}/:id` renders the same screen, which reads `id` itself.
 */
export const ENTRY_PAGES: Readonly<Record<string, EntryPage>> = {
  '/superadmin/creator': ObjectCreatorPage,
  '/superadmin/composer': FormDesignerPage,
  '/administration/composer': FormDesignerPage,
  '/superadmin/users': UsersAdminPage,
  '/administration/users': UsersAdminPage,
  '/superadmin/login-as-user': UsersAdminPage,
  '/crm/configuration': CrmConfigurationPage,
  '/hcm/my-approvals': workflowInbox('MyApprovalsPage'),
  '/hcm/my-leaves': hcmPage('MyLeavesPage'),
  '/hcm/my-requests': hcmPage('MyRequestsPage'),
  '/hcm/masters': hcmPage('MastersPage'),
  '/hcm/export-tpc': hcmPage('ExportTpcPage'),
  '/hcm/planning-cycles': hcmPage('PlanningCyclesPage'),
  '/hcm/manage-appraisals': hcmPage('ManageAppraisalsPage'),
  '/servicedesk/my-task-assignments': workflowInbox('MyTaskAssignmentsPage'),
  '/servicedesk/my-assignments': workflowInbox('MyAssignmentsPage'),
  '/servicedesk/my-team-assignments': workflowInbox('MyTeamAssignmentsPage'),
  '/servicedesk/workflows': WorkflowDesignerPage,
  '/servicedesk/dashboard': ServiceDeskDashboardPage,
  '/servicedesk/my-tickets': serviceDeskTickets('MyTicketsPage'),
  '/servicedesk/all-tickets': serviceDeskTickets('AllTicketsPage'),
  '/servicedesk/masters': ServiceDeskMastersPage,
  '/lms/my-compliance-tests': lmsPage('MyComplianceTestsPage'),
  '/lms/my-qhse-tests': lmsPage('MyQhseTestsPage'),
  '/lms/my-it-tests': lmsPage('MyItTestsPage'),
  '/lms/my-hr-tests': lmsPage('MyHrTestsPage'),
  '/lms/masters/tests': lmsPage('TestsMastersPage'),
  '/lms/masters/questions': lmsPage('QuestionsMastersPage'),
  '/lms/masters/testsTemplates': lmsPage('TemplatesMastersPage'),
  '/lms/masters/configuration': lmsPage('ConfigurationMastersPage'),
  '/ppctieringtool/dashboard': tieringPage('TieringDashboardPage'),
  '/ppctieringtool/configuration': tieringPage('TieringConfigurationPage'),
  '/hyperion/journals': hyperionPage('JournalsPage'),
  '/hyperion/vat/vat-return-reports': hyperionPage('VatReturnPage'),
  '/hyperion/vat/vat-consolidated-return-reports': hyperionPage('VatConsolidatedPage'),
  '/hyperion/financial/budget': hyperionPage('BudgetPage'),
  '/hyperion/financial/consolidated-budgeting': hyperionPage('ConsolidatedBudgetPage'),
  '/digisign/syssign': digisignPage('SignaturesPage'),
  '/digisign/masters': digisignPage('MastersPage'),
  '/business-intelligence/dashboard': biPage('BiDashboardPage'),
  '/business-intelligence/reports/new': ReportBuilderPage,
  '/business-intelligence/configuration': BiConfigurationPage,
  '/business-intelligence/my-bi-workspace': WorkspacesPage,
  '/business-intelligence/shared-with-me': biPage('SharedWithMePage'),
  '/business-intelligence/groups': biPage('BiGroupPage'),
  '/analytics/administrations/workspaces': analyticsAdmin('WorkspacesAdminPage'),
  '/analytics/administrations/reports': analyticsAdmin('ReportsAdminPage'),
  '/analytics/administrations/charts': analyticsAdmin('ChartsAdminPage'),
  '/insights': InsightsPage,
  '/administration/roles': RolesAdminPage,
  '/superadmin/organizations': OrganizationsAdminPage,
  '/administration/organizations': OrganizationsAdminPage,
  '/superadmin/policies': PoliciesAdminPage,
  '/superadmin/audit': AuditPage,
  '/superadmin/encryption': EncryptionKeysPage,
  '/superadmin/pages': StaticPagesAdminPage,
  '/superadmin/packages': PackagesAdminPage,
  '/administration/packages': PackagesAdminPage,
  '/administration/audit': OrganizationAuditPage,
  '/administration/record_permissions': RecordPermissionsAdminPage,
  '/superadmin/templates': TemplatesAdminPage,
  '/administration/templates': TemplatesAdminPage,
};
