import { isLocale, type Profile } from '@atrium/core';
import type { PermissionSet } from '../../platform/auth/permission-set';
import type { UserRow } from '../../platform/db/schema';

export interface ProfileSource {
  user: UserRow;
  activeOrgId: number;
  permissions: PermissionSet;
  superAdminMode: boolean;
  /** The super admin behind a login-as-user session. */
  impersonator?: { id: number; name: string } | null;
}

export function profileOf({
  user,
  activeOrgId,
  permissions,
  superAdminMode,
  impersonator = null,
}: ProfileSource): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    job_title: user.job_title,
    locale: isLocale(user.locale) ? user.locale : 'en',
    active_organization: activeOrgId,
    is_super_admin: user.is_super_admin,
    is_admin: permissions.isAdmin(),
    super_admin_mode: superAdminMode,
    impersonated_by: impersonator,
  };
}
