import { sql } from 'kysely';
import { createObject } from '../../apps/server/src/features/metadata/metadata.service';
import type { Db } from '../../apps/server/src/platform/db/database';

/** The benches' object: a searchable name, a category, an amount and a date, each indexed. */
export async function fillBenchTable(
  db: Db,
  options: { orgId: number; ownerId: number; rows: number },
): Promise<void> {
  await createObject(db, {
    name: 'bench_item',
    display_name: 'Bench Item',
    module: 'crm',
    label_attribute: 'name',
    attributes: [
      { name: 'name', label: 'Name', type: 'singleLine', options: { searchable: true } },
      { name: 'category', label: 'Category', type: 'singleSelect', options: { listed: true } },
      { name: 'amount', label: 'Amount', type: 'currency', options: { listed: true } },
      { name: 'placed', label: 'Placed', type: 'dateField', options: { listed: true } },
    ],
  });
  // One set-based insert: the benches measure reading a big table, not how it was filled.
  await sql`insert into obj_bench_item (org_id, owner_id, name, category, amount, placed)
    select ${options.orgId}, ${options.ownerId}, 'Item ' || g, 'c' || (g % 50), (g::bigint * 7919 % 100000) / 100.0,
      date '2020-01-01' + (g % 2000)
    from generate_series(1, ${options.rows}) as g`.execute(db);
  // As the peer's load script does: statistics, and the visibility map that lets an index count alone.
  await sql`vacuum analyze obj_bench_item`.execute(db);
}
