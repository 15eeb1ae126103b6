import type { LoginAnswer, RecordData } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 13.4: numbers were parsed with Number(), so `%201`, `0x10`, `+1`, `1e1` or `0b1` named real
// records, `true` became user 1, `"7"` a permission level, and a loose `version` overwrote newer work.
let t: TestApp;
let sam: LoginAnswer;
let ada: LoginAnswer;
let first: RecordData;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  // Enough records that every loose spelling below (1, 2, 10, 16) would name one.
  for (let index = 1; index <= 16; index++) {
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, { name: `Account ${index}` });
    if (index === 1) first = created.json<RecordData>();
  }
});
afterAll(async () => t.close());

/** Spellings `Number()` reads as a positive integer that are not the decimal digits of one. */
const LOOSE_IDS = ['%201', '1%20', '+1', '0x1', '0x10', '1e1', '0b1', '0o1', '01', '1.0', '1.', '%091'];

async function exists(id: number): Promise<boolean> {
  return (await apiCall(t.app, 'GET', `records/account/${id}`, sam.token)).statusCode === 200;
}

describe('ids in the address are decimal digits only', () => {
  it('the record ids used below are real', async () => {
    expect(first.id).toBe(1);
    for (const id of [1, 2, 10, 16]) expect(await exists(id)).toBe(true);
  });

  it.each(LOOSE_IDS)('DELETE records/account/%s deletes nothing and says why', async (id) => {
    const response = await apiCall(t.app, 'DELETE', `records/account/${id}`, sam.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The record id must be a whole number such as 12.');
    for (const real of [1, 2, 10, 16]) expect(await exists(real)).toBe(true);
  });

  it.each([
    ['GET', 'records/account/{id}'],
    ['PUT', 'records/account/{id}'],
    ['GET', 'records/account/{id}/versions'],
    ['POST', 'records/account/{id}/duplicate'],
    ['GET', 'objectPrints/account/{id}/print'],
    ['GET', 'folio/statistics/latest-activity/account/call/{id}'],
    ['GET', 'object/record/meta/account/{id}'],
    ['GET', 'r/crm/account/{id}/contacts'],
    ['GET', 'auth/record_permissions/account/{id}'],
    ['DELETE', 'auth/record_permissions/account/1/{id}'],
    ['POST', 'auth/ownership/account/{id}'],
    ['GET', 'uploads/account/{id}'],
    ['DELETE', 'uploads/{id}'],
    ['GET', 'administration/objects/account/attributes/{id}'],
    ['GET', 'administration/forms/{id}/design'],
    ['GET', 'organizations/{id}/logo'],
  ] as const)('%s %s refuses every loose spelling of an id', async (method, template) => {
    for (const id of ['0x1', '%201', '1e0', '+1']) {
      const payload = method === 'PUT' || method === 'POST' ? { name: 'Renamed', newOwnerId: 1 } : undefined;
      const response = await apiCall(t.app, method, template.replace('{id}', id), ada.token, payload);
      expect([400, 404], `${method} ${template} with ${id}`).toContain(response.statusCode);
    }
    expect((await apiCall(t.app, 'GET', 'records/account/1', sam.token)).json().name).toBe('Account 1');
  });

  it('an id past the column’s range is a 400, not a database error', async () => {
    for (const url of ['organizations/99999999999/logo', 'administration/forms/3000000000/design']) {
      expect((await apiCall(t.app, 'GET', url, ada.token)).statusCode).toBe(400);
    }
    expect((await apiCall(t.app, 'GET', 'records/account/99999999999999999', sam.token)).statusCode).toBe(
      400,
    );
  });
});

describe('numbers in the query string and headers are decimal digits only', () => {
  it.each(['page=0x2', 'page=1e1', 'page=%201', 'page=', 'pageSize=0b1', 'pageSize=1.0', 'pageSize=+5'])(
    'records?%s is a 400',
    async (query) => {
      const response = await apiCall(t.app, 'GET', `records/account?${query}`, sam.token);
      expect(response.statusCode).toBe(400);
    },
  );

  it('a filter on id takes a whole number or its digits, nothing Number() would turn into one', async () => {
    const filter = (value: unknown) =>
      apiCall(
        t.app,
        'GET',
        `records/account?filter=${encodeURIComponent(JSON.stringify([{ columnName: 'id', value }]))}`,
        sam.token,
      );
    expect((await filter(16)).json().total).toBe(1);
    expect((await filter('16')).json().total).toBe(1);
    for (const loose of ['0x10', ' 16', '1.6e1', true, [], null, '']) {
      const response = await filter(loose);
      expect(response.statusCode, JSON.stringify(loose)).toBe(400);
      expect(response.json().message).toBe("The filter on 'id' needs a whole number.");
    }
  });

  it('the organization header is an organization id written in digits', async () => {
    for (const header of ['0x1', ' 1', '1e0', '+1', '1.0']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { ...bearer(sam.token), 'x-organization-id': header },
      });
      expect(response.statusCode, header).toBe(400);
    }
  });

  it('map coordinates are decimal numbers: 0x10, 1e1 or an empty value are refused', async () => {
    for (const query of ['lat=0x10&lng=0', 'lat=1e1&lng=0', 'lat=&lng=', 'lat=Infinity&lng=0']) {
      expect((await apiCall(t.app, 'GET', `maps/reverse?${query}`, sam.token)).statusCode, query).toBe(400);
    }
  });
});

