import type { LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;
let ada: LoginAnswer;
let hana: LoginAnswer;
let nora: LoginAnswer;
let AHQ: number;
let AGT: number;

beforeAll(async () => {
  t = await createTestApp();
  const superAdmin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, superAdmin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  const idOf = (code: string) => rows.find((row) => row.code === code)?.id as number;
  AHQ = idOf('AHQ');
  AGT = idOf('AGT');
  // A loaded machine takes a while to migrate, seed and create the CRM objects.
}, 240_000);
afterAll(async () => t.close());

async function accountOfSam(name: string, orgId: number): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/records/account',
    headers: bearer(sam.token, orgId),
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const transfer = (token: string, orgId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/administration/ownership-transfer',
    headers: bearer(token, orgId),
    payload,
  });

const ownerOf = async (id: number) =>
  (await sql<{ owner_id: number }>`select owner_id from obj_account where id = ${id}`.execute(t.db)).rows[0]
    ?.owner_id;

describe('ownership transfer by an administrator', () => {
  it('moves only the organization’s records of that owner, each kept in history', async () => {
    const first = await accountOfSam('Transfer HQ One', AHQ);
    const second = await accountOfSam('Transfer HQ Two', AHQ);
    const gulf = await accountOfSam('Transfer Gulf', AGT);
    const moved = await transfer(ada.token, AHQ, {
      from_user_id: sam.profile.id,
      to_user_id: nora.profile.id,
      objects: ['account'],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual([{ object: 'account', count: moved.json().total }]);
    expect(moved.json().total).toBeGreaterThanOrEqual(2);
    expect(await ownerOf(first)).toBe(nora.profile.id);
    expect(await ownerOf(second)).toBe(nora.profile.id);
    expect(await ownerOf(gulf)).toBe(sam.profile.id);
    const history = await t.db
      .selectFrom('record_history')
      .select(['action', 'changes', 'user_id', 'org_id'])
      .where('object', '=', 'account')
      .where('record_id', '=', first)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toEqual({
      action: 'owner changed',
      changes: { owner_id: [sam.profile.id, nora.profile.id] },
      user_id: ada.profile.id,
      org_id: AHQ,
    });
    const gulfHistory = await t.db
      .selectFrom('record_history')
      .select('action')
      .where('object', '=', 'account')
      .where('record_id', '=', gulf)
      .execute();
    expect(gulfHistory.map((row) => row.action)).toEqual(['created']);
  });

  it('refuses a non administrator with 403 and changes nothing', async () => {
    const id = await accountOfSam('Transfer Refused', AHQ);
    const refused = await transfer(sam.token, AHQ, {
      from_user_id: sam.profile.id,
      to_user_id: ada.profile.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(await ownerOf(id)).toBe(sam.profile.id);
  });

  it('answers clear 4xx for the same user, an unknown user, a non member and an unknown object', async () => {
    const same = await transfer(ada.token, AHQ, {
      from_user_id: sam.profile.id,
      to_user_id: sam.profile.id,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.to_user_id).toBeDefined();
    const unknown = await transfer(ada.token, AHQ, { from_user_id: sam.profile.id, to_user_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    // Hana belongs to AHQ and AIS, not to Atrium Gulf Trading.
    const outsider = await transfer(ada.token, AGT, {
      from_user_id: sam.profile.id,
      to_user_id: hana.profile.id,
    });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().errors.to_user_id).toEqual(['Not a member of this organization.']);
    const noObject = await transfer(ada.token, AHQ, {
      from_user_id: sam.profile.id,
      to_user_id: nora.profile.id,
      objects: ['no_such_thing'],
    });
    expect(noObject.statusCode).toBe(422);
  });
});

describe('record access administration lists', () => {
  it('finds any object’s records of the organization for an administrator, 403 for others', async () => {
    const id = await accountOfSam('Searchable Zephyr Account', AHQ);
    const objects = await apiCall(t.app, 'GET', 'auth/administration/record-permissions/objects', ada.token);
    expect(objects.statusCode).toBe(200);
    expect(objects.json().data.map((row: { name: string }) => row.name)).toContain('account');
    const found = await apiCall(
      t.app,
      'GET',
      'auth/administration/record-permissions/objects/account/records?search=Zephyr',
      ada.token,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      {
        id,
        label: 'Searchable Zephyr Account',
        owner_id: sam.profile.id,
        owner_name: sam.profile.name,
        restricted: false,
      },
    ]);
    const users = await apiCall(t.app, 'GET', 'auth/administration/record-permissions/users', ada.token);
    expect(users.json().data.map((row: { id: number }) => row.id)).toContain(nora.profile.id);
    for (const url of ['objects', 'users', 'objects/account/records']) {
      const refused = await apiCall(t.app, 'GET', `auth/administration/record-permissions/${url}`, sam.token);
      expect(refused.statusCode).toBe(403);
    }
  });
});
