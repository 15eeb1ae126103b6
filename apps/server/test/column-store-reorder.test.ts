import type { LoginAnswer, RecordData } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ColumnStore } from '../src/features/column-store/column-store';
import { ObjectReplica } from '../src/features/column-store/object-replica';
import { changeFeedOf } from '../src/platform/db/change-feed';
import { columnStoreApp } from './support/column-store-app';
import { apiCall } from './support/sign-in';
import type { TestApp } from './support/test-app';

// Decision 0033: changed rows are appended to a copy out of its clustering order; once they reach
// REPORTS_COLUMN_STORE_REORDER_ROWS (100 here) and a tenth of the copy, the copy loads again in order,
// and the old one answers until the new one is ready.
let t: TestApp;
let store: ColumnStore;
let ada: LoginAnswer;
let probe = 0;

async function list(engine: 'columns' | 'postgres') {
  t.config.reportsColumnStore.enabled = engine === 'columns';
  probe += 1;
  const before = store.answered;
  const filter = encodeURIComponent(
    JSON.stringify([
      { columnName: 'industry', operation: 'equals', value: 'Energy' },
      { columnName: 'id', operation: 'greaterThan', value: -probe },
    ]),
  );
  const sorting = encodeURIComponent(JSON.stringify([{ columnName: 'revenue', direction: 'desc' }]));
  const response = await apiCall(
    t.app,
    'GET',
    `records/account?filter=${filter}&sorting=${sorting}&pageSize=15&page=2`,
    ada.token,
  );
  t.config.reportsColumnStore.enabled = true;
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    total: body.total as number,
    data: body.data as RecordData[],
    fromColumns: store.answered > before,
  };
}

async function sameAsPostgres() {
  const columns = await list('columns');
  const postgres = await list('postgres');
  expect(columns.total).toBe(postgres.total);
  expect(columns.data).toEqual(postgres.data);
  return columns;
}

/** Changes `rows` accounts behind the app's back, then waits until the process has heard of it. */
async function change(rows: number) {
  await sql`update obj_account set revenue = coalesce(revenue, 0) + 1
    where id in (select id from obj_account order by id limit ${rows})`.execute(t.db);
  await changeFeedOf(t.db).settle();
}

beforeAll(async () => {
  ({ t, store, ada } = await columnStoreApp({ REPORTS_COLUMN_STORE_REORDER_ROWS: '100' }));
  await sql`insert into obj_account (org_id, owner_id, name, industry, revenue)
    select ${ada.profile.active_organization}, ${ada.profile.id}::int, 'Account ' || g,
      (array['Energy', 'Retail', 'Banking'])[1 + g % 3], (g * 7919) % 10000 / 100.0
    from generate_series(1, 1500) as g`.execute(t.db);
  // The first list starts the copy and is answered by Postgres meanwhile.
  expect((await list('columns')).fromColumns).toBe(false);
  await store.idle();
});
afterAll(async () => t?.close());

describe('a copy whose changed rows pile up out of order', () => {
  it('keeps answering while few rows changed, and loads again in order once enough did', async () => {
    expect((await sameAsPostgres()).fromColumns).toBe(true);
    expect(store.loads).toBe(1);

    // 120 changed rows: past 100, but under a tenth of 1,500. The copy catches up and stays.
    await change(120);
    expect((await sameAsPostgres()).fromColumns).toBe(true);
    expect((await sameAsPostgres()).fromColumns).toBe(true);
    await store.idle();
    expect(store.loads).toBe(1);

    // 160 more: 280 appended, past a tenth. The next list still reads the old copy, which starts the new.
    await change(160);
    expect((await sameAsPostgres()).fromColumns).toBe(true);
    const answering = await sameAsPostgres();
    expect(answering.fromColumns).toBe(true);
    expect(store.loads).toBe(2);
    await store.idle();

    // The new copy answers, holds every change, and has nothing out of order to load again for.
    await change(10);
    expect((await sameAsPostgres()).fromColumns).toBe(true);
    expect((await sameAsPostgres()).fromColumns).toBe(true);
    await store.idle();
    expect(store.loads).toBe(2);
  });

  it('answers from Postgres a list that was reading the old copy as it was let go of, and keeps the new one', async () => {
    await change(200);
    // The catch-up appends the 200 changed rows: the next list starts loading the copy again.
    expect((await sameAsPostgres()).fromColumns).toBe(true);
    const loads = store.loads;
    // That list's catch-up waits until the new copy has taken over and the old one is dropped.
    const fresh = ObjectReplica.prototype.fresh;
    const spy = vi.spyOn(ObjectReplica.prototype, 'fresh').mockImplementationOnce(async function (
      this: ObjectReplica,
      ...args
    ) {
      await fresh.apply(this, args);
      await store.idle();
    });
    try {
      const raced = await sameAsPostgres();
      expect(raced.fromColumns).toBe(false);
    } finally {
      spy.mockRestore();
    }
    expect(store.loads).toBe(loads + 1);
    expect((await sameAsPostgres()).fromColumns).toBe(true);
    expect(store.loads).toBe(loads + 1);
  });
});
