import type { LoginAnswer, RecordData } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;
let nora: LoginAnswer;
let orgs: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => t.close());

const create = (body: object, token = sam.token) => apiCall(t.app, 'POST', 'records/account', token, body);
const list = (query: string, token = sam.token) => apiCall(t.app, 'GET', `records/account?${query}`, token);
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('create and read', () => {
  it('creates a record, dropping any id sent, and answers it with its permission', async () => {
    const response = await create({
      id: 999,
      name: 'Acme Trading',
      industry: 'Retail',
      employees: 120,
      revenue: '1500000.50',
      active: '1',
      founded: '1998-04-01',
      tags: ['key', 'gulf'],
    });
    expect(response.statusCode).toBe(201);
    const record = response.json<RecordData>();
    expect(record.id).not.toBe(999);
    expect(record).toMatchObject({
      name: 'Acme Trading',
      employees: 120,
      revenue: 1500000.5,
      active: '1',
      founded: '1998-04-01',
      tags: ['key', 'gulf'],
      version: 1,
      permission: 7,
      owner_id: sam.profile.id,
    });
    // Tenancy, record access and change tracking are the server's own, in every kind of answer.
    const read = await apiCall(t.app, 'GET', `records/account/${record.id}`, sam.token);
    expect(read.json()).toEqual(record);
    const listed = (await list('')).json().data.find((row: RecordData) => row.id === record.id);
    for (const answer of [record, listed]) {
      for (const internal of ['org_id', 'restricted', 'change_xid'])
        expect(answer).not.toHaveProperty(internal);
    }
  });

  it('refuses bad values with a message per field and saves nothing', async () => {
    const before = (await list('')).json().total;
    const response = await create({
      industry: 'x',
      employees: -3,
      // Core's validator reads any text as ticked, as the checkbox widget does; a list is no checkbox value.
      active: ['maybe'],
      founded: 'soon',
      colour: 'red',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Name is required.'],
      // disableNegative means a minimum of 0 (spec 001 §5.3): core's message.
      employees: ['Employees must be at least 0.'],
      active: ["Active must be '1' or '0'."],
      founded: ['Founded must be a date.'],
      industry: ['Industry is not one of the options.'],
      colour: ["'colour' is not an attribute of Account."],
    });
    expect((await list('')).json().total).toBe(before);
  });

  it('answers 404 for an unknown object and for a record of another organization', async () => {
    expect((await apiCall(t.app, 'GET', 'records/nothing', sam.token)).statusCode).toBe(404);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/records/account',
      headers: bearer(sam.token, orgs.AGT),
      payload: { name: 'Gulf Only' },
    });
    expect(elsewhere.statusCode).toBe(201);
    const id = elsewhere.json().id;
    const fromAhq = await apiCall(t.app, 'GET', `records/account/${id}`, sam.token);
    expect(fromAhq.statusCode).toBe(404);
    expect(fromAhq.json().message).toBe(`There is no Account with id ${id}.`);
    const update = await apiCall(t.app, 'PUT', `records/account/${id}`, sam.token, { name: 'Taken over' });
    expect(update.statusCode).toBe(404);
    const inGulf = await t.app.inject({
      url: `/api/v1/records/account/${id}`,
      headers: bearer(sam.token, orgs.AGT),
    });
    expect(inGulf.json().name).toBe('Gulf Only');
  });

  it('refuses every verb to a person without the object permissions, writing nothing', async () => {
    expect((await list('', nora.token)).statusCode).toBe(403);
    const refused = await create({ name: 'Nope' }, nora.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You need the 'account:create' permission for this.");
    expect((await list(`filter=${q([{ columnName: 'name', value: 'Nope' }])}`)).json().total).toBe(0);
  });
});

