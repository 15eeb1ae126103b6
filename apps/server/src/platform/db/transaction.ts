import { changeFeedOf } from './change-feed';
import type { Db } from './database';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one, so services
 * compose (a seed can create several objects all or nothing). After a new one commits, this process
 * has heard its change notifications before the caller goes on.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  const result = await db.transaction().execute(work);
  await changeFeedOf(db).settle();
  return result;
}
