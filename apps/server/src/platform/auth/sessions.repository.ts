import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { type MembershipAccess, membershipAccessSql, toMembershipAccess } from './membership-access';

export interface NewSession {
  tokenHash: string;
  userId: number;
  activeOrgId: number;
  idleMinutes: number;
  absoluteHours: number;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      active_org_id: session.activeOrgId,
      last_seen_at: new Date(now),
      idle_expires_at: new Date(now + session.idleMinutes * 60_000),
      absolute_expires_at: new Date(now + session.absoluteHours * 3_600_000),
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
}

export type SessionWithUser = SessionRow & { user: UserRow };
export type SessionWithAccess = SessionWithUser & { orgId: number; access: MembershipAccess };

/**
 * The session, its user and what the user may do in the organization the call acts in (the one asked
 * for, else the session's active one), in one round trip: this runs on every authenticated call.
 */
export async function findSessionWithAccess(
  db: Db,
  tokenHash: string,
  organizationId: number | undefined,
): Promise<SessionWithAccess | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select([
      'u.email',
      'u.name',
      'u.job_title',
      'u.locale',
      'u.password_hash',
      'u.is_super_admin',
      'u.active_organization_id',
      'u.external_subject',
      'u.created_at as user_created_at',
      'u.updated_at as user_updated_at',
    ])
    .select((eb) => {
      const orgId = eb.fn.coalesce(sql<number>`${organizationId ?? null}::int`, eb.ref('s.active_org_id'));
      const access = membershipAccessSql(eb.ref('s.user_id'), orgId);
      return [
        orgId.as('access_org_id'),
        access.member.as('member'),
        access.permissions.as('permissions'),
        access.roleIds.as('role_ids'),
      ];
    })
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    email,
    name,
    job_title,
    locale,
    password_hash,
    is_super_admin,
    active_organization_id,
    external_subject,
  } = row;
  const user: UserRow = {
    id: row.user_id,
    email,
    name,
    job_title,
    locale,
    password_hash,
    is_super_admin,
    active_organization_id,
    external_subject,
    created_at: row.user_created_at,
    updated_at: row.user_updated_at,
  };
  return {
    id: row.id,
    token_hash: row.token_hash,
    user_id: row.user_id,
    active_org_id: row.active_org_id,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    idle_expires_at: row.idle_expires_at,
    absolute_expires_at: row.absolute_expires_at,
    revoked_at: row.revoked_at,
    ip: row.ip,
    user_agent: row.user_agent,
    user,
    orgId: Number(row.access_org_id),
    access: toMembershipAccess(row, is_super_admin),
  };
}

export async function touchSession(db: Db, id: string, idleMinutes: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      last_seen_at: sql<Date>`now()`,
      idle_expires_at: sql<Date>`least(now() + make_interval(mins => ${idleMinutes}), absolute_expires_at)`,
    })
    .where('id', '=', id)
    .execute();
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

export async function setSessionOrganization(db: Db, id: string, orgId: number): Promise<void> {
  await db.updateTable('sessions').set({ active_org_id: orgId }).where('id', '=', id).execute();
}
