import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import type { LoginAnswer, RecordData, ReportDefinition } from '@atrium/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnStore } from '../src/features/column-store/column-store';
import { changeFeedOf } from '../src/platform/db/change-feed';
import { BACKGROUND_NICE } from '../src/platform/runtime/thread-priority';
import { columnStoreApp } from './support/column-store-app';
import { apiCall, signIn } from './support/sign-in';
import type { TestApp } from './support/test-app';

// Decision 0029: every table from the first row moves to the column store here, so each report below
// is answered by DuckDB and compared with Postgres' answer to the same definition.
let t: TestApp;
let store: ColumnStore;
let ada: LoginAnswer;
let sam: LoginAnswer;
let probe = 0;

type Definition = Partial<ReportDefinition> & { object: string };

/**
 * The same report answered by one engine: a filter that excludes nothing and is new each time keeps
 * the answers cache out of it.
 */
async function answer(definition: Definition, engine: 'columns' | 'postgres', token = ada.token) {
  t.config.reportsColumnStore.enabled = engine === 'columns';
  probe += 1;
  const before = store.answered;
  const body = {
    ...definition,
    filters: [...(definition.filters ?? []), { columnName: 'id', operation: 'greaterThan', value: -probe }],
  };
  const response = await apiCall(t.app, 'POST', 'analytics/reports/preview', token, body);
  t.config.reportsColumnStore.enabled = true;
  return { response, fromColumns: store.answered > before };
}

async function fromColumns(definition: Definition, token = ada.token) {
  const result = await answer(definition, 'columns', token);
  expect(result.response.statusCode, result.response.body).toBe(200);
  expect(result.fromColumns).toBe(true);
  return result.response.json();
}

/** Averages may differ in the last bits between engines; everything else must be equal. */
function rounded(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (_, v) => (typeof v === 'number' ? Number(v.toPrecision(12)) : v));
}

async function sameAnswer(definition: Definition, token = ada.token) {
  const columns = await answer(definition, 'columns', token);
  const postgres = await answer(definition, 'postgres', token);
  expect(postgres.fromColumns).toBe(false);
  expect(columns.response.statusCode, columns.response.body).toBe(postgres.response.statusCode);
  if (postgres.response.statusCode === 200) expect(columns.fromColumns).toBe(true);
  expect(rounded(columns.response.json())).toEqual(rounded(postgres.response.json()));
}

beforeAll(async () => {
  ({ t, store, ada } = await columnStoreApp());
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const org = ada.profile.active_organization;
  const other = (await t.db.selectFrom('organizations').select('id').execute())
    .map((row) => row.id)
    .find((id) => id !== org);
  // 300 accounts in Ada's organization with every kind of value and some of each kind missing, 40 in
  // another one, and a dozen restricted ones: granted to Sam, and one of them denied to Ada's roles.
  await sql`insert into obj_account (org_id, owner_id, name, industry, employees, revenue, active, founded, email, created_at)
    select ${org}, case when g % 7 = 0 then ${sam.profile.id}::int else ${ada.profile.id}::int end,
      case when g % 11 = 0 then 'Name_' || g || '%' else 'Name ' || g end,
      (array['Energy', 'Retail', 'retail', 'Élan', null])[1 + g % 5],
      case when g % 9 = 0 then null else (g * 37) % 500 end,
      case when g % 13 = 0 then null else round(((g * 7919) % 100000) / 100.0, 2) end,
      case when g % 6 = 0 then null else g % 2 = 0 end,
      case when g % 8 = 0 then null else date '2020-01-01' + (g * 17) % 2400 end,
      case when g % 4 = 0 then '' else 'a' || g || '@example.com' end,
      timestamptz '2025-06-30 22:00:00+00' + make_interval(hours => g * 5)
    from generate_series(1, 300) as g`.execute(t.db);
  await sql`insert into obj_account (org_id, name, industry, revenue)
    select ${other}, 'Elsewhere ' || g, 'Energy', 1000 from generate_series(1, 40) as g`.execute(t.db);
  const hidden = await sql<{ id: number }>`
    insert into obj_account (org_id, owner_id, name, industry, revenue, restricted)
    select ${org}, (select id from users where email = 'super.admin@atrium.local'), 'Private ' || g, 'Energy', 5000, true
    from generate_series(1, 12) as g returning id`.execute(t.db);
  for (const { id } of hidden.rows) {
    await t.db
      .insertInto('record_permissions')
      .values({ org_id: org, object: 'account', record_id: id, to_user_id: sam.profile.id, level: 1 })
      .execute();
  }
  // Restricted accounts outside Energy: four of Ada's own and four with no owner, one of those granted
  // to Sam, so both engines meet a restricted row that is owned, unowned, and unowned but granted.
  const unowned = await sql<{ id: number }>`
    insert into obj_account (org_id, owner_id, name, industry, revenue, restricted)
    select ${org}, case when g <= 4 then ${ada.profile.id}::int end, 'Closed ' || g, 'Retail', 700, true
    from generate_series(1, 8) as g returning id`.execute(t.db);
  const grantedUnowned = unowned.rows.at(-1)?.id;
  if (grantedUnowned === undefined) throw new Error('No restricted account was made.');
  await t.db
    .insertInto('record_permissions')
    .values({
      org_id: org,
      object: 'account',
      record_id: grantedUnowned,
      to_user_id: sam.profile.id,
      level: 1,
    })
    .execute();
  await sql`analyze obj_account`.execute(t.db);
  // The first report starts the copy and is answered by Postgres meanwhile.
  const first = await answer({ object: 'account', dimensions: [], measures: [{ kind: 'count' }] }, 'columns');
  expect(first.response.statusCode).toBe(200);
  await store.idle();
});
afterAll(async () => t?.close());

