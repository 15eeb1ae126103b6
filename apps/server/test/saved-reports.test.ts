import type { LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let nora: LoginAnswer;
let hana: LoginAnswer;
let org: number;
let salesGroup: number;

const byIndustry = {
  object: 'account',
  dimensions: [{ attribute: 'industry' }],
  measures: [{ kind: 'count' }, { kind: 'sum', attribute: 'revenue' }],
};

async function saveReport(token: string, body: object) {
  const answer = await apiCall(t.app, 'POST', 'analytics/reports', token, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: number; charts: { id: number; type: string }[] }>();
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  org = ada.profile.active_organization;
  // Sam gets the reporting policy ada holds; Nora has no report permission at all.
  const samId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sam.sales@atrium.local')
      .executeTakeFirstOrThrow()
  ).id;
  const policy = await t.db
    .selectFrom('policies')
    .select('id')
    .where('name', '=', 'Reporting Viewer')
    .executeTakeFirstOrThrow();
  const hanaId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'hana.hr@atrium.local')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db
    .insertInto('policy_assignments')
    .values([
      { user_id: samId, policy_id: policy.id },
      { user_id: hanaId, policy_id: policy.id },
    ])
    .execute();
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  salesGroup = (
    await t.db
      .selectFrom('bi_groups')
      .select('id')
      .where('org_id', '=', org)
      .where('name', '=', 'Sales Performance')
      .executeTakeFirstOrThrow()
  ).id;
  // Open to the organization: 6 Energy accounts (revenue 100) and 3 Retail ones (50). Restricted to
  // Ada, their owner, with no grant to Sam: 2 Energy accounts (1000). 55 Bulk accounts page a table.
  await sql`insert into obj_account (org_id, owner_id, name, industry, revenue)
    select ${org}, ${ada.profile.id}, 'Energy ' || g, 'Energy', 100 from generate_series(1, 6) as g`.execute(
    t.db,
  );
  await sql`insert into obj_account (org_id, owner_id, name, industry, revenue)
    select ${org}, ${ada.profile.id}, 'Retail ' || g, 'Retail', 50 from generate_series(1, 3) as g`.execute(
    t.db,
  );
  await sql`insert into obj_account (org_id, owner_id, name, industry, revenue, restricted)
    select ${org}, ${ada.profile.id}, 'Private ' || g, 'Energy', 1000, true from generate_series(1, 2) as g`.execute(
    t.db,
  );
  await sql`insert into obj_account (org_id, owner_id, name, industry)
    select ${org}, ${ada.profile.id}, 'Bulk ' || lpad(g::text, 2, '0'), 'Bulk' from generate_series(1, 55) as g`.execute(
    t.db,
  );
});
afterAll(async () => t.close());

