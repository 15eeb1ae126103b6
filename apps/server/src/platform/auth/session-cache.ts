import type { Db } from '../db/database';
import { freshCache } from '../db/fresh-cache';
import { findSessionWithAccess, type SessionWithAccess } from './sessions.repository';

// A safety net only: the change feed is what keeps entries true.
const sessions = freshCache<SessionWithAccess | undefined>({ name: 'sessions', max: 10_000, ttlMs: 60_000 });

/**
 * The session with its access, as `findSessionWithAccess` answers it, remembered while the change
 * feed is live and reports no change to sessions, users, memberships, roles or policies: a revoked
 * session, a switched organization or a withdrawn permission is seen by the next call, in every process.
 */
export function cachedSessionWithAccess(
  db: Db,
  tokenHash: string,
  organizationId: number | undefined,
): Promise<SessionWithAccess | undefined> {
  return sessions.read(db, { key: `${tokenHash}:${organizationId ?? ''}`, topics: ['access'] }, () =>
    findSessionWithAccess(db, tokenHash, organizationId),
  );
}

/** Keeps a remembered session's idle expiry in step after the database was told it was seen. */
export function sessionSeen(session: SessionWithAccess, idleMinutes: number): void {
  const now = Date.now();
  session.last_seen_at = new Date(now);
  session.idle_expires_at = new Date(
    Math.min(now + idleMinutes * 60_000, session.absolute_expires_at.getTime()),
  );
}
