import type { LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;

const preview = (body: object, token = ada.token) =>
  apiCall(t.app, 'POST', 'analytics/reports/preview', token, body);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const org = ada.profile.active_organization;
  const other = (await t.db.selectFrom('organizations').select('id').execute())
    .map((row) => row.id)
    .find((id) => id !== org);
  // Written as the table owner: 12 Energy accounts (revenue 100 each, founded in January or March 2026)
  // and 6 Retail ones (revenue 50) in Ada's organization; 4 Energy ones elsewhere; 2 restricted Energy
  // accounts whose grants are not hers.
  await sql`insert into obj_account (org_id, owner_id, name, industry, revenue, founded)
    select ${org}, ${ada.profile.id}, 'Energy ' || g, 'Energy', 100, case when g <= 8 then date '2026-01-15' else date '2026-03-02' end
    from generate_series(1, 12) as g`.execute(t.db);
  await sql`insert into obj_account (org_id, owner_id, name, industry, revenue)
    select ${org}, ${ada.profile.id}, 'Retail ' || g, 'Retail', 50 from generate_series(1, 6) as g`.execute(
    t.db,
  );
  await sql`insert into obj_account (org_id, name, industry, revenue)
    select ${other}, 'Elsewhere ' || g, 'Energy', 1000 from generate_series(1, 4) as g`.execute(t.db);
  const hidden = await sql<{
    id: number;
  }>`insert into obj_account (org_id, owner_id, name, industry, revenue, restricted)
    select ${org}, ${sam.profile.id}, 'Private ' || g, 'Energy', 5000, true from generate_series(1, 2) as g
    returning id`.execute(t.db);
  for (const { id } of hidden.rows) {
    await t.db
      .insertInto('record_permissions')
      .values({ org_id: org, object: 'account', record_id: id, to_user_id: sam.profile.id, level: 7 })
      .execute();
  }
  const first = await sql<{ id: number }>`select id from obj_account where name = 'Energy 1'`.execute(t.db);
  await sql`insert into obj_contact (org_id, owner_id, full_name, account_id)
    select ${org}, ${ada.profile.id}, 'Contact ' || g, ${first.rows[0]?.id} from generate_series(1, 3) as g`.execute(
    t.db,
  );
});
afterAll(async () => t.close());

describe('a report preview', () => {
  it('counts and sums per value in one query, over only the records the person may read in their organization', async () => {
    const answer = await preview({
      object: 'account',
      dimensions: [{ attribute: 'industry' }],
      measures: [
        { kind: 'count' },
        { kind: 'sum', attribute: 'revenue' },
        { kind: 'avg', attribute: 'revenue' },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      columns: [
        { key: 'd0', role: 'dimension', attribute: 'industry', kind: 'value' },
        { key: 'm0', role: 'measure', attribute: null, kind: 'number' },
        { key: 'm1', role: 'measure', attribute: 'revenue', kind: 'number' },
        { key: 'm2', role: 'measure', attribute: 'revenue', kind: 'number' },
      ],
      rows: [
        { d0: 'Energy', m0: 12, m1: 1200, m2: 100 },
        { d0: 'Retail', m0: 6, m1: 300, m2: 50 },
      ],
      truncated: false,
    });
  });

  it('groups dates by period, applies filters and sorts by a measure', async () => {
    const answer = await preview({
      object: 'account',
      filters: [{ columnName: 'industry', value: 'Energy' }],
      dimensions: [{ attribute: 'founded', bucket: 'month' }],
      measures: [{ kind: 'count' }],
      sort: [{ column: 'm0', direction: 'desc' }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().rows).toEqual([
      { d0: '2026-01-01', m0: 8 },
      { d0: '2026-03-01', m0: 4 },
    ]);
  });

  it('labels a lookup dimension with its record’s label, and an owner with their name', async () => {
    const byAccount = await preview({
      object: 'contact',
      dimensions: [{ attribute: 'account_id' }],
      measures: [{ kind: 'count' }],
    });
    expect(byAccount.statusCode, byAccount.body).toBe(200);
    expect(byAccount.json().rows).toEqual([{ d0: expect.any(Number), d0_label: 'Energy 1', m0: 3 }]);
    const byOwner = await preview({
      object: 'account',
      dimensions: [{ attribute: 'owner_id' }],
      measures: [{ kind: 'count' }],
    });
    expect(byOwner.json().rows).toEqual([{ d0: ada.profile.id, d0_label: ada.profile.name, m0: 18 }]);
  });

  it('says when more groups exist than its limit', async () => {
    const answer = await preview({
      object: 'account',
      dimensions: [{ attribute: 'name' }],
      measures: [{ kind: 'count' }],
      limit: 5,
    });
    expect(answer.json()).toMatchObject({ truncated: true });
    expect(answer.json().rows).toHaveLength(5);
  });

  it('refuses what cannot run with the reason per path', async () => {
    const unknown = await preview({
      object: 'account',
      dimensions: [{ attribute: 'colour' }],
      measures: [{ kind: 'count' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'dimensions.0.attribute': ["Account has no attribute 'colour'."],
    });
    const sumOfText = await preview({ object: 'account', measures: [{ kind: 'sum', attribute: 'name' }] });
    expect(sumOfText.statusCode).toBe(422);
    expect(sumOfText.json().message).toBe("sum of 'name' does not fit: it needs a number.");
    const badFilter = await preview({
      object: 'account',
      filters: [{ columnName: 'revenue', operation: 'contains', value: 'x' }],
      measures: [{ kind: 'count' }],
    });
    expect(badFilter.statusCode).toBe(400);
    const shapeless = await preview({ object: 'account', measures: [{ kind: 'median' }] });
    expect(shapeless.statusCode).toBe(422);
    expect((await preview({ object: 'no_such_thing', measures: [{ kind: 'count' }] })).statusCode).toBe(404);
  });

  it('is refused to people without report:view', async () => {
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    const answer = await preview({ object: 'account', measures: [{ kind: 'count' }] }, nora.token);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/report:view/);
  });
});
