import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface AccountLockPolicy {
  failuresPerAccount: number;
  accountWindowMinutes: number;
}

/** Minutes left before `account` may try again, or 0 when it is not locked. */
export async function minutesLocked(db: Db, account: string, policy: AccountLockPolicy): Promise<number> {
  const since = new Date(Date.now() - policy.accountWindowMinutes * 60_000);
  const row = await db
    .selectFrom('login_failures')
    .select([sql<number>`count(*)::int`.as('failures'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where('account', '=', account)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (!row || row.failures < policy.failuresPerAccount || !row.oldest) return 0;
  const unlocksAt = new Date(row.oldest).getTime() + policy.accountWindowMinutes * 60_000;
  return Math.max(1, Math.ceil((unlocksAt - Date.now()) / 60_000));
}

export async function recordLoginFailure(db: Db, account: string, ip: string | null): Promise<void> {
  await db.insertInto('login_failures').values({ account, ip }).execute();
}

export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}
