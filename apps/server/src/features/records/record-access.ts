import { type ObjectVerb, objectPermission } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';

/** Who is asking, for the record-level part of a query. */
export interface RecordAccess {
  userId: number;
  roleIds: number[];
  /** A super admin in super-admin mode: every record is fully open. */
  bypass: boolean;
  /** Bits the object-level permissions allow: 1 view, 2 edit, 4 delete. */
  objectMask: number;
}

/** What the record-level part of a query needs to know of the person asking. */
export function accessOf(auth: AuthContext, objectName: string): RecordAccess {
  const has = (verb: ObjectVerb) => auth.permissions.has(objectPermission(objectName, verb));
  return {
    userId: auth.user.id,
    roleIds: auth.roleIds,
    bypass: auth.superAdminMode,
    objectMask: (has('view') ? 1 : 0) | (has('edit') ? 2 : 0) | (has('delete') ? 4 : 0),
  };
}

/**
 * The permission bitmask of row `t` for this person, as SQL, so the page query itself filters and
 * totals stay right. Owner: full. A record with no grants (`restricted` false): open to the
 * organization. Otherwise a deny grant to the person or one of their roles wins, else the grants add
 * up (any grant implies read: Edit alone still lets one open the record), else nothing. Finally the
 * object-level permissions cap it.
 */
export function accessMaskSql(object: string, access: RecordAccess): RawBuilder<number> {
  const grantee =
    access.roleIds.length > 0
      ? sql`(rp.to_user_id = ${access.userId} or rp.to_role_id in (${sql.join(access.roleIds)}))`
      : sql`rp.to_user_id = ${access.userId}`;
  const grants = sql`from record_permissions rp where rp.object = ${object} and rp.record_id = t.id and ${grantee}`;
  const recordMask = access.bypass
    ? sql`7`
    : sql`(case
        when t.owner_id = ${access.userId} then 7
        when not t.restricted then 7
        when exists (select 1 ${grants} and rp.level = 8) then 0
        else coalesce((select bit_or(rp.level | 1) ${grants}), 0) & 7
      end)`;
  return sql<number>`(${recordMask} & ${access.objectMask})`;
}

/**
 * Whether row `t` is readable, as a plain condition. It means the same as `mask & 1`, written as an OR
 * of column tests so the planner can estimate it (an expression over CASE it cannot, and would then
 * plan a million-row list as if almost nothing matched).
 */
export function readableSql(object: string, access: RecordAccess): RawBuilder<boolean> {
  if ((access.objectMask & 1) === 0) return sql<boolean>`false`;
  if (access.bypass) return sql<boolean>`true`;
  const grantee =
    access.roleIds.length > 0
      ? sql`(rp.to_user_id = ${access.userId} or rp.to_role_id in (${sql.join(access.roleIds)}))`
      : sql`rp.to_user_id = ${access.userId}`;
  const grants = sql`from record_permissions rp where rp.object = ${object} and rp.record_id = t.id and ${grantee}`;
  return sql<boolean>`(t.owner_id = ${access.userId} or not t.restricted or (
    exists (select 1 ${grants} and rp.level <> 8) and not exists (select 1 ${grants} and rp.level = 8)))`;
}
