import { sql } from 'kysely';
import type { Db } from './database';

/**
 * The organization the transaction acts for, as a subselect: Postgres evaluates it once per query (an
 * initplan) and compares `org_id` to the result, so an index on (org_id, …) serves the policy.
 */
export const CURRENT_ORG_SQL = sql`(select nullif(current_setting('atrium.org_id', true), '')::int)`;

/**
 * Row-level security of an object table and the index record access needs: a query that has not
 * named its organization sees and writes nothing; the few restricted records (those with grants) are
 * found through a partial index, so a list total counts the rest from the object's own indexes.
 */
export async function secureObjectTable(db: Db, table: string): Promise<void> {
  const tableRef = sql.table(table);
  await sql`alter table ${tableRef} enable row level security`.execute(db);
  await sql`drop policy if exists tenant_isolation on ${tableRef}`.execute(db);
  await sql`create policy tenant_isolation on ${tableRef}
    using (org_id = ${CURRENT_ORG_SQL}) with check (org_id = ${CURRENT_ORG_SQL})`.execute(db);
  await sql`create index if not exists ${sql.id(`${table}_restricted_idx`)} on ${tableRef} (org_id, id)
    where restricted`.execute(db);
}
