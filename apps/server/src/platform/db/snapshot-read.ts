import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs `work` in a READ ONLY REPEATABLE READ transaction as the connection's own role: every
 * organization's rows, all read at one snapshot. For copying whole tables (the reports' column store,
 * decision 0029), never for a request's reads, which act for one organization (`readAsTenant`).
 */
export async function readAtOneSnapshot<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      await sql`set transaction read only`.execute(tx);
      return work(tx);
    });
}
