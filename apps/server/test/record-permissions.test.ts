import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;
let ada: LoginAnswer;
let hana: LoginAnswer;
let nora: LoginAnswer;
let superAdmin: LoginAnswer;
let orgs: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, superAdmin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => t.close());

async function accountOfSam(name: string): Promise<number> {
  const response = await apiCall(t.app, 'POST', 'records/account', sam.token, { name });
  return response.json().id;
}

const grant = (id: number, body: object, token = sam.token) =>
  apiCall(t.app, 'POST', `auth/record_permissions/account/${id}`, token, body);

async function verbsFor(token: string, id: number) {
  const read = await apiCall(t.app, 'GET', `records/account/${id}`, token);
  const listed = await apiCall(
    t.app,
    'GET',
    `records/account?pageSize=200&filter=${encodeURIComponent(JSON.stringify([{ columnName: 'id', value: id }]))}`,
    token,
  );
  const edit = await apiCall(t.app, 'PUT', `records/account/${id}`, token, { industry: 'Edited' });
  return {
    read: read.statusCode,
    listed: listed.json().total,
    permission: read.statusCode === 200 ? read.json().permission : undefined,
    edit: edit.statusCode,
  };
}

describe('the record permission matrix', () => {
  it('leaves a record without grants open to everyone holding the object permissions', async () => {
    const id = await accountOfSam('Open Record');
    expect(await verbsFor(ada.token, id)).toEqual({ read: 200, listed: 1, permission: 7, edit: 200 });
  });

  it.each([
    [1, { read: 200, listed: 1, permission: 1, edit: 403 }],
    [2, { read: 200, listed: 1, permission: 3, edit: 200 }],
    [4, { read: 200, listed: 1, permission: 5, edit: 403 }],
    [7, { read: 200, listed: 1, permission: 7, edit: 200 }],
    [8, { read: 403, listed: 0, permission: undefined, edit: 403 }],
  ])('a grant of level %i to another user gives them exactly that', async (level, expected) => {
    const id = await accountOfSam(`Granted ${level}`);
    expect((await grant(id, { to_user: ada.profile.id, permission: level })).statusCode).toBe(201);
    expect(await verbsFor(ada.token, id)).toEqual(expected);
    // The owner keeps full access whatever the grants say.
    expect((await verbsFor(sam.token, id)).permission).toBe(7);
  });

  it.each([1, 2, 4, 7])('delete needs the delete bit: level %i', async (level) => {
    const id = await accountOfSam(`Delete ${level}`);
    await grant(id, { to_user: ada.profile.id, permission: level });
    const response = await apiCall(t.app, 'DELETE', `records/account/${id}`, ada.token);
    expect(response.statusCode).toBe((level & 4) !== 0 ? 200 : 403);
  });

  it('a deny to one of the person’s roles wins over a full grant to them', async () => {
    const id = await accountOfSam('Deny wins');
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Administrator')
      .where('org_id', '=', orgs.AHQ ?? 0)
      .executeTakeFirstOrThrow();
    await grant(id, { to_user: ada.profile.id, permission: 7 });
    await grant(id, { to_role: role.id, permission: 8 });
    expect((await verbsFor(ada.token, id)).read).toBe(403);
  });

  it('a restricted record is closed to people without a grant, and object permissions still cap grants', async () => {
    const id = await accountOfSam('Restricted');
    await grant(id, { to_user: ada.profile.id, permission: 1 });
    const other = await signIn(t.app, 'super.admin@atrium.local');
    expect((await apiCall(t.app, 'GET', `records/account/${id}`, other.token)).statusCode).toBe(403);
    const superMode = await t.app.inject({
      url: `/api/v1/records/account/${id}`,
      headers: { ...bearer(other.token), 'x-super-admin-mode': '1' },
    });
    expect(superMode.json().permission).toBe(7);
    await grant(id, { to_user: hana.profile.id, permission: 7 });
    expect((await apiCall(t.app, 'GET', `records/account/${id}`, hana.token)).statusCode).toBe(403);
  });
});

