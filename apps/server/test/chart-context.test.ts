import type { ChartData, LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let org: number;
/** Account ids: Acme (3 contacts), Globex (2), and Ada's restricted Secret (1) that Sam may not read. */
let acme: number;
let globex: number;
let secret: number;
let contactCard: number;
let contactTable: number;
let accountBar: number;

const accountId = async (name: string) =>
  (await sql<{ id: number }>`select id from obj_account where name = ${name}`.execute(t.db)).rows[0]?.id ?? 0;

const chartIn = (token: string, path: string) =>
  apiCall(t.app, 'GET', `analytics/charts/generate-chart/${path}`, token);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  org = ada.profile.active_organization;
  const policy = await t.db
    .selectFrom('policies')
    .select('id')
    .where('name', '=', 'Reporting Viewer')
    .executeTakeFirstOrThrow();
  const samId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sam.sales@atrium.local')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db.insertInto('policy_assignments').values({ user_id: samId, policy_id: policy.id }).execute();
  sam = await signIn(t.app, 'sam.sales@atrium.local');

  await sql`insert into obj_account (org_id, owner_id, name, industry) values
    (${org}, ${ada.profile.id}, 'Acme', 'Energy'), (${org}, ${ada.profile.id}, 'Globex', 'Retail')`.execute(
    t.db,
  );
  await sql`insert into obj_account (org_id, owner_id, name, industry, restricted)
    values (${org}, ${ada.profile.id}, 'Secret', 'Energy', true)`.execute(t.db);
  acme = await accountId('Acme');
  globex = await accountId('Globex');
  secret = await accountId('Secret');
  await sql`insert into obj_contact (org_id, owner_id, full_name, account_id)
    select ${org}, ${ada.profile.id}, 'Acme contact ' || g, ${acme} from generate_series(1, 3) as g`.execute(
    t.db,
  );
  await sql`insert into obj_contact (org_id, owner_id, full_name, account_id)
    select ${org}, ${ada.profile.id}, 'Globex contact ' || g, ${globex} from generate_series(1, 2) as g`.execute(
    t.db,
  );
  await sql`insert into obj_contact (org_id, owner_id, full_name, account_id)
    values (${org}, ${ada.profile.id}, 'Secret contact', ${secret}), (${org}, ${ada.profile.id}, 'Loner', null)`.execute(
    t.db,
  );

  const save = async (body: object) => {
    const answer = await apiCall(t.app, 'POST', 'analytics/reports', ada.token, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ charts: { id: number }[] }>().charts;
  };
  const contacts = await save({
    name: 'Contacts',
    definition: { object: 'contact', measures: [{ kind: 'count' }] },
    shared_with: { users: [sam.profile.id] },
    charts: [
      { name: 'Contacts', type: 'BRAND_CARD' },
      { name: 'Contacts table', type: 'TABLE' },
    ],
  });
  contactCard = contacts[0]?.id ?? 0;
  contactTable = contacts[1]?.id ?? 0;
  const accounts = await save({
    name: 'Accounts by industry',
    definition: { object: 'account', dimensions: [{ attribute: 'industry' }], measures: [{ kind: 'count' }] },
    shared_with: { users: [sam.profile.id] },
    charts: [{ name: 'Accounts', type: 'BAR' }],
  });
  accountBar = accounts[0]?.id ?? 0;
});
afterAll(async () => t?.close());

const countOf = (answer: { json: () => unknown }) => {
  const data = answer.json() as ChartData;
  if (data.kind !== 'series') throw new Error('Not a series chart.');
  return data.data[0]?.values[0];
};

describe("a chart in a record's context", () => {
  it("counts only the records related to that record through the report object's lookup", async () => {
    expect(countOf(await chartIn(ada.token, `${contactCard}`))).toBe(7);
    const onAcme = await chartIn(ada.token, `${contactCard}/account/${acme}`);
    expect(onAcme.statusCode, onAcme.body).toBe(200);
    expect(countOf(onAcme)).toBe(3);
    expect(countOf(await chartIn(sam.token, `${contactCard}/account/${globex}`))).toBe(2);
    expect(countOf(await chartIn(ada.token, `${contactCard}/account/${secret}`))).toBe(1);
    // Tables page in context too.
    const table = await chartIn(ada.token, `${contactTable}/account/${acme}?page=1`);
    expect(table.statusCode, table.body).toBe(200);
    expect(table.json()).toMatchObject({ kind: 'table', rows: [{ data: [{ value: 3 }] }] });
    // A lookup named explicitly is followed.
    expect(countOf(await chartIn(ada.token, `${contactCard}/account/${acme}?lookup=account_id`))).toBe(3);
  });

  it('answers 422 with the reason when the report object has no lookup to that object', async () => {
    const answer = await chartIn(ada.token, `${accountBar}/contact/1`);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().message).toMatch(/no lookup to 'contact'/);
    const wrongLookup = await chartIn(ada.token, `${contactCard}/account/${acme}?lookup=full_name`);
    expect(wrongLookup.statusCode, wrongLookup.body).toBe(422);
    expect(wrongLookup.json().message).toMatch(/'full_name' is not a lookup/);
  });

  it('answers 404 for a record the caller may not read, a missing record or an unknown chart', async () => {
    const restricted = await chartIn(sam.token, `${contactCard}/account/${secret}`);
    expect(restricted.statusCode, restricted.body).toBe(404);
    expect((await chartIn(ada.token, `${contactCard}/account/999999`)).statusCode).toBe(404);
    // An unknown object is one the report object has no lookup to.
    expect((await chartIn(ada.token, `${contactCard}/nosuchobject/1`)).statusCode).toBe(422);
    expect((await chartIn(ada.token, `999999/account/${acme}`)).statusCode).toBe(404);
  });

  it('refuses malformed ids and names and callers without report:view', async () => {
    expect((await chartIn(ada.token, `${contactCard}/account/abc`)).statusCode).toBe(400);
    expect((await chartIn(ada.token, `${contactCard}/Account!/1`)).statusCode).toBe(400);
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    expect((await chartIn(nora.token, `${contactCard}/account/${acme}`)).statusCode).toBe(403);
  });
});
