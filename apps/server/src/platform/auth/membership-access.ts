import { type Expression, sql } from 'kysely';
import type { Db } from '../db/database';
import { PermissionSet } from './permission-set';

/**
 * Whether a person belongs to an organization, their permissions there (roles in it, plus policies) and
 * their roles' ids: what every call's session resolution and every job's re-check needs (platform).
 */
export interface MembershipAccess {
  member: boolean;
  permissions: PermissionSet;
  /** The user's roles in this organization, for record grants made to roles. */
  roleIds: number[];
}

/**
 * The three facts about a person in an organization (member, permissions, role ids) as SQL
 * expressions, for any query that has their ids: as values, or as columns of a row it reads.
 */
export function membershipAccessSql(userId: Expression<number>, orgId: Expression<number>) {
  return {
    member: sql<boolean>`exists (select 1 from memberships where user_id = ${userId} and org_id = ${orgId})`,
    permissions: sql<string[] | null>`(select array_agg(distinct p.permission) from (
        select rp.permission from user_roles ur
          join roles r on r.id = ur.role_id join role_permissions rp on rp.role_id = r.id
          where ur.user_id = ${userId} and r.org_id = ${orgId}
        union all
        select pp.permission from policy_assignments pa join policy_permissions pp on pp.policy_id = pa.policy_id
          where pa.user_id = ${userId}) as p)`,
    roleIds: sql<number[] | null>`(select array_agg(r.id order by r.id) from user_roles ur
        join roles r on r.id = ur.role_id where ur.user_id = ${userId} and r.org_id = ${orgId})`,
  };
}

export interface MembershipAccessRow {
  member: boolean;
  permissions: string[] | null;
  role_ids: number[] | null;
}

export function toMembershipAccess(
  row: MembershipAccessRow | undefined,
  isSuperAdmin: boolean,
): MembershipAccess {
  return {
    member: row?.member === true,
    permissions: new PermissionSet(row?.permissions ?? [], isSuperAdmin),
    roleIds: (row?.role_ids ?? []).map(Number),
  };
}

/** Everything a call needs to know of a person in one organization, in one round trip. */
export async function loadMembershipAccess(
  db: Db,
  user: { id: number; is_super_admin: boolean },
  orgId: number,
): Promise<MembershipAccess> {
  const access = membershipAccessSql(sql.val(user.id), sql.val(orgId));
  const result = await sql<MembershipAccessRow>`
    select ${access.member} as member, ${access.permissions} as permissions, ${access.roleIds} as role_ids`.execute(
    db,
  );
  return toMembershipAccess(result.rows[0], user.is_super_admin);
}