describe('saved reports', () => {
  it('saves a report with its charts, lists it as the owner’s and shared with the people named', async () => {
    const report = await saveReport(ada.token, {
      name: 'Accounts by industry',
      group_id: salesGroup,
      definition: byIndustry,
      shared_with: { users: [sam.profile.id] },
      charts: [
        { name: 'Accounts', type: 'BAR', pivot_order: 2, pivot_size: 12 },
        { name: 'Total', type: 'BRAND_CARD', pivot_order: 1, pivot_size: 6, style: { color: '#4dbd74' } },
      ],
    });
    expect(report).toMatchObject({
      name: 'Accounts by industry',
      group_id: salesGroup,
      mine: true,
      owner: { id: ada.profile.id, name: ada.profile.name },
      shared_with: { users: [sam.profile.id], roles: [] },
    });
    // Sorted by pivot order (spec 000 §9).
    expect(report.charts.map((chart) => chart.type)).toEqual(['BRAND_CARD', 'BAR']);

    const mine = await apiCall(t.app, 'GET', 'analytics/reports?scope=mine', ada.token);
    expect(mine.json().data.map((r: { id: number }) => r.id)).toContain(report.id);
    const shared = await apiCall(t.app, 'GET', 'analytics/reports/shared-with-me', sam.token);
    expect(shared.statusCode, shared.body).toBe(200);
    const seen = shared.json().data.find((r: { id: number }) => r.id === report.id);
    // Sam learns the report reached him, not who else it was shared with.
    expect(seen).toMatchObject({ mine: false, shared_with: { users: [], roles: [] } });
    expect((await apiCall(t.app, 'GET', 'analytics/reports?scope=mine', sam.token)).json().data).toEqual([]);

    const group = await apiCall(t.app, 'GET', `bi/groups/${salesGroup}`, sam.token);
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json()).toMatchObject({ id: salesGroup, name: 'Sales Performance' });
    expect(group.json().reports.map((r: { id: number }) => r.id)).toEqual([report.id]);
    expect((await apiCall(t.app, 'GET', 'bi/groups/999999', sam.token)).statusCode).toBe(404);
  });

  it('draws a shared report with only the rows of the person looking at it', async () => {
    const report = await saveReport(ada.token, {
      name: 'Energy and retail',
      definition: {
        ...byIndustry,
        filters: [{ columnName: 'industry', operation: 'in', value: ['Energy', 'Retail'] }],
      },
      shared_with: { users: [sam.profile.id] },
      charts: [{ name: 'By industry', type: 'BAR' }],
    });
    const chartId = report.charts[0]?.id;
    const asAda = await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${chartId}?page=1`, ada.token);
    expect(asAda.statusCode, asAda.body).toBe(200);
    expect(asAda.json()).toEqual({
      kind: 'series',
      barsNames: ['Energy', 'Retail'],
      titles: [
        { name: 'Count', color: '#20a8d8', totalCount: 11 },
        { name: 'Sum of Revenue', color: '#4dbd74', totalCount: 2750 },
      ],
      data: [
        { title: 'Energy', key: 'Energy', values: [8, 2600] },
        { title: 'Retail', key: 'Retail', values: [3, 150] },
      ],
      seriesKeys: null,
      truncated: false,
    });
    const asSam = await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${chartId}`, sam.token);
    expect(asSam.statusCode, asSam.body).toBe(200);
    expect(asSam.json().data).toEqual([
      { title: 'Energy', key: 'Energy', values: [6, 600] },
      { title: 'Retail', key: 'Retail', values: [3, 150] },
    ]);
    // A chart answers everything on page 1: page 2 is empty, which ends an infinite scroll.
    const page2 = await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${chartId}?page=2`, ada.token);
    expect(page2.json()).toMatchObject({ barsNames: [], data: [] });

    const chart = await apiCall(t.app, 'GET', `analytics/charts/${chartId}`, sam.token);
    expect(chart.json()).toMatchObject({
      id: chartId,
      report_id: report.id,
      report_name: 'Energy and retail',
      object: 'account',
      type: 'BAR',
      pivot_size: 12,
    });
  });

  it('pages a table chart 50 groups at a time until a page comes back empty', async () => {
    const report = await saveReport(ada.token, {
      name: 'Bulk accounts',
      definition: {
        object: 'account',
        filters: [{ columnName: 'industry', value: 'Bulk' }],
        dimensions: [{ attribute: 'name' }],
        measures: [{ kind: 'count' }],
      },
      charts: [{ name: 'Table', type: 'TABLE' }],
    });
    const chartId = report.charts[0]?.id;
    const page = async (n: number) =>
      (await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${chartId}?page=${n}`, ada.token)).json();
    const first = await page(1);
    expect(first).toMatchObject({ kind: 'table', labels: ['Name', 'Count'], isPaginated: true, result: 50 });
    expect(first.rows[0]).toEqual({
      id: 1,
      data: [
        { label: 'Name', value: 'Bulk 01' },
        { label: 'Count', value: 1 },
      ],
    });
    const second = await page(2);
    expect(second).toMatchObject({ isPaginated: false, result: 5 });
    expect(second.rows[0].id).toBe(51);
    expect((await page(3)).rows).toEqual([]);
  });

  it('lets only the owner change or delete a report; charts named by id keep it', async () => {
    const report = await saveReport(ada.token, {
      name: 'Draft',
      definition: byIndustry,
      shared_with: { users: [sam.profile.id] },
      charts: [
        { name: 'Keep', type: 'PIE' },
        { name: 'Drop', type: 'LINE' },
      ],
    });
    const [keep] = report.charts;
    const changed = await apiCall(t.app, 'PUT', `analytics/reports/${report.id}`, ada.token, {
      name: 'Final',
      definition: byIndustry,
      charts: [
        { id: keep?.id, name: 'Kept', type: 'DOUGHNUT_CHART' },
        { name: 'New', type: 'STACKED_BAR' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().name).toBe('Final');
    expect(
      changed.json().charts.map((c: { id: number; name: string }) => [c.id === keep?.id, c.name]),
    ).toEqual([
      [true, 'Kept'],
      [false, 'New'],
    ]);
    // The sharing was left out, so Sam no longer sees it.
    expect((await apiCall(t.app, 'GET', `analytics/reports/${report.id}`, sam.token)).statusCode).toBe(404);

    const shared = await saveReport(ada.token, {
      name: 'Shared',
      definition: byIndustry,
      shared_with: { users: [sam.profile.id] },
    });
    const samEdit = await apiCall(t.app, 'PUT', `analytics/reports/${shared.id}`, sam.token, {
      name: 'Mine now',
      definition: byIndustry,
    });
    expect(samEdit.statusCode).toBe(403);
    expect((await apiCall(t.app, 'DELETE', `analytics/reports/${shared.id}`, sam.token)).statusCode).toBe(
      403,
    );
    expect((await apiCall(t.app, 'DELETE', `analytics/reports/${shared.id}`, ada.token)).statusCode).toBe(
      204,
    );
    expect((await apiCall(t.app, 'GET', `analytics/reports/${shared.id}`, ada.token)).statusCode).toBe(404);
  });

  it('hides charts of other organizations and unshared reports behind 404', async () => {
    const other = (
      await t.db.selectFrom('organizations').select('id').where('code', '=', 'AGT').executeTakeFirstOrThrow()
    ).id;
    expect(other).not.toBe(org);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/reports',
      headers: bearer(ada.token, other),
      payload: { name: 'Elsewhere', definition: byIndustry, charts: [{ name: 'Bars', type: 'BAR' }] },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const foreignChart = elsewhere.json().charts[0].id;
    expect((await apiCall(t.app, 'GET', `analytics/charts/${foreignChart}`, ada.token)).statusCode).toBe(404);
    const generate = await apiCall(
      t.app,
      'GET',
      `analytics/charts/generate-chart/${foreignChart}`,
      ada.token,
    );
    expect(generate.statusCode).toBe(404);
    expect(generate.json().message).toBe(`Chart ${foreignChart} was not found.`);
    expect(
      (await apiCall(t.app, 'GET', `analytics/reports/${elsewhere.json().id}`, ada.token)).statusCode,
    ).toBe(404);

    const unshared = await saveReport(ada.token, {
      name: 'Private',
      definition: byIndustry,
      charts: [{ name: 'B', type: 'BAR' }],
    });
    expect(
      (await apiCall(t.app, 'GET', `analytics/charts/${unshared.charts[0]?.id}`, sam.token)).statusCode,
    ).toBe(404);
  });

  it('refuses what cannot be saved with the reason per path, and people without the permissions', async () => {
    const sumOfText = await apiCall(t.app, 'POST', 'analytics/reports', ada.token, {
      name: 'Bad',
      definition: { object: 'account', measures: [{ kind: 'sum', attribute: 'name' }] },
    });
    expect(sumOfText.statusCode).toBe(422);
    expect(sumOfText.json().errors).toEqual({
      'definition.measures.0': ["sum of 'name' does not fit: it needs a number."],
    });
    const strangers = await apiCall(t.app, 'POST', 'analytics/reports', ada.token, {
      name: 'Bad',
      definition: byIndustry,
      group_id: 999999,
      shared_with: { users: [999999] },
    });
    expect(strangers.statusCode).toBe(422);
    expect(Object.keys(strangers.json().errors)).toEqual(['group_id', 'shared_with.users']);
    const badType = await apiCall(t.app, 'POST', 'analytics/reports', ada.token, {
      name: 'Bad',
      definition: byIndustry,
      charts: [{ name: 'x', type: 'RADAR' }],
    });
    expect(badType.statusCode).toBe(422);
    const before = await t.db
      .selectFrom('reports')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(before.n).toBeGreaterThan(0);

    const noView = await apiCall(t.app, 'GET', 'analytics/reports', nora.token);
    expect(noView.statusCode).toBe(403);
    expect(noView.json().message).toBe("You need the 'report:view' permission for this.");
    expect((await apiCall(t.app, 'GET', 'analytics/charts/1', nora.token)).statusCode).toBe(403);

    // Hana may read reports but not accounts: a report on accounts shared with her draws nothing.
    const shared = await saveReport(ada.token, {
      name: 'Accounts for HR',
      definition: byIndustry,
      shared_with: { users: [hana.profile.id] },
      charts: [{ name: 'Bars', type: 'BAR' }],
    });
    const hanaChart = await apiCall(
      t.app,
      'GET',
      `analytics/charts/generate-chart/${shared.charts[0]?.id}`,
      hana.token,
    );
    expect(hanaChart.statusCode).toBe(403);
    const hanaSave = await apiCall(t.app, 'POST', 'analytics/reports', hana.token, {
      name: 'Mine',
      definition: byIndustry,
    });
    expect(hanaSave.statusCode).toBe(403);
  });
});
