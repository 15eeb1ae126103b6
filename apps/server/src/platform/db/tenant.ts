import { sql } from 'kysely';
import { changeFeedOf } from './change-feed';
import type { Db } from './database';

async function enterTenant(tx: Db, orgId: number, readOnly = false): Promise<void> {
  // The organization is written into the text, not bound: a statement without parameters goes out
  // with the transaction's `begin` in one round trip (transaction-edges.ts). It is an integer.
  if (!Number.isSafeInteger(orgId)) throw new Error(`An organization id must be an integer, not ${orgId}.`);
  // One statement: `role` set this way is SET LOCAL ROLE. JIT compiling costs more than short record
  // queries take, and their estimated costs (per-row access checks) would otherwise trigger it.
  const readOnlyToo = readOnly ? sql`, set_config('transaction_read_only', 'on', true)` : sql``;
  await sql`select set_config('atrium.org_id', ${sql.lit(String(orgId))}, true), set_config('role', 'atrium_tenant', true), set_config('jit', 'off', true)${readOnlyToo}`.execute(
    tx,
  );
}

/**
 * Runs `work` in a transaction that acts for one organization: as the `atrium_tenant` role, with
 * `atrium.org_id` set, so row-level security confines every object table to that organization. Inside
 * a caller's transaction, the role and organization are given back afterwards.
 */
export async function withTenant<T>(db: Db, orgId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  if (!db.isTransaction) {
    const committed = await db.transaction().execute(async (tx) => {
      await enterTenant(tx, orgId);
      return work(tx);
    });
    await changeFeedOf(db).settle();
    return committed;
  }
  await enterTenant(db, orgId);
  const result = await work(db);
  await sql`select set_config('role', 'none', true), set_config('atrium.org_id', '', true)`.execute(db);
  return result;
}

/**
 * `withTenant` for work that only reads, in a READ ONLY transaction (a write in it fails): with no
 * change of its own to wait for, it skips the change feed's settle, a round trip on the one listening
 * connection that every writer shares. Inside a caller's transaction it is `withTenant`, which keeps
 * that transaction as it was.
 */
export async function readAsTenant<T>(db: Db, orgId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return withTenant(db, orgId, work);
  // READ ONLY twice: PGlite's dialect opens every transaction with a bare `begin`, and on Postgres
  // the opening says so to the pool, which holds the commit back (transaction-edges.ts).
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (tx) => {
      await enterTenant(tx, orgId, true);
      return work(tx);
    });
}
