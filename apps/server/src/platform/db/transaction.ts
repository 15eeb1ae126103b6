import type { Db } from './database';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one, so services
 * compose (a seed can create several objects all or nothing).
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
