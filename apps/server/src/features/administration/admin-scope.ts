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
 * The organizations where the caller holds `concern.admin`, through a role there or through a policy
 * (which grants it in every organization they belong to); refused when there are none.
 */
export async function adminScope(db: Db, auth: AuthContext, concern: AdminConcern): Promise<AdminScope> {
  if (isSuperAdmin(auth)) return 'all';
  const viaRoles = db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .select('r.org_id')
    .where('ur.user_id', '=', auth.user.id)
    .where('rp.permission', '=', concern.admin);
  const viaPolicies = db
    .selectFrom('memberships as m')
    .select('m.org_id')
    .where('m.user_id', '=', auth.user.id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('policy_assignments as pa')
          .innerJoin('policy_permissions as pp', 'pp.policy_id', 'pa.policy_id')
          .select('pa.user_id')
          .where('pa.user_id', '=', auth.user.id)
          .where('pp.permission', '=', concern.admin),
      ),
    );
  const rows = await viaRoles.union(viaPolicies).execute();
  const ids = [...new Set(rows.map((row) => row.org_id))].sort((a, b) => a - b);
  if (ids.length === 0) {
    throw new AppError(
      'FORBIDDEN',
      `You need the '${concern.admin}' permission in an organization for this.`,
    );
  }
  return ids;
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
