import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs `work` in a transaction that acts for one organization: as the `atrium_tenant` role, with
 * `atrium.org_id` set, so row-level security confines every object table to that organization.
 */
export function withTenant<T>(db: Db, orgId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('atrium.org_id', ${String(orgId)}, true)`.execute(tx);
    await sql`set local role atrium_tenant`.execute(tx);
    return work(tx);
  });
}
