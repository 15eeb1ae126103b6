import { LRUCache } from 'lru-cache';
import { changeFeedOf } from '../db/change-feed';
import type { Db } from '../db/database';
import { findSessionWithAccess, type SessionWithAccess } from './sessions.repository';

interface Cached {
  session: SessionWithAccess;
  generation: number;
}

// A safety net only: the change feed is what keeps entries true.
const MAX_AGE_MS = 60_000;
const caches = new WeakMap<Db, LRUCache<string, Cached>>();

function cacheOf(db: Db): LRUCache<string, Cached> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 10_000, ttl: MAX_AGE_MS });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The session with its access, as `findSessionWithAccess` answers it, remembered while the change
 * feed is live and reports no change to sessions, users, memberships, roles or policies: a revoked
 * session, a switched organization or a withdrawn permission is seen by the next call, in every process.
 */
export async function cachedSessionWithAccess(
  db: Db,
  tokenHash: string,
  organizationId: number | undefined,
): Promise<SessionWithAccess | undefined> {
  const feed = changeFeedOf(db);
  const generation = feed.generation('access');
  const key = `${tokenHash}:${organizationId ?? ''}`;
  const cache = cacheOf(db);
  const cached = cache.get(key);
  if (cached && feed.live && cached.generation === generation) return cached.session;
  const session = await findSessionWithAccess(db, tokenHash, organizationId);
  if (session && feed.live) cache.set(key, { session, generation });
  return session;
}

/** Keeps a remembered session's idle expiry in step after the database was told it was seen. */
export function sessionSeen(session: SessionWithAccess, idleMinutes: number): void {
  const now = Date.now();
  session.last_seen_at = new Date(now);
  session.idle_expires_at = new Date(
    Math.min(now + idleMinutes * 60_000, session.absolute_expires_at.getTime()),
  );
}
