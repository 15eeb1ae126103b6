import type { FilterEntry, ListAnswer, LoginAnswer, RecordData } from '@atrium/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedOf } from '../src/platform/db/change-feed';
import { cacheReads } from '../src/platform/db/fresh-cache';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Decision 0031: an update of a few rows tells which rows and columns changed, and a cached list or
 * report that reads none of them is still answered from memory. Every write here is made behind the
 * app's back, as another server process would make it, and every cached answer is compared with a
 * fresh read of the same question.
 */
let t: TestApp;
let sam: LoginAnswer;
let ids: number[] = [];
let probe = 0;

const INDUSTRIES = ['Retail', 'Energy', 'Government', 'Banking'] as const;

async function behindTheAppsBack(statement: ReturnType<typeof sql>): Promise<void> {
  await statement.execute(t.db);
  await changeFeedOf(t.db).settle();
}

const listReads = () => ({ ...(cacheReads().get('record_lists') ?? { hits: 0, misses: 0 }) });

interface ListQuery {
  filter: FilterEntry[];
  sorting: readonly { columnName: string; direction: 'asc' | 'desc' }[];
  search?: string;
  page: number;
}

function listPath(query: ListQuery, extra: FilterEntry[] = []): string {
  const filter = encodeURIComponent(JSON.stringify([...query.filter, ...extra]));
  const sorting = encodeURIComponent(JSON.stringify(query.sorting));
  const search = query.search ? `&search=${encodeURIComponent(query.search)}` : '';
  return `records/account?filter=${filter}&sorting=${sorting}&pageSize=5&page=${query.page}${search}`;
}

async function list(path: string): Promise<ListAnswer> {
  const response = await apiCall(t.app, 'GET', path, sam.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListAnswer>();
}

/** The same list read anew: a filter that excludes nothing and is new each time keeps the cache out. */
async function fresh(query: ListQuery): Promise<ListAnswer> {
  probe += 1;
  return list(listPath(query, [{ columnName: 'id', operation: 'greaterThan', value: -probe }]));
}

const byEmployees: ListQuery = {
  filter: [{ columnName: 'industry', operation: 'equals', value: 'Retail' }],
  sorting: [{ columnName: 'employees', direction: 'desc' }],
  page: 1,
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ids = [];
  // More than the 32 rows an update may touch and still be described.
  for (let index = 0; index < 40; index += 1) {
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, {
      name: `Described ${index}`,
      industry: INDUSTRIES[index % INDUSTRIES.length],
      employees: 10 + index,
    });
    expect(created.statusCode, created.body).toBe(201);
    ids.push(created.json<RecordData>().id);
  }
});
afterAll(async () => t.close());

