import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';

/** The organizations a caller administers for one concern: every one for a super admin. */
export type AdminScope = 'all' | number[];

export interface AdminConcern {
  /** What a super admin holds for it (`superadmin:manage-users`). */
  superAdmin: string;
  /** What an organization administrator holds in the organizations they administer (`admin:users`). */
  admin: string;
}

export const USERS_CONCERN: AdminConcern = { superAdmin: 'superadmin:manage-users', admin: 'admin:users' };
export const ROLES_CONCERN: AdminConcern = { superAdmin: 'superadmin:manage-users', admin: 'admin:roles' };
export const ORGANIZATIONS_CONCERN: AdminConcern = {
  superAdmin: 'superadmin:manage-organizations',
  admin: 'admin:organizations',
};

export function isSuperAdmin(auth: AuthContext): boolean {
  return auth.user.is_super_admin;
}

/**
 * The organizations a call may administer: every one for a super admin; for anyone else the
 * organization the call acts in (the X-Organization-Id header, else the session's), when they hold
 * `concern.admin` there (through a role in it or a policy). An administrator of several organizations
 * switches between them as for any other work, so no call reaches into an organization it does not act in.
 */
export async function adminScope(_db: Db, auth: AuthContext, concern: AdminConcern): Promise<AdminScope> {
  if (isSuperAdmin(auth)) return 'all';
  if (!auth.permissions.has(concern.admin)) {
    throw new AppError(
      'FORBIDDEN',
      `You need the '${concern.admin}' permission in this organization for this.`,
    );
  }
  return [auth.orgId];
}

export function inScope(scope: AdminScope, orgId: number): boolean {
  return scope === 'all' || scope.includes(orgId);
}

export function requireOrgInScope(scope: AdminScope, orgId: number): void {
  if (!inScope(scope, orgId)) {
    throw new AppError('FORBIDDEN', `You do not administer organization ${orgId}.`);
  }
}

export function requireSuperAdmin(auth: AuthContext, what: string): void {
  if (!isSuperAdmin(auth)) throw new AppError('FORBIDDEN', `Only a super admin may ${what}.`);
}

/** `%` and `_` typed by a person are searched for, not used as wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
