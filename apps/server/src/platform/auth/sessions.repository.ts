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
  /** For a login-as-user session: the super admin's own session and id. */
  impersonator?: { sessionId: string; userId: number };
  /** The session ends no later than this (a login-as-user session, with the super admin's). */
  notAfter?: Date;
}

export async function insertSession(db: Db, session: NewSession): Promise<string> {
  const now = Date.now();
  const absolute = Math.min(
    now + session.absoluteHours * 3_600_000,
    session.notAfter?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      active_org_id: session.activeOrgId,
      last_seen_at: new Date(now),
      idle_expires_at: new Date(Math.min(now + session.idleMinutes * 60_000, absolute)),
      absolute_expires_at: new Date(absolute),
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 512) ?? null,
      impersonator_session_id: session.impersonator?.sessionId ?? null,
      impersonator_user_id: session.impersonator?.userId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type SessionWithUser = SessionRow & { user: UserRow };
/** Of a login-as-user session: the super admin behind it and whether their own session still lives. */
export interface Impersonator {
  userId: number;
  name: string;
  sessionRevokedAt: Date | null;
  sessionAbsoluteExpiresAt: Date;
}

export type SessionWithAccess = SessionWithUser & {
  orgId: number;
  access: MembershipAccess;
  impersonator: Impersonator | null;
};

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
    .leftJoin('sessions as parent', 'parent.id', 's.impersonator_session_id')
    .leftJoin('users as iu', 'iu.id', 's.impersonator_user_id')
    .selectAll('s')
    .select([
      'iu.name as impersonator_name',
      'parent.revoked_at as parent_revoked_at',
      'parent.absolute_expires_at as parent_absolute_expires_at',
    ])
    .select([
      'u.email',
      'u.name',
      'u.job_title',
      'u.locale',
      'u.password_hash',
      'u.is_super_admin',
      'u.active_organization_id',
      'u.external_subject',
      'u.deactivated_at',
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
    deactivated_at,
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
    deactivated_at,
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
    impersonator_session_id: row.impersonator_session_id,
    impersonator_user_id: row.impersonator_user_id,
    user,
    impersonator:
      row.impersonator_user_id !== null && row.impersonator_session_id !== null
        ? {
            userId: row.impersonator_user_id,
            name: row.impersonator_name ?? '',
            // A missing parent (deleted) counts as ended.
            sessionRevokedAt: row.parent_absolute_expires_at ? row.parent_revoked_at : new Date(0),
            sessionAbsoluteExpiresAt: row.parent_absolute_expires_at ?? new Date(0),
          }
        : null,
    orgId: Number(row.access_org_id),
    access: toMembershipAccess(row, is_super_admin),
  };
}

/**
 * Marks a session as seen; with a login-as-user session, the super admin's own session too: it is not
 * used while they act as someone else, and must not lapse under them.
 */
export async function touchSession(
  db: Db,
  id: string,
  idleMinutes: number,
  impersonatorSessionId: string | null = null,
): Promise<void> {
  const ids = impersonatorSessionId === null ? [id] : [id, impersonatorSessionId];
  await db
    .updateTable('sessions')
    .set({
      last_seen_at: sql<Date>`now()`,
      idle_expires_at: sql<Date>`least(now() + make_interval(mins => ${idleMinutes}), absolute_expires_at)`,
    })
    .where('id', 'in', ids)
    .execute();
}

/** Ends a session and every login-as-user session started from it. */
export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where((eb) => eb.or([eb('id', '=', id), eb('impersonator_session_id', '=', id)]))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of a person, and the login-as-user sessions others hold as them. */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb(
          'impersonator_session_id',
          'in',
          eb.selectFrom('sessions as own').select('own.id').where('own.user_id', '=', userId),
        ),
      ]),
    )
    .where('revoked_at', 'is', null)
    .execute();
}

export async function setSessionOrganization(db: Db, id: string, orgId: number): Promise<void> {
  await db.updateTable('sessions').set({ active_org_id: orgId }).where('id', '=', id).execute();
}