describe('the reports column store', () => {
  it('answers counts and sums per value from the copy, in the caller’s organization and record access', async () => {
    const definition = {
      object: 'account',
      dimensions: [{ attribute: 'industry' }],
      measures: [{ kind: 'count' as const }, { kind: 'sum' as const, attribute: 'revenue' }],
    };
    const forAda = await fromColumns(definition);
    const forSam = await fromColumns(definition, sam.token);
    const energy = (rows: { d0: string; m0: number }[]) => rows.find((row) => row.d0 === 'Energy')?.m0;
    // Sam also reads the twelve restricted accounts granted to him; Ada reads none of them.
    expect(energy(forSam.rows)).toBe((energy(forAda.rows) ?? 0) + 12);
    await sameAnswer(definition);
    await sameAnswer(definition, sam.token);
  });

  it('gives Postgres’ answer for any report it can read: dimensions, periods, measures, filters, sorting, limits', async () => {
    const dimension = fc.oneof(
      fc.constantFrom('industry', 'active', 'employees', 'email').map((attribute) => ({ attribute })),
      fc.record({
        attribute: fc.constantFrom('founded', 'created_at'),
        bucket: fc.constantFrom('day', 'week', 'month', 'quarter', 'year'),
      }),
    );
    const measure = fc.oneof(
      fc.constant({ kind: 'count' }),
      fc.record({ kind: fc.constant('countDistinct'), attribute: fc.constantFrom('industry', 'employees') }),
      fc.record({
        kind: fc.constantFrom('sum', 'avg', 'min', 'max'),
        attribute: fc.constantFrom('revenue', 'employees'),
      }),
      fc.record({ kind: fc.constantFrom('min', 'max'), attribute: fc.constantFrom('founded', 'created_at') }),
    );
    const filter = fc.constantFrom(
      { columnName: 'industry', operation: 'equals', value: 'Retail' },
      { columnName: 'industry', operation: 'notEquals', value: 'Energy' },
      { columnName: 'industry', operation: 'in', value: ['retail', 'Élan'] },
      { columnName: 'industry', operation: 'contains', value: 'ETA' },
      { columnName: 'industry', operation: 'isEmpty' },
      { columnName: 'name', operation: 'contains', value: '_1' },
      { columnName: 'name', operation: 'endsWith', value: '%' },
      { columnName: 'email', operation: 'isNotEmpty' },
      { columnName: 'revenue', operation: 'greaterThan', value: 400 },
      { columnName: 'revenue', operation: 'between', value: [100, 700.5] },
      { columnName: 'employees', operation: 'lessThanOrEqual', value: 250 },
      { columnName: 'active', operation: 'equals', value: true },
      { columnName: 'founded', operation: 'lessThan', value: '2023-05-01' },
      { columnName: 'created_at', operation: 'greaterThanOrEqual', value: '2025-08-01T12:30:00.000Z' },
      { columnName: 'owner_id', operation: 'equals', value: 1 },
    );
    const report = fc
      .record({
        dimensions: fc.uniqueArray(dimension, { maxLength: 2, selector: (d) => d.attribute }),
        measures: fc.array(measure, { minLength: 1, maxLength: 3 }),
        filters: fc.array(filter, { maxLength: 2 }),
        sortFirst: fc.record({ measure: fc.boolean(), direction: fc.constantFrom('asc', 'desc') }),
        limit: fc.integer({ min: 1, max: 60 }),
        caller: fc.constantFrom('ada', 'sam'),
      })
      .map(({ sortFirst, caller, ...rest }) => {
        // Sorted by one column, then by every dimension: groups are unique, so both engines agree on order.
        const first = sortFirst.measure || rest.dimensions.length === 0 ? 'm0' : 'd0';
        const sort = [
          { column: first, direction: sortFirst.direction },
          ...rest.dimensions.map((_, index) => ({ column: `d${index}`, direction: 'asc' })),
        ];
        return { caller, definition: { object: 'account', ...rest, sort } as Definition };
      });
    await fc.assert(
      fc.asyncProperty(report, async ({ caller, definition }) => {
        await sameAnswer(definition, caller === 'ada' ? ada.token : sam.token);
      }),
      { numRuns: 60 },
    );
  });

  it('sees every write before the writer’s next report: created, changed, deleted, shared', async () => {
    const byIndustry = async (token = ada.token) => {
      const rows = (
        await fromColumns(
          { object: 'account', dimensions: [{ attribute: 'industry' }], measures: [{ kind: 'count' }] },
          token,
        )
      ).rows as { d0: string | null; m0: number }[];
      return Object.fromEntries(rows.map((row) => [row.d0 ?? '', row.m0]));
    };
    const before = await byIndustry();
    const created = await apiCall(t.app, 'POST', 'records/account', ada.token, {
      name: 'Brand new',
      industry: 'Banking',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<RecordData>().id;
    expect((await byIndustry()).Banking).toBe(1);

    const changed = await apiCall(t.app, 'PUT', `records/account/${id}`, ada.token, { industry: 'Energy' });
    expect(changed.statusCode, changed.body).toBe(200);
    const afterChange = await byIndustry();
    expect(afterChange.Banking).toBeUndefined();
    expect(afterChange.Energy).toBe((before.Energy ?? 0) + 1);

    const deleted = await apiCall(t.app, 'DELETE', `records/account/${id}`, ada.token);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await byIndustry()).toEqual(before);

    // A grant written behind the app's back reaches the next report through the change feed.
    const samBefore = (await byIndustry(sam.token)).Energy ?? 0;
    await sql`delete from record_permissions where to_user_id = ${sam.profile.id} and object = 'account'
      and record_id = (select min(id) from obj_account where name like 'Private %')`.execute(t.db);
    await changeFeedOf(t.db).settle();
    expect((await byIndustry(sam.token)).Energy).toBe(samBefore - 1);
  });

  it.runIf(process.platform === 'linux')('runs its threads below the event loop once DuckDB is open', () => {
    const others = readdirSync('/proc/self/task')
      .map(Number)
      .filter((id) => id !== process.pid);
    expect(others.length).toBeGreaterThan(0);
    for (const id of others) expect(getPriority(id)).toBeGreaterThanOrEqual(BACKGROUND_NICE);
  });

  it('leaves to Postgres what it does not copy: labels of lookups and owners', async () => {
    const byOwner = await answer(
      { object: 'account', dimensions: [{ attribute: 'owner_id' }], measures: [{ kind: 'count' }] },
      'columns',
    );
    expect(byOwner.response.statusCode).toBe(200);
    expect(byOwner.fromColumns).toBe(false);
    expect(byOwner.response.json().rows[0]).toHaveProperty('d0_label');
  });

  it('refuses bad input with the same answer as Postgres', async () => {
    await sameAnswer({
      object: 'account',
      measures: [{ kind: 'count' }],
      filters: [{ columnName: 'revenue', operation: 'lessThan', value: 'lots' }],
    });
    await sameAnswer({
      object: 'account',
      measures: [{ kind: 'count' }],
      filters: [{ columnName: 'founded', operation: 'between', value: ['2020-01-01'] }],
    });
  });
});

/** A list's total answered by one engine; a filter that excludes nothing keeps the list cache out. */
async function listTotal(
  filters: object[],
  search: string | undefined,
  engine: 'columns' | 'postgres',
  token = ada.token,
) {
  t.config.reportsColumnStore.enabled = engine === 'columns';
  probe += 1;
  const before = store.answered;
  const filter = encodeURIComponent(
    JSON.stringify([...filters, { columnName: 'id', operation: 'greaterThan', value: -probe }]),
  );
  const searched = search === undefined ? '' : `&search=${encodeURIComponent(search)}`;
  const response = await apiCall(
    t.app,
    'GET',
    `records/account?filter=${filter}${searched}&pageSize=5`,
    token,
  );
  t.config.reportsColumnStore.enabled = true;
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    total: body.total as number,
    estimate: body.total_is_estimate as boolean,
    rows: (body.data as unknown[]).length,
    fromColumns: store.answered > before,
  };
}

