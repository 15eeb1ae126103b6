import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs `work` in a transaction that acts for one organization: as the `atrium_tenant` role, with
 * `atrium.org_id` set, so row-level security confines every object table to that organization.
 */
export function withTenant<T>(db: Db, orgId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    // One round trip: `role` set this way is SET LOCAL ROLE. JIT compiling costs more than short record
    // queries take, and their estimated costs (per-row access checks) would otherwise trigger it.
    await sql`select set_config('atrium.org_id', ${String(orgId)}, true), set_config('role', 'atrium_tenant', true), set_config('jit', 'off', true)`.execute(
      tx,
    );
    return work(tx);
  });
}
