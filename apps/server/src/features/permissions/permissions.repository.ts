import type { Db } from '../../platform/db/database';

/** Permissions granted through the user's roles in one organization. */
export async function rolePermissions(db: Db, userId: number, orgId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .select('rp.permission')
    .distinct()
    .where('ur.user_id', '=', userId)
    .where('r.org_id', '=', orgId)
    .execute();
  return rows.map((row) => row.permission);
}

/** Permissions granted to the user directly, through policies assigned to them. */
export async function directPermissions(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('policy_assignments as pa')
    .innerJoin('policy_permissions as pp', 'pp.policy_id', 'pa.policy_id')
    .select('pp.permission')
    .distinct()
    .where('pa.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.permission);
}
