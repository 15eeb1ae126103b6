import { sql } from 'kysely';
import type { Db } from '../db/database';

const LOGIN_REQUEST_TTL_MS = 10 * 60_000;

export async function insertLoginRequest(db: Db, nonce: string, state: string): Promise<void> {
  await db
    .deleteFrom('login_requests')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('login_requests')
    .values({ nonce, state, expires_at: new Date(Date.now() + LOGIN_REQUEST_TTL_MS) })
    .execute();
}

/** Marks the request as used; false when it is unknown, expired or already used (a replayed token). */
export async function consumeLoginRequest(db: Db, nonce: string): Promise<boolean> {
  const row = await db
    .updateTable('login_requests')
    .set({ used_at: sql<Date>`now()` })
    .where('nonce', '=', nonce)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}
