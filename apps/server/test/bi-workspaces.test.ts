import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let nora: LoginAnswer;
let sharedChart: number;
let privateChart: number;

const byIndustry = {
  object: 'account',
  dimensions: [{ attribute: 'industry' }],
  measures: [{ kind: 'count' }],
};

async function chartOf(token: string, body: object): Promise<number> {
  const answer = await apiCall(t.app, 'POST', 'analytics/reports', token, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ charts: { id: number }[] }>().charts[0]?.id ?? 0;
}

async function rowOf(id: number) {
  return t.db.selectFrom('bi_workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
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
  await t.db.insertInto('policy_assignments').values({ user_id: samId, policy_id: policy.id }).execute();
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  sharedChart = await chartOf(ada.token, {
    name: 'Shared',
    definition: byIndustry,
    shared_with: { users: [sam.profile.id] },
    charts: [{ name: 'Bars', type: 'BAR' }],
  });
  privateChart = await chartOf(ada.token, {
    name: 'Private',
    definition: byIndustry,
    charts: [{ name: 'Bars', type: 'BAR' }],
  });
  // A loaded machine can take a while to start the app and sign four people in.
}, 180_000);
afterAll(async () => t.close());

describe('BI workspaces', () => {
  it('keeps a person’s arranged layout, and lists it only to them', async () => {
    const created = await apiCall(t.app, 'POST', 'analytics/workspaces', sam.token, {
      name: 'Sales',
      layout: [{ chart: sharedChart, x: 0, y: 0, w: 6, h: 6 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const workspace = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({
      name: 'Sales',
      layout: [{ chart: sharedChart, x: 0, y: 0, w: 6, h: 6 }],
    });

    const moved = await apiCall(t.app, 'PUT', `analytics/workspaces/${workspace.id}`, sam.token, {
      name: 'Sales board',
      layout: [{ chart: sharedChart, x: 4, y: 2, w: 8, h: 9 }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await apiCall(t.app, 'GET', `analytics/workspaces/${workspace.id}`, sam.token);
    expect(again.json()).toMatchObject({
      name: 'Sales board',
      layout: [{ chart: sharedChart, x: 4, y: 2, w: 8, h: 9 }],
    });
    const list = await apiCall(t.app, 'GET', 'analytics/workspaces', sam.token);
    expect(list.json().data.map((w: { id: number }) => w.id)).toEqual([workspace.id]);

    // Ada shares the organization but not the workspace: it is absent to her, unchanged by her calls.
    expect((await apiCall(t.app, 'GET', 'analytics/workspaces', ada.token)).json().data).toEqual([]);
    expect((await apiCall(t.app, 'GET', `analytics/workspaces/${workspace.id}`, ada.token)).statusCode).toBe(
      404,
    );
    const foreignPut = await apiCall(t.app, 'PUT', `analytics/workspaces/${workspace.id}`, ada.token, {
      name: 'Taken',
      layout: [],
    });
    expect(foreignPut.statusCode).toBe(404);
    expect(
      (await apiCall(t.app, 'DELETE', `analytics/workspaces/${workspace.id}`, ada.token)).statusCode,
    ).toBe(404);
    expect((await rowOf(workspace.id))?.name).toBe('Sales board');

    expect(
      (await apiCall(t.app, 'DELETE', `analytics/workspaces/${workspace.id}`, sam.token)).statusCode,
    ).toBe(204);
    expect(await rowOf(workspace.id)).toBeUndefined();
  });

  it('refuses a layout out of bounds, not in whole numbers, repeated, or with a chart the person may not see', async () => {
    const created = await apiCall(t.app, 'POST', 'analytics/workspaces', sam.token, { name: 'Checks' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const put = (layout: unknown) =>
      apiCall(t.app, 'PUT', `analytics/workspaces/${id}`, sam.token, { name: 'Changed', layout });
    const card = { chart: sharedChart, x: 0, y: 0, w: 6, h: 6 };
    const refusals: [unknown, number, string][] = [
      [[{ ...card, x: 1.5 }], 422, 'x is a whole number.'],
      [[{ ...card, w: 13 }], 422, 'w is at most 12.'],
      [[{ ...card, x: 8, w: 6 }], 422, 'A card ends within the 12 columns (x + w ≤ 12).'],
      [[{ ...card, h: 1 }], 422, 'h is at least 2.'],
      [[{ ...card, y: -1 }], 422, 'y is at least 0.'],
      [[card, { ...card, x: 6 }], 422, 'A chart is on a workspace once.'],
      [[{ ...card, chart: 'x' }], 422, ''],
      [[{ ...card, extra: 1 }], 400, 'does not take: layout.0.extra'],
      [[{ ...card, chart: privateChart }], 422, `There is no chart ${privateChart} you may see.`],
      [[{ ...card, chart: 999_999 }], 422, 'There is no chart 999999 you may see.'],
    ];
    for (const [layout, status, message] of refusals) {
      const answer = await put(layout);
      expect(answer.statusCode, JSON.stringify(layout)).toBe(status);
      if (message) expect(answer.body).toContain(message);
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ name: 'Checks', layout: [] });
    expect((await apiCall(t.app, 'GET', 'analytics/workspaces/abc', sam.token)).statusCode).toBe(400);
    expect(
      (await apiCall(t.app, 'POST', 'analytics/workspaces', sam.token, { name: ' ', layout: [] })).statusCode,
    ).toBe(422);
  });

  it('answers another organization’s workspace as absent, and hides cards whose chart was unshared', async () => {
    const other = (
      await t.db.selectFrom('organizations').select('id').where('code', '=', 'AGT').executeTakeFirstOrThrow()
    ).id;
    expect(other).not.toBe(ada.profile.active_organization);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/workspaces',
      headers: bearer(ada.token, other),
      payload: { name: 'Elsewhere', layout: [] },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const foreign = elsewhere.json<{ id: number }>().id;
    expect((await apiCall(t.app, 'GET', `analytics/workspaces/${foreign}`, ada.token)).statusCode).toBe(404);
    const put = await apiCall(t.app, 'PUT', `analytics/workspaces/${foreign}`, ada.token, {
      name: 'X',
      layout: [],
    });
    expect(put.statusCode).toBe(404);
    expect((await rowOf(foreign))?.name).toBe('Elsewhere');
    // A chart of this organization cannot be placed on a workspace of the other.
    const crossed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/analytics/workspaces/${foreign}`,
      headers: bearer(ada.token, other),
      payload: { name: 'Elsewhere', layout: [{ chart: privateChart, x: 0, y: 0, w: 6, h: 4 }] },
    });
    expect(crossed.statusCode).toBe(422);

    const report = await apiCall(t.app, 'POST', 'analytics/reports', ada.token, {
      name: 'Soon unshared',
      definition: byIndustry,
      shared_with: { users: [sam.profile.id] },
      charts: [{ name: 'Bars', type: 'BAR' }],
    });
    const chart = report.json().charts[0].id;
    const mine = await apiCall(t.app, 'POST', 'analytics/workspaces', sam.token, {
      name: 'Kept',
      layout: [
        { chart, x: 0, y: 0, w: 6, h: 6 },
        { chart: sharedChart, x: 6, y: 0, w: 6, h: 6 },
      ],
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const unshare = await apiCall(t.app, 'PUT', `analytics/reports/${report.json().id}`, ada.token, {
      name: 'Soon unshared',
      definition: byIndustry,
      charts: [{ id: chart, name: 'Bars', type: 'BAR' }],
    });
    expect(unshare.statusCode, unshare.body).toBe(200);
    const seen = await apiCall(t.app, 'GET', `analytics/workspaces/${mine.json().id}`, sam.token);
    expect(seen.json().layout.map((card: { chart: number }) => card.chart)).toEqual([sharedChart]);
  });

  it('needs report:view', async () => {
    expect((await apiCall(t.app, 'GET', 'analytics/workspaces', nora.token)).statusCode).toBe(403);
    const refused = await apiCall(t.app, 'POST', 'analytics/workspaces', nora.token, { name: 'No' });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.selectFrom('bi_workspaces').select('id').where('name', '=', 'No').execute()).toEqual(
      [],
    );
  });

  it('lists the organization’s people and roles to share a report with, to those who may save reports', async () => {
    const answer = await apiCall(t.app, 'GET', 'analytics/reports/grantees', sam.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const { users, roles } = answer.json<{ users: { id: number }[]; roles: { id: number }[] }>();
    const org = ada.profile.active_organization;
    const members = await t.db
      .selectFrom('memberships')
      .select('user_id')
      .where('org_id', '=', org)
      .execute();
    expect(users.map((user) => user.id).sort()).toEqual(members.map((member) => member.user_id).sort());
    const own = await t.db.selectFrom('roles').select('id').where('org_id', '=', org).execute();
    expect(roles.map((role) => role.id).sort()).toEqual(own.map((role) => role.id).sort());
    expect((await apiCall(t.app, 'GET', 'analytics/reports/grantees', nora.token)).statusCode).toBe(403);
  });
});
