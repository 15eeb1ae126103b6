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

const UsersAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/UsersAdminPage')).UsersAdminPage,
}));

const workflowInbox = (name: keyof typeof import('../workflow/inbox-pages')): EntryPage =>
  lazy(async () => ({ default: (await import('../workflow/inbox-pages'))[name] }));
const ReportBuilderPage: EntryPage = lazy(async () => ({
  default: (await import('./business-intelligence/ReportBuilderPage')).ReportBuilderPage,
}));
const biPage = (
  name: 'BiDashboardPage' | 'MyBiWorkspacePage' | 'SharedWithMePage' | 'BiGroupPage',
): EntryPage =>
  lazy(async () => ({ default: (await import('./business-intelligence/BiDashboardPages'))[name] }));
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
  '/hcm/my-approvals': workflowInbox('MyApprovalsPage'),
  '/servicedesk/my-task-assignments': workflowInbox('MyTaskAssignmentsPage'),
  '/servicedesk/my-assignments': workflowInbox('MyAssignmentsPage'),
  '/servicedesk/my-team-assignments': workflowInbox('MyTeamAssignmentsPage'),
  '/servicedesk/workflows': WorkflowDesignerPage,
  '/business-intelligence/dashboard': biPage('BiDashboardPage'),
  '/business-intelligence/reports/new': ReportBuilderPage,
  '/business-intelligence/my-bi-workspace': biPage('MyBiWorkspacePage'),
  '/business-intelligence/shared-with-me': biPage('SharedWithMePage'),
  '/business-intelligence/groups': biPage('BiGroupPage'),
  '/administration/roles': RolesAdminPage,
  '/superadmin/organizations': OrganizationsAdminPage,
  '/administration/organizations': OrganizationsAdminPage,
  '/superadmin/policies': PoliciesAdminPage,
  '/superadmin/audit': AuditPage,
  '/administration/audit': OrganizationAuditPage,
  '/administration/record_permissions': RecordPermissionsAdminPage,
};
