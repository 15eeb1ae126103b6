import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type EntryPage = LazyExoticComponent<ComponentType>;

const ObjectCreatorPage: EntryPage = lazy(async () => ({
  default: (await import('../creator/ObjectCreatorPage')).ObjectCreatorPage,
}));
const FormDesignerPage: EntryPage = lazy(async () => ({
  default: (await import('../designer/FormDesignerPage')).FormDesignerPage,
}));

const UsersAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/UsersAdminPage')).UsersAdminPage,
}));

const RolesAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/RolesAdminPage')).RolesAdminPage,
}));
const OrganizationsAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/OrganizationsAdminPage')).OrganizationsAdminPage,
}));
const PoliciesAdminPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/PoliciesAdminPage')).PoliciesAdminPage,
}));
const AuditPage: EntryPage = lazy(async () => ({
  default: (await import('../administration/AuditPage')).AuditPage,
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
  '/administration/roles': RolesAdminPage,
  '/superadmin/organizations': OrganizationsAdminPage,
  '/administration/organizations': OrganizationsAdminPage,
  '/superadmin/policies': PoliciesAdminPage,
  '/superadmin/audit': AuditPage,
};