describe('managing grants', () => {
  it('lists grants with names, changes and removes them; removing the last reopens the record', async () => {
    const id = await accountOfSam('Managed');
    const created = await grant(id, { to_user: ada.profile.id, permission: 8 });
    const grantId = created.json().id;
    const listed = await apiCall(t.app, 'GET', `auth/record_permissions/account/${id}`, sam.token);
    expect(listed.json().data).toEqual([
      {
        id: grantId,
        to_user: ada.profile.id,
        to_user_display: 'Ada Lovelace',
        to_role: null,
        to_role_display: null,
        permission: 8,
      },
    ]);
    await apiCall(t.app, 'PUT', `auth/record_permissions/account/${id}/${grantId}`, sam.token, {
      to_user: ada.profile.id,
      permission: 1,
    });
    expect((await verbsFor(ada.token, id)).permission).toBe(1);
    await apiCall(t.app, 'DELETE', `auth/record_permissions/account/${id}/${grantId}`, sam.token);
    expect((await verbsFor(ada.token, id)).permission).toBe(7);
  });

  it('refuses bad grants with reasons, and refuses people who do not manage the record', async () => {
    const id = await accountOfSam('Guarded');
    const both = await grant(id, { to_user: ada.profile.id, to_role: 1, permission: 1 });
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toBe('Choose either a user or a role.');
    const level = await grant(id, { to_user: ada.profile.id, permission: 3 });
    expect(level.json().message).toBe(
      'The permission must be 1 (Read), 2 (Edit), 4 (Delete), 7 (Full) or 8 (Deny).',
    );
    const outsider = await signIn(t.app, 'hana.hr@atrium.local');
    const foreignUser = await grant(id, { to_user: 999999, permission: 1 });
    expect(foreignUser.statusCode).toBe(422);
    const byNora = await grant(id, { to_user: outsider.profile.id, permission: 1 }, nora.token);
    expect(byNora.statusCode).toBe(403);
    expect(
      (await apiCall(t.app, 'GET', `auth/record_permissions/account/${id}`, sam.token)).json().data,
    ).toEqual([]);
  });

  it('looks up the users and roles of the organization', async () => {
    const id = await accountOfSam('Lookup');
    const users = await apiCall(t.app, 'GET', `auth/record_permissions/account/${id}/users`, sam.token);
    expect(users.json().data.map((u: { name: string }) => u.name)).toEqual(
      expect.arrayContaining(['Ada Lovelace', 'Sam Sales', 'Nora None']),
    );
    const roles = await apiCall(t.app, 'GET', `auth/record_permissions/account/${id}/roles`, sam.token);
    expect(roles.json().data.map((r: { name: string }) => r.name)).toContain('CRM Staff');
  });
});

describe('ownership and record meta', () => {
  it('transfers ownership to a member; the old owner of a restricted record loses access', async () => {
    const id = await accountOfSam('Handed Over');
    await grant(id, { to_user: hana.profile.id, permission: 1 });
    const refused = await apiCall(t.app, 'POST', `auth/ownership/account/${id}`, sam.token, {
      newOwnerId: 999999,
    });
    expect(refused.statusCode).toBe(422);
    const moved = await apiCall(t.app, 'POST', `auth/ownership/account/${id}`, sam.token, {
      newOwnerId: ada.profile.id,
    });
    expect(moved.statusCode).toBe(200);
    expect((await verbsFor(ada.token, id)).permission).toBe(7);
    expect((await apiCall(t.app, 'GET', `records/account/${id}`, sam.token)).statusCode).toBe(403);
  });

  it('keeps a transfer of ownership in the record’s history, at the version it made', async () => {
    const id = await accountOfSam('Handed On');
    const before = (await apiCall(t.app, 'GET', `records/account/${id}`, sam.token)).json().version;
    const moved = await apiCall(t.app, 'POST', `auth/ownership/account/${id}`, sam.token, {
      newOwnerId: ada.profile.id,
    });
    expect(moved.statusCode).toBe(200);
    const after = await apiCall(t.app, 'GET', `records/account/${id}`, ada.token);
    expect(after.json().version).toBe(before + 1);
    const rows = await t.db
      .selectFrom('record_history')
      .select(['action', 'changes', 'version', 'user_id'])
      .where('object', '=', 'account')
      .where('record_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual(['created', 'owner changed']);
    expect(rows[1]).toEqual({
      action: 'owner changed',
      changes: { owner_id: [sam.profile.id, ada.profile.id] },
      version: before + 1,
      user_id: sam.profile.id,
    });
    // A refused transfer changes nothing and leaves no history.
    const refused = await apiCall(t.app, 'POST', `auth/ownership/account/${id}`, sam.token, {
      newOwnerId: sam.profile.id,
    });
    expect(refused.statusCode).toBe(403);
    const count = await t.db
      .selectFrom('record_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('object', '=', 'account')
      .where('record_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('names the organization holding a record to its members only', async () => {
    const gulf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/records/account',
      headers: bearer(sam.token, orgs.AGT),
      payload: { name: 'Gulf Record' },
    });
    const id = gulf.json().id;
    const meta = await apiCall(t.app, 'GET', `object/record/meta/account/${id}`, sam.token);
    expect(meta.json()).toEqual({ orgid: orgs.AGT, organization_name: 'Atrium Gulf Trading' });
    const hidden = await apiCall(t.app, 'GET', `object/record/meta/account/${id}`, nora.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("You don't have a permission to access this record or organization.");
  });
});
