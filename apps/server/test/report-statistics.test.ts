import type { LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  const ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const org = ada.profile.active_organization as number;
  // 3 Energy and 2 Retail accounts open to the organization, 2 Energy ones restricted to Ada.
  await sql`insert into obj_account (org_id, owner_id, name, industry, restricted)
    select ${org}, ${ada.profile.id}, 'Account ' || g, case when g <= 3 then 'Energy' else 'Retail' end, false
    from generate_series(1, 5) as g`.execute(t.db);
  await sql`insert into obj_account (org_id, owner_id, name, industry, restricted)
    select ${org}, ${ada.profile.id}, 'Private ' || g, 'Energy', true from generate_series(1, 2) as g`.execute(
    t.db,
  );
}, 900_000);
afterAll(async () => t?.close());

describe('statistics calls of the chart widgets (spec 001 §7.3)', () => {
  it('count per choice value and in all, over only the records the person may read', async () => {
    const bar = await apiCall(t.app, 'GET', 'statistics/bar/account?groupBy=industry', sam.token);
    expect(bar.statusCode, bar.body).toBe(200);
    expect(bar.json()).toEqual({
      groupBy: 'industry',
      data: [
        { label: 'Energy', value: 3 },
        { label: 'Retail', value: 2 },
      ],
    });
    // Without groupBy, the object's first choice field.
    expect((await apiCall(t.app, 'GET', 'statistics/bar/account', sam.token)).json().groupBy).toBe(
      'industry',
    );
    const card = await apiCall(t.app, 'GET', 'statistics/brand-card/account', sam.token);
    expect(card.json()).toEqual({ title: 'Account', totalCount: 5 });
  });

  it('refuses what cannot be counted, unknown objects and people without the view permission', async () => {
    const bad = await apiCall(t.app, 'GET', 'statistics/bar/account?groupBy=nothing', sam.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/cannot be counted by 'nothing'/);
    expect((await apiCall(t.app, 'GET', 'statistics/bar/no_such', sam.token)).statusCode).toBe(404);
    expect((await apiCall(t.app, 'GET', 'statistics/bar/Bad-Name', sam.token)).statusCode).toBe(400);
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    expect((await apiCall(t.app, 'GET', 'statistics/brand-card/account', nora.token)).statusCode).toBe(403);
  });
});
