import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';

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

export async function findSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<SessionWithUser | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!session) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  return user ? { ...session, user } : undefined;
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