describe('lists', () => {
  beforeAll(async () => {
    const industries = ['Retail', 'Energy', 'Banking'];
    for (let i = 1; i <= 30; i++) {
      await create({
        name: `Company ${String(i).padStart(2, '0')}`,
        industry: industries[i % 3],
        employees: i * 10,
        active: i % 2 === 0 ? '1' : '0',
        founded: `20${String(i % 20).padStart(2, '0')}-01-15`,
        ...(i % 5 === 0 ? { email: `info${i}@example.com` } : {}),
      });
    }
  });

  it('pages with page and pageSize, answering total, per_page, current_page and last_page', async () => {
    const response = await list(
      `page=2&pageSize=7&filter=${q([{ columnName: 'name', operation: 'startsWith', value: 'Company' }])}`,
    );
    expect(response.json()).toMatchObject({
      total: 30,
      total_is_estimate: false,
      per_page: 7,
      current_page: 2,
      last_page: 5,
    });
    expect(response.json().data).toHaveLength(7);
    const defaults = (await list('')).json();
    expect(defaults.per_page).toBe(20);
    expect(defaults.current_page).toBe(1);
  });

  it('filters by equals, contains, ranges, in and empty, and sorts', async () => {
    const names = async (filter: unknown[], sorting?: unknown[]) =>
      (await list(`pageSize=100&filter=${q(filter)}${sorting ? `&sorting=${q(sorting)}` : ''}`))
        .json()
        .data.map((r: { name: string }) => r.name);
    expect(
      await names([
        { columnName: 'industry', value: 'Energy' },
        { columnName: 'employees', operation: 'lessThan', value: 50 },
      ]),
    ).toEqual(['Company 04', 'Company 01']);
    expect(
      await names(
        [{ columnName: 'name', operation: 'contains', value: 'ny 1' }],
        [{ columnName: 'name', direction: 'asc' }],
      ),
    ).toEqual([
      'Company 10',
      'Company 11',
      'Company 12',
      'Company 13',
      'Company 14',
      'Company 15',
      'Company 16',
      'Company 17',
      'Company 18',
      'Company 19',
    ]);
    expect(await names([{ columnName: 'employees', operation: 'between', value: [250, 270] }])).toEqual([
      'Company 27',
      'Company 26',
      'Company 25',
    ]);
    expect(await names([{ columnName: 'employees', operation: 'in', value: [10, 20] }])).toEqual([
      'Company 02',
      'Company 01',
    ]);
    expect(
      await names([
        { columnName: 'email', operation: 'isNotEmpty' },
        { columnName: 'active', value: '1' },
      ]),
    ).toEqual(['Company 30', 'Company 20', 'Company 10']);
    expect(
      await names([{ columnName: 'founded', operation: 'greaterThanOrEqual', value: '2019-01-01' }]),
    ).toEqual(['Company 19']);
    const sorted = await names(
      [{ columnName: 'name', operation: 'startsWith', value: 'Company' }],
      [{ columnName: 'employees', direction: 'desc' }],
    );
    expect(sorted.slice(0, 2)).toEqual(['Company 30', 'Company 29']);
  });

  it('searches the searchable attributes', async () => {
    const response = await list('search=info25@');
    expect(response.json().data.map((r: { name: string }) => r.name)).toEqual(['Company 25']);
  });

  it('keeps SQL in filters, sorting and search inert', async () => {
    const injected = "x'; drop table obj_account; --";
    expect((await list(`filter=${q([{ columnName: 'name', value: injected }])}`)).json().total).toBe(0);
    expect((await list(`search=${encodeURIComponent(injected)}`)).json().total).toBe(0);
    const sortAttack = await list(
      `sorting=${q([{ columnName: 'name; drop table users', direction: 'asc' }])}`,
    );
    expect(sortAttack.statusCode).toBe(400);
    expect((await list('search=%25')).json().total).toBe(0);
    expect((await list('')).json().total).toBeGreaterThan(30);
  });

  it('names the unknown column or wrong value in a 400', async () => {
    const unknown = await list(`filter=${q([{ columnName: 'colour', value: 'red' }])}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "You cannot filter Account by 'colour': it is not one of its attributes.",
    );
    const wrongType = await list(`filter=${q([{ columnName: 'employees', value: 'many' }])}`);
    expect(wrongType.json().message).toBe("The filter on 'employees': Employees must be a whole number.");
    const badOperation = await list(
      `filter=${q([{ columnName: 'active', operation: 'contains', value: '1' }])}`,
    );
    expect(badOperation.json().message).toBe("The filter 'contains' does not apply to 'active'.");
    const notJson = await list('sorting=name');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('sorting must be JSON.');
  });
});

describe('updates', () => {
  it('changes only the fields sent, bumps the version and keeps the rest', async () => {
    const { id } = (await create({ name: 'Update Me', industry: 'Retail', employees: 5 })).json();
    const response = await apiCall(t.app, 'PUT', `records/account/${id}`, sam.token, {
      employees: 6,
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Update Me',
      industry: 'Retail',
      employees: 6,
      version: 2,
    });
  });

  it('a stale version on a field someone else changed answers 409 with the current record', async () => {
    const { id } = (await create({ name: 'Contested', employees: 1 })).json();
    await apiCall(t.app, 'PUT', `records/account/${id}`, sam.token, { employees: 2, version: 1 });
    const stale = await apiCall(t.app, 'PUT', `records/account/${id}`, sam.token, {
      employees: 3,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed employees/);
    expect(stale.json().record).toMatchObject({ id, employees: 2, version: 2 });
    const other = await apiCall(t.app, 'PUT', `records/account/${id}`, sam.token, {
      industry: 'Energy',
      version: 1,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ employees: 2, industry: 'Energy', version: 3 });
  });

  it('deletes, after which the record is gone', async () => {
    const { id } = (await create({ name: 'Short Lived' })).json();
    expect((await apiCall(t.app, 'DELETE', `records/account/${id}`, sam.token)).statusCode).toBe(200);
    expect((await apiCall(t.app, 'GET', `records/account/${id}`, sam.token)).statusCode).toBe(404);
  });
});

describe('lookups', () => {
  it('answers the label of a lookup as {name}_display, and refuses another organization’s record', async () => {
    const account = (await create({ name: 'Parent Co' })).json();
    const contact = await apiCall(t.app, 'POST', 'records/contact', sam.token, {
      full_name: 'Dana',
      account_id: account.id,
    });
    expect(contact.statusCode).toBe(201);
    expect(contact.json()).toMatchObject({ account_id: account.id, account_id_display: 'Parent Co' });
    const gulf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/records/account',
      headers: bearer(sam.token, orgs.AGT),
      payload: { name: 'Gulf Parent' },
    });
    const crossing = await apiCall(t.app, 'POST', 'records/contact', sam.token, {
      full_name: 'Eve',
      account_id: gulf.json().id,
    });
    expect(crossing.statusCode).toBe(422);
    expect(crossing.json().errors.account_id).toEqual([`There is no Account with id ${gulf.json().id}.`]);
  });
});

describe('relationship lists', () => {
  it('lists a parent’s children through the relationship, with paging and filters', async () => {
    const parent = (await create({ name: 'Family Co' })).json();
    for (const fullName of ['Ann', 'Bob', 'Cy']) {
      await apiCall(t.app, 'POST', 'records/contact', sam.token, {
        full_name: fullName,
        account_id: parent.id,
      });
    }
    await apiCall(t.app, 'POST', 'records/contact', sam.token, { full_name: 'Stranger' });
    const children = await apiCall(t.app, 'GET', `r/crm/account/${parent.id}/contacts?pageSize=2`, sam.token);
    expect(children.statusCode).toBe(200);
    expect(children.json()).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    const filtered = await apiCall(
      t.app,
      'GET',
      `r/crm/account/${parent.id}/contacts?filter=${q([{ columnName: 'full_name', value: 'Bob' }])}`,
      sam.token,
    );
    expect(filtered.json().data.map((c: { full_name: string }) => c.full_name)).toEqual(['Bob']);
    const definition = await apiCall(t.app, 'GET', 'def/objects/bynames?names=account', sam.token);
    expect(definition.json().data[0].relationships.contacts.api_endpoint).toBe(
      'r/crm/account/{parentId}/contacts',
    );
  });

  it('answers 404 for an unknown relationship, a wrong module or a parent of another organization', async () => {
    const parent = (await create({ name: 'Lonely Co' })).json();
    const unknown = await apiCall(t.app, 'GET', `r/crm/account/${parent.id}/friends`, sam.token);
    expect(unknown.json().message).toBe("Account has no relationship named 'friends'.");
    expect((await apiCall(t.app, 'GET', `r/hcm/account/${parent.id}/contacts`, sam.token)).statusCode).toBe(
      404,
    );
    const gulf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/records/account',
      headers: bearer(sam.token, orgs.AGT),
      payload: { name: 'Gulf Family' },
    });
    expect(
      (await apiCall(t.app, 'GET', `r/crm/account/${gulf.json().id}/contacts`, sam.token)).statusCode,
    ).toBe(404);
  });
});

describe('statistics', () => {
  it('counts visible records per value of a choice field, and in all', async () => {
    const bar = await apiCall(t.app, 'GET', 'statistics/bar/account?groupBy=industry', sam.token);
    expect(bar.statusCode).toBe(200);
    const energy = bar.json().data.find((row: { label: string }) => row.label === 'Energy');
    const listed = await list(`filter=${q([{ columnName: 'industry', value: 'Energy' }])}`);
    expect(energy.value).toBe(listed.json().total);
    const card = await apiCall(t.app, 'GET', 'statistics/brand-card/account', sam.token);
    expect(card.json()).toEqual({ title: 'Account', totalCount: (await list('')).json().total });
    const wrong = await apiCall(t.app, 'GET', 'statistics/bar/account?groupBy=tags', sam.token);
    expect(wrong.statusCode).toBe(400);
  });
});

describe('lookup labels', () => {
  it('follow the parent object’s label expression, and its changes', async () => {
    const admin = await signIn(t.app, 'super.admin@atrium.local');
    const parent = (await create({ name: 'Label Co', industry: 'Retail' })).json();
    const child = (
      await apiCall(t.app, 'POST', 'records/contact', sam.token, { full_name: 'Lee', account_id: parent.id })
    ).json();
    expect(child.account_id_display).toBe('Label Co');
    const changed = await apiCall(t.app, 'PUT', 'administration/creator/objects/account', admin.token, {
      label_expression: '{name} ({industry}) {unknown}',
    });
    expect(changed.statusCode).toBe(200);
    const reread = await apiCall(t.app, 'GET', `records/contact/${child.id}`, sam.token);
    expect(reread.json().account_id_display).toBe('Label Co (Retail) {unknown}');
    const refused = await apiCall(t.app, 'PUT', 'administration/creator/objects/account', admin.token, {
      label_attribute: 'nothing',
    });
    expect(refused.statusCode).toBe(422);
    await apiCall(t.app, 'PUT', 'administration/creator/objects/account', admin.token, {
      label_expression: null,
    });
  });
});
