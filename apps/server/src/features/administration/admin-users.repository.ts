import type { AdminUser } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/schema';
import { type AdminScope, containsPattern } from './admin-scope';

export interface UserListFilter {
  search?: string | undefined;
  orgId?: number | undefined;
  status: 'active' | 'deactivated' | 'all';
  page: number;
  pageSize: number;
}

function visibleUsers(db: Db, scope: AdminScope, filter: UserListFilter) {
  let query = db.selectFrom('users as u');
  if (scope !== 'all') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberships as m')
          .select('m.user_id')
          .whereRef('m.user_id', '=', 'u.id')
          .where('m.org_id', 'in', scope),
      ),
    );
  }
  if (filter.orgId !== undefined) {
    const orgId = filter.orgId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberships as m')
          .select('m.user_id')
          .whereRef('m.user_id', '=', 'u.id')
          .where('m.org_id', '=', orgId),
      ),
    );
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]));
  }
  if (filter.status === 'active') query = query.where('u.deactivated_at', 'is', null);
  if (filter.status === 'deactivated') query = query.where('u.deactivated_at', 'is not', null);
  return query;
}

export async function listUsers(
  db: Db,
  scope: AdminScope,
  filter: UserListFilter,
): Promise<{ data: AdminUser[]; total: number }> {
  const [rows, count] = await Promise.all([
    visibleUsers(db, scope, filter)
      .selectAll('u')
      .orderBy('u.name')
      .orderBy('u.id')
      .offset((filter.page - 1) * filter.pageSize)
      .limit(filter.pageSize)
      .execute(),
    visibleUsers(db, scope, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: await withMemberships(db, scope, rows), total: Number(count.n) };
}

export async function withMemberships(db: Db, scope: AdminScope, users: UserRow[]): Promise<AdminUser[]> {
  const ids = users.map((user) => user.id);
  const memberships = ids.length
    ? await db
        .selectFrom('memberships as m')
        .innerJoin('organizations as o', 'o.id', 'm.org_id')
        .select(['m.user_id', 'm.org_id', 'm.manager_id', 'o.code'])
        .where('m.user_id', 'in', ids)
        .$if(scope !== 'all', (q) => q.where('m.org_id', 'in', scope as number[]))
        .orderBy('o.code')
        .execute()
    : [];
  const roles = ids.length
    ? await db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select(['ur.user_id', 'r.org_id', 'r.id'])
        .where('ur.user_id', 'in', ids)
        .orderBy('r.id')
        .execute()
    : [];
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    name: user.name,
    job_title: user.job_title,
    locale: user.locale,
    is_super_admin: user.is_super_admin,
    active: user.deactivated_at === null,
    deactivated_at: user.deactivated_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    memberships: memberships
      .filter((m) => m.user_id === user.id)
      .map((m) => ({
        org_id: m.org_id,
        org_code: m.code,
        role_ids: roles.filter((r) => r.user_id === user.id && r.org_id === m.org_id).map((r) => r.id),
        manager_id: m.manager_id,
      })),
  }));
}

export async function userOrgIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('memberships').select('org_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.org_id);
}

/** Active super admins other than `exceptId`. */
export async function otherActiveSuperAdmins(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('is_super_admin', '=', true)
    .where('deactivated_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Role ids among `roleIds` that are not roles of `orgId`. */
export async function foreignRoleIds(db: Db, orgId: number, roleIds: readonly number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('roles')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', 'in', [...roleIds])
    .execute();
  const found = new Set(rows.map((row) => row.id));
  return roleIds.filter((id) => !found.has(id));
}

/** Makes `userId` a member of `orgId` holding exactly `roleIds` there. */
export async function setMembership(db: Db, userId: number, orgId: number, roleIds: readonly number[]) {
  await db
    .insertInto('memberships')
    .values({ user_id: userId, org_id: orgId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role_id', 'in', (eb) => eb.selectFrom('roles').select('id').where('org_id', '=', orgId))
    .execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('user_roles')
      .values([...new Set(roleIds)].map((roleId) => ({ user_id: userId, role_id: roleId })))
      .execute();
  }
}

export async function removeMembership(db: Db, userId: number, orgId: number): Promise<boolean> {
  await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role_id', 'in', (eb) => eb.selectFrom('roles').select('id').where('org_id', '=', orgId))
    .execute();
  const result = await db
    .deleteFrom('memberships')
    .where('user_id', '=', userId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
