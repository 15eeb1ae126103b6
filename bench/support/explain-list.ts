/** Prints the plans of the records bench list query: `node --import tsx bench/support/explain-list.ts <postgres url>`. */
import { sql } from 'kysely';
import { loadModel } from '../../apps/server/src/features/records/model-cache';
import { readableSql } from '../../apps/server/src/features/records/record-access';
import { listSql } from '../../apps/server/src/features/records/record-query';
import { createDatabase } from '../../apps/server/src/platform/db/database';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { withTenant } from '../../apps/server/src/platform/db/tenant';
import { seedDemoData } from '../../apps/server/src/seed/demo-seed';
import { fillBenchTable } from './bench-table';

const url = process.argv[2] ?? '';
const { db } = createDatabase({ databaseUrl: url, dataDir: 'memory://' });
await migrateToLatest(db);
await seedDemoData(db);
const exists = await db
  .selectFrom('objects')
  .select('id')
  .where('name', '=', 'bench_item')
  .executeTakeFirst();
if (!exists) await fillBenchTable(db, { orgId: 1, ownerId: 3, rows: 1_000_000 });
const model = await loadModel(db, 'bench_item');
const access = { userId: 1, roleIds: [1], bypass: false, objectMask: 7 };
const { where, order } = listSql(model, {
  filter: [{ columnName: 'category', operation: 'equals', value: 'c7' }],
  sorting: [{ columnName: 'amount', direction: 'desc' }],
});
const mask = readableSql('bench_item', access);
await withTenant(db, 1, async (tx) => {
  for (const [name, query] of [
    [
      'page',
      sql`explain (analyze, buffers) select to_jsonb(t) as r from obj_bench_item t where ${mask} and ${where} order by ${order} limit 20`,
    ],
    ['estimate', sql`explain (format json) select 1 from obj_bench_item t where ${mask} and ${where}`],
    [
      'count',
      sql`explain analyze select count(*) from (select 1 from obj_bench_item t where ${mask} and ${where} limit 10001) c`,
    ],
  ] as const) {
    const result = await query.execute(tx);
    console.log(`--- ${name}`);
    for (const row of result.rows as Record<string, unknown>[])
      console.log(JSON.stringify(Object.values(row)[0]).slice(0, 400));
  }
});
await db.destroy();