describe('updates described by rows and columns', () => {
  it('keeps a list whose rows and read columns an update did not touch', async () => {
    const before = await list(listPath(byEmployees));
    const offPage = ids[0] ?? 0; // Retail with the fewest employees: never on the first page
    expect(before.data.map((record) => record.id)).not.toContain(offPage);
    const reads = listReads();
    await behindTheAppsBack(sql`update obj_account set name = 'Renamed off the page' where id = ${offPage}`);
    expect(await list(listPath(byEmployees))).toEqual(before);
    expect(listReads().hits).toBe(reads.hits + 1);
    expect(await fresh(byEmployees)).toEqual(before);
  });

  it('reads again when an update touched a row on the page', async () => {
    const before = await list(listPath(byEmployees));
    const onPage = Number(before.data[0]?.id);
    await behindTheAppsBack(sql`update obj_account set name = 'Renamed on the page' where id = ${onPage}`);
    const after = await list(listPath(byEmployees));
    expect(after.data[0]?.name).toBe('Renamed on the page');
  });

  it('reads again when an update changed a column the filter, the order or record access reads', async () => {
    const offPage = ids[4] ?? 0; // Retail, off the first page
    const before = await list(listPath(byEmployees));
    await behindTheAppsBack(sql`update obj_account set industry = 'Energy' where id = ${offPage}`);
    expect((await list(listPath(byEmployees))).total).toBe(before.total - 1);

    await behindTheAppsBack(sql`update obj_account set employees = 1000 where id = ${ids[8] ?? 0}`);
    expect((await list(listPath(byEmployees))).data[0]?.id).toBe(ids[8]);

    const other = await signIn(t.app, 'super.admin@atrium.local');
    await behindTheAppsBack(sql`update obj_account set restricted = true, owner_id = ${other.profile.id}
      where id = ${ids[8] ?? 0}`);
    await behindTheAppsBack(sql`insert into record_permissions (org_id, object, record_id, to_user_id, level)
      select org_id, 'account', id, ${sam.profile.id}, 8 from obj_account where id = ${ids[8] ?? 0}`);
    expect((await list(listPath(byEmployees))).data.map((record) => record.id)).not.toContain(ids[8]);
  });

  it('tells nothing of an update of many rows but the table: every list reads again', async () => {
    await list(listPath(byEmployees));
    const reads = listReads();
    await behindTheAppsBack(sql`update obj_account set email = null`);
    await list(listPath(byEmployees));
    expect(listReads().misses).toBe(reads.misses + 1);
    const feed = changeFeedOf(t.db);
    const generation = feed.generation('records:account');
    await behindTheAppsBack(sql`update obj_account set email = 'one@example.com' where id = ${ids[1] ?? 0}`);
    expect(feed.updatesSince('records:account', generation)).toEqual([
      { ids: new Set([ids[1]]), columns: new Set(['email', 'change_xid']) },
    ]);
  });

  it('keeps a report whose columns an update did not change, and reads again when it did', async () => {
    const report = {
      object: 'account',
      dimensions: [{ attribute: 'industry' }],
      measures: [{ kind: 'count' }, { kind: 'sum', attribute: 'employees' }],
    };
    const ask = async () => {
      const response = await apiCall(t.app, 'POST', 'analytics/reports/preview', sam.token, report);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ rows: Record<string, unknown>[] }>();
    };
    const reportReads = () => ({ ...(cacheReads().get('report_answers') ?? { hits: 0, misses: 0 }) });
    const before = await ask();
    const reads = reportReads();
    await behindTheAppsBack(sql`update obj_account set name = 'Not in the report' where id = ${ids[2] ?? 0}`);
    expect(await ask()).toEqual(before);
    expect(reportReads().hits).toBe(reads.hits + 1);
    await behindTheAppsBack(sql`update obj_account set employees = employees + 5 where id = ${ids[2] ?? 0}`);
    const after = await ask();
    expect(reportReads().misses).toBe(reads.misses + 1);
    expect(after).not.toEqual(before);
  });

  it('answers every list as a fresh read would, whatever a few rows were updated to (property)', async () => {
    const set = fc.oneof(
      fc.record({ column: fc.constant('name'), value: fc.constantFrom('Alpha', 'Described 3', 'Zulu') }),
      fc.record({ column: fc.constant('industry'), value: fc.constantFrom<unknown>(...INDUSTRIES) }),
      fc.record({ column: fc.constant('employees'), value: fc.integer({ min: 0, max: 60 }) }),
      fc.record({ column: fc.constant('active'), value: fc.boolean() }),
    );
    const update = fc.record({ at: fc.array(fc.nat({ max: 39 }), { minLength: 1, maxLength: 3 }), set });
    const query = fc.record({
      filter: fc.subarray(
        [
          { columnName: 'industry', operation: 'in', value: ['Retail', 'Energy'] },
          { columnName: 'employees', operation: 'greaterThan', value: 15 },
          { columnName: 'active', operation: 'equals', value: true },
        ] as FilterEntry[],
        { maxLength: 2 },
      ),
      sorting: fc.constantFrom(
        [{ columnName: 'employees', direction: 'desc' as const }],
        [{ columnName: 'name', direction: 'asc' as const }],
        [],
      ),
      search: fc.option(fc.constantFrom('Described 1', 'a'), { nil: undefined }),
      page: fc.integer({ min: 1, max: 2 }),
    });
    const hitsBefore = listReads().hits;
    await fc.assert(
      fc.asyncProperty(query, fc.array(update, { minLength: 1, maxLength: 3 }), async (asked, updates) => {
        await list(listPath(asked));
        for (const { at, set } of updates) {
          const rows = at.map((index) => ids[index] ?? 0);
          await behindTheAppsBack(sql`update obj_account set ${sql.ref(set.column)} = ${set.value}
            where id in (${sql.join(rows)})`);
        }
        expect(await list(listPath(asked))).toEqual(await fresh(asked));
      }),
      { numRuns: 60 },
    );
    // The property means something only if some of those answers came from memory after an update.
    expect(listReads().hits).toBeGreaterThan(hitsBefore);
  });
});