describe('list totals from the column store', () => {
  it('count exactly what Postgres counts, for any filters, search and caller', async () => {
    const filter = fc.constantFrom(
      { columnName: 'industry', operation: 'equals', value: 'Energy' },
      { columnName: 'industry', operation: 'in', value: ['retail', 'Élan'] },
      { columnName: 'industry', operation: 'isEmpty' },
      { columnName: 'name', operation: 'startsWith', value: 'name_' },
      { columnName: 'revenue', operation: 'lessThan', value: 333.33 },
      { columnName: 'employees', operation: 'between', value: [10, 300] },
      { columnName: 'active', operation: 'notEquals', value: true },
      { columnName: 'founded', operation: 'greaterThanOrEqual', value: '2022-02-02' },
      { columnName: 'created_at', operation: 'lessThan', value: '2025-07-20T03:00:00.000Z' },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(filter, { maxLength: 3 }),
        fc.option(fc.constantFrom('name 1', 'NAME_', 'private', '%'), { nil: undefined }),
        fc.constantFrom('ada', 'sam'),
        async (filters, search, caller) => {
          const token = caller === 'ada' ? ada.token : sam.token;
          const columns = await listTotal(filters, search, 'columns', token);
          const postgres = await listTotal(filters, search, 'postgres', token);
          expect(columns.fromColumns).toBe(true);
          expect(postgres.fromColumns).toBe(false);
          expect(columns).toMatchObject({ total: postgres.total, estimate: false, rows: postgres.rows });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('counts a record created through the API in the very next list', async () => {
    const before = await listTotal([], undefined, 'columns');
    const created = await apiCall(t.app, 'POST', 'records/account', ada.token, { name: 'Counted at once' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await listTotal([], undefined, 'columns')).total).toBe(before.total + 1);
  });

  it('forgets deleted ids after a day, not before', async () => {
    await sql`insert into record_tombstones (table_name, record_id, deleted_at)
      values ('obj_account', -1, now() - interval '25 hours'), ('obj_account', -2, now())`.execute(t.db);
    await store.pruneTombstones();
    const left = await sql<{ id: string }>`select record_id::text as id from record_tombstones
      where record_id < 0 order by record_id`.execute(t.db);
    expect(left.rows.map((row) => row.id)).toEqual(['-2']);
  });

  it('never rounds a value its copy cannot hold: Postgres answers it, and the copy is dropped', async () => {
    await sql`update obj_account set revenue = 12345678901234567.25 where name = 'Name 1'`.execute(t.db);
    // Written behind the app's back: the process hears of it once its notification arrives.
    await changeFeedOf(t.db).settle();
    const definition = { object: 'account', measures: [{ kind: 'sum' as const, attribute: 'revenue' }] };
    const columns = await answer(definition, 'columns');
    expect(columns.fromColumns).toBe(false);
    const postgres = await answer(definition, 'postgres');
    expect(columns.response.json()).toEqual(postgres.response.json());
    expect(columns.response.json().rows[0].m0).toBeGreaterThan(1.2e16);
  });
});
