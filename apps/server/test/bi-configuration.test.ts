import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;

const groupsOf = async (orgId: number) =>
  (
    await t.db
      .selectFrom('bi_groups')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .orderBy('name')
      .execute()
  ).map((group) => group.name);

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
}, 180_000);
afterAll(async () => t.close());

describe('BI configuration: report groups', () => {
  it('creates, renames and deletes a group of the active organization, refusing a taken name', async () => {
    const created = await apiCall(t.app, 'POST', 'bi/groups', ada.token, { name: '  Finance  ' });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json<{ id: number; name: string }>();
    expect(group.name).toBe('Finance');
    const renamed = await apiCall(t.app, 'PUT', `bi/groups/${group.id}`, ada.token, { name: 'Finance KPIs' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id: group.id, name: 'Finance KPIs' });
    const taken = await apiCall(t.app, 'PUT', `bi/groups/${group.id}`, ada.token, {
      name: 'sales performance',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A report group named 'sales performance' exists already.");
    expect((await apiCall(t.app, 'DELETE', `bi/groups/${group.id}`, ada.token)).statusCode).toBe(204);
    expect(await groupsOf(ada.profile.active_organization)).toEqual([
      'People Analytics',
      'Sales Performance',
    ]);
  });

  it('refuses bad names, other organizations’ groups and people without the configuration permission', async () => {
    const org = ada.profile.active_organization;
    const before = await groupsOf(org);
    expect((await apiCall(t.app, 'POST', 'bi/groups', ada.token, { name: ' ' })).statusCode).toBe(422);
    expect((await apiCall(t.app, 'POST', 'bi/groups', ada.token, { name: 'x'.repeat(81) })).statusCode).toBe(
      422,
    );
    expect((await apiCall(t.app, 'POST', 'bi/groups', ada.token, { name: 'A', extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await apiCall(t.app, 'PUT', 'bi/groups/abc', ada.token, { name: 'A' })).statusCode).toBe(400);
    const refused = await apiCall(t.app, 'POST', 'bi/groups', sam.token, { name: 'Sam’s' });
    expect(refused.statusCode).toBe(403);

    const other = (
      await t.db.selectFrom('organizations').select('id').where('code', '=', 'AGT').executeTakeFirstOrThrow()
    ).id;
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bi/groups',
      headers: bearer(ada.token, other),
      payload: { name: 'Elsewhere' },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const foreign = elsewhere.json<{ id: number }>().id;
    expect(
      (await apiCall(t.app, 'PUT', `bi/groups/${foreign}`, ada.token, { name: 'Taken' })).statusCode,
    ).toBe(404);
    expect((await apiCall(t.app, 'DELETE', `bi/groups/${foreign}`, ada.token)).statusCode).toBe(404);
    expect(await groupsOf(other)).toContain('Elsewhere');
    expect(await groupsOf(org)).toEqual(before);
  });
});
