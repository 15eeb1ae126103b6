import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DuckEngine, openDuckEngine } from '../src/features/column-store/duck-engine';
import { ObjectReplica } from '../src/features/column-store/object-replica';
import { replicaColumns } from '../src/features/column-store/replica-columns';
import { createObject } from '../src/features/metadata/metadata.service';
import { loadModel } from '../src/features/records/model-cache';
import { createTestApp, type TestApp } from './support/test-app';

// The copy is written in an order that lets DuckDB's zone maps skip row groups (object-replica.ts):
// the organization, then the categorical attributes, fewest values first. The rows below are written
// to Postgres in the worst order for it: organizations, stages and regions all interleaved.
let t: TestApp;
let engine: DuckEngine;

beforeAll(async () => {
  t = await createTestApp();
  await createObject(t.db, {
    name: 'layout_item',
    display_name: 'Layout Item',
    module: 'crm',
    label_attribute: 'name',
    attributes: [
      { name: 'name', label: 'Name', type: 'singleLine' },
      { name: 'region', label: 'Region', type: 'singleSelect' },
      { name: 'note', label: 'Note', type: 'singleLine' },
      { name: 'stage', label: 'Stage', type: 'radioSelect' },
      { name: 'amount', label: 'Amount', type: 'currency' },
    ],
  });
  const orgs = (await t.db.selectFrom('organizations').select('id').orderBy('id').limit(2).execute()).map(
    (row) => row.id,
  );
  expect(orgs).toHaveLength(2);
  await sql`insert into obj_layout_item (org_id, name, region, note, stage, amount)
    select (${sql.val(orgs)}::int[])[1 + g % 2], 'Item ' || g, 'r' || (g % 20), 'n' || (g % 7),
      (array['open', 'won', 'lost'])[1 + g % 3], g
    from generate_series(1, 3000) as g`.execute(t.db);
  engine = await openDuckEngine({ threads: 1, connections: 2, memoryLimit: '256MB' });
});
afterAll(async () => {
  await engine?.close();
  await t?.close();
});

/** How many runs of equal values a sequence has: as few as it has distinct values when clustered. */
function runs(values: string[]): number {
  return values.filter((value, index) => index === 0 || value !== values[index - 1]).length;
}

describe('the order of a copy in the column store', () => {
  it('groups each organization, then each stage, then each region, whatever order Postgres holds', async () => {
    const model = await loadModel(t.db, 'layout_item');
    const replica = new ObjectReplica(engine, model, replicaColumns(model), 'layout_copy');
    await replica.load(t.db, () => 0);
    // Without an ORDER BY, a one-thread scan reads the rows as they are stored.
    const rows = await engine.query('select org_id, stage, region, note from "layout_copy"');
    expect(rows).toHaveLength(3000);
    const of = (keys: string[]) => rows.map((row) => keys.map((key) => String(row[key])).join('/'));
    expect(runs(of(['org_id']))).toBe(2);
    // Stage has 3 values and region 20: stage comes first, so each stage is one run per organization.
    expect(runs(of(['org_id', 'stage']))).toBe(2 * 3);
    expect(runs(of(['org_id', 'stage', 'region']))).toBe(new Set(of(['org_id', 'stage', 'region'])).size);
    // A free text attribute is not part of the order.
    expect(runs(of(['note']))).toBeGreaterThan(100);
  });

  it('orders a copy of an object with no categorical attribute by organization alone', async () => {
    const model = await loadModel(t.db, 'layout_item');
    const plain = {
      ...model,
      fields: new Map([...model.fields].filter(([name]) => name !== 'stage' && name !== 'region')),
    };
    const replica = new ObjectReplica(engine, plain, replicaColumns(plain), 'layout_plain');
    await replica.load(t.db, () => 0);
    const rows = await engine.query('select org_id from "layout_plain"');
    expect(rows).toHaveLength(3000);
    expect(runs(rows.map((row) => String(row.org_id)))).toBe(2);
  });

  it('counts the changed rows a catch-up appends out of order against the rows it loaded in order', async () => {
    const model = await loadModel(t.db, 'layout_item');
    const replica = new ObjectReplica(engine, model, replicaColumns(model), 'layout_tail');
    await replica.load(t.db, () => 0);
    expect(replica.outOfOrder(100)).toBe(false);
    await sql`update obj_layout_item set note = 'changed' where id in (
      select id from obj_layout_item order by id limit 250)`.execute(t.db);
    // Not live: the copy catches up at once.
    await replica.fresh(t.db, false, () => 1);
    // 250 appended: past 100 but not a tenth of 3,000; then past both.
    expect(replica.outOfOrder(100)).toBe(false);
    await sql`update obj_layout_item set note = 'again' where id in (
      select id from obj_layout_item order by id desc limit 100)`.execute(t.db);
    await replica.fresh(t.db, false, () => 2);
    expect(replica.outOfOrder(100)).toBe(true);
    expect(replica.outOfOrder(400)).toBe(false);
    const rows = await engine.query(
      'select count(*)::int as n, count(distinct id)::int as ids from "layout_tail"',
    );
    expect(rows[0]).toEqual({ n: 3000, ids: 3000 });
  });
});