describe('bodies are typed strictly', () => {
  it('newOwnerId must be a number: true does not make user 1 the owner', async () => {
    for (const newOwnerId of [true, '1', [1], 1.5, 0]) {
      const response = await apiCall(t.app, 'POST', 'auth/ownership/account/2', sam.token, { newOwnerId });
      expect(response.statusCode, JSON.stringify(newOwnerId)).toBe(422);
      expect(response.json().errors).toHaveProperty('newOwnerId');
    }
    const record = (await apiCall(t.app, 'GET', 'records/account/2', sam.token)).json();
    expect(record.owner_id).toBe(sam.profile.id);
  });

  it('a grant’s permission is one of the JSON numbers 1, 2, 4, 7, 8: "7" or [1] stores nothing', async () => {
    for (const permission of ['7', [1], true, 7.0001]) {
      const response = await apiCall(t.app, 'POST', 'auth/record_permissions/account/3', sam.token, {
        to_user: ada.profile.id,
        permission,
      });
      expect(response.statusCode, JSON.stringify(permission)).toBe(422);
    }
    for (const to_user of [String(ada.profile.id), true]) {
      const response = await apiCall(t.app, 'POST', 'auth/record_permissions/account/3', sam.token, {
        to_user,
        permission: 7,
      });
      expect(response.statusCode).toBe(422);
    }
    expect(
      await t.db.selectFrom('record_permissions').select('id').where('record_id', '=', 3).execute(),
    ).toEqual([]);
  });

  it('reorder ids are JSON numbers', async () => {
    const response = await apiCall(t.app, 'POST', 'reorderById/crm/account', sam.token, {
      ids: ['1', '0x2'],
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('the version of an update', () => {
  async function fresh(name: string): Promise<RecordData> {
    return (await apiCall(t.app, 'POST', 'records/account', sam.token, { name })).json<RecordData>();
  }
  const put = (id: number, body: object) => apiCall(t.app, 'PUT', `records/account/${id}`, sam.token, body);

  it.each([
    ['1.5', 1.5],
    ['a string', '1'],
    ['null', null],
    ['zero', 0],
    ['negative', -1],
    ['true', true],
    ['a list', [1]],
    ['past the column', 2 ** 40],
  ])('a malformed version (%s) is a 422 and changes nothing', async (_what, version) => {
    const record = await fresh('Versioned');
    const response = await put(record.id, { employees: 5, version });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('version');
    expect((await apiCall(t.app, 'GET', `records/account/${record.id}`, sam.token)).json()).toMatchObject({
      employees: null,
      version: 1,
    });
  });

  it('a version from the future is a 409 with the current record', async () => {
    const record = await fresh('Future');
    await put(record.id, { employees: 2, version: 1 });
    const response = await put(record.id, { employees: 3, version: 9 });
    expect(response.statusCode).toBe(409);
    expect(response.json().record).toMatchObject({ employees: 2, version: 2 });
  });

  it('a stale version on a field changed since is a 409; on an untouched field it merges', async () => {
    const record = await fresh('Stale');
    await put(record.id, { employees: 2, version: 1 });
    expect((await put(record.id, { employees: 3, version: 1 })).statusCode).toBe(409);
    const merged = await put(record.id, { industry: 'Energy', version: 1 });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ employees: 2, industry: 'Energy', version: 3 });
  });

  it('an omitted version is a blind write of the fields sent, as docs/api/records.md says', async () => {
    const record = await fresh('Blind');
    await put(record.id, { employees: 2, version: 1 });
    const response = await put(record.id, { employees: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employees: 4, version: 3 });
  });
});
