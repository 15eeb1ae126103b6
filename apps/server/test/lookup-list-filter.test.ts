import type { ListAnswer, LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A list filtered by a lookup equal to one record, as a chart on that record's form opens it (issue 18):
 * `account_id` = Acme lists Acme's contacts only, with the other filters, within the caller's
 * organization and the records they may read.
 */
let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let org: number;
let acme: number;
let globex: number;
let elsewhere: number;

const accountId = async (name: string) =>
  (await sql<{ id: number }>`select id from obj_account where name = ${name}`.execute(t.db)).rows[0]?.id ?? 0;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const byAccount = (id: unknown, more: object[] = []) =>
  `filter=${q([{ columnName: 'account_id', operation: 'equals', value: id }, ...more])}&pageSize=50`;
const list = (token: string, query: string) => apiCall(t.app, 'GET', `records/contact?${query}`, token);
const names = (answer: { json: <T>() => T }) =>
  answer
    .json<ListAnswer>()
    .data.map((record) => String(record.full_name))
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  org = ada.profile.active_organization;
  const other = await t.db
    .selectFrom('organizations')
    .select('id')
    .where('id', '<>', org)
    .orderBy('id')
    .executeTakeFirstOrThrow();

  await sql`insert into obj_account (org_id, owner_id, name) values
    (${org}, ${ada.profile.id}, 'Acme'), (${org}, ${ada.profile.id}, 'Globex'),
    (${other.id}, ${ada.profile.id}, 'Elsewhere')`.execute(t.db);
  acme = await accountId('Acme');
  globex = await accountId('Globex');
  elsewhere = await accountId('Elsewhere');
  await sql`insert into obj_contact (org_id, owner_id, full_name, account_id) values
    (${org}, ${ada.profile.id}, 'Acme one', ${acme}), (${org}, ${ada.profile.id}, 'Acme two', ${acme}),
    (${org}, ${ada.profile.id}, 'Globex one', ${globex}), (${org}, ${ada.profile.id}, 'Nobody', null),
    (${other.id}, ${ada.profile.id}, 'Elsewhere one', ${elsewhere})`.execute(t.db);
  await sql`insert into obj_contact (org_id, owner_id, full_name, account_id, restricted)
    values (${org}, ${ada.profile.id}, 'Acme secret', ${acme}, true)`.execute(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('a list filtered by a lookup to one record', () => {
  it('answers only the records whose lookup is that record', async () => {
    const answer = await list(ada.token, byAccount(acme));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(names(answer)).toEqual(['Acme one', 'Acme secret', 'Acme two']);
    expect(answer.json<ListAnswer>().total).toBe(3);
    expect(names(await list(ada.token, byAccount(globex)))).toEqual(['Globex one']);
  });

  it('combines with the other filters, as a chart’s category and its record do', async () => {
    const more = [{ columnName: 'full_name', operation: 'contains', value: 'two' }];
    expect(names(await list(ada.token, byAccount(acme, more)))).toEqual(['Acme two']);
  });

  it('keeps to the records the caller may read: a restricted one is not listed for another person', async () => {
    const answer = await list(sam.token, byAccount(acme));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(names(answer)).toEqual(['Acme one', 'Acme two']);
  });

  it('finds nothing with another organization’s record, though its records point at it', async () => {
    const answer = await list(ada.token, byAccount(elsewhere));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<ListAnswer>()).toMatchObject({ data: [], total: 0 });
  });

  it('refuses an id that is not a whole number, naming the filter', async () => {
    for (const value of ['abc', 1.5, true, [acme], { id: acme }, '1e3']) {
      const answer = await list(ada.token, byAccount(value));
      expect(answer.statusCode, `${JSON.stringify(value)}: ${answer.body}`).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain("The filter on 'account_id'");
    }
  });
});
