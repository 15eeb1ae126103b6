import type { CustomObject, LoginAnswer, ObjectAccess } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let superAdmin: LoginAnswer;
let ada: LoginAnswer;
let sam: LoginAnswer;
let ahq: number;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signIn(t.app, 'super.admin@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  await createCrmObjects(t.app, superAdmin.token);
  const created = await call('POST', 'administration/creator/objects', superAdmin.token, {
    name: 'asset_request',
    display_name: 'Asset Request',
    module: 'crm',
    attributes: [{ name: 'item', label: 'Item', type: 'singleLine', options: { required: true } }],
  });
  if (created.statusCode !== 201) throw new Error(created.body);
});
afterAll(async () => t.close());

/** Every call here acts in Atrium Holding (AHQ), where Sam is CRM Staff and Ada an Administrator. */
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(token, ahq),
    ...(payload === undefined ? {} : { payload }),
  });

const customNames = async (token: string) =>
  (await call('GET', 'def/objects/custom', token)).json<{ data: CustomObject[] }>().data.map((o) => o.name);

const roleId = (access: ObjectAccess, name: string) => {
  const role = access.roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
};

describe('objects made in the object creator', () => {
  it('reach staff only once a role of theirs is given the object, and the grant is enforced', async () => {
    expect(await customNames(sam.token)).not.toContain('asset_request');
    const denied = await call('POST', 'records/asset_request', sam.token, { item: 'Laptop' });
    expect(denied.statusCode).toBe(403);

    const before = (
      await call('GET', 'administration/creator/objects/asset_request/access', ada.token)
    ).json<ObjectAccess>();
    expect(before.roles.map((role) => role.name)).toEqual([
      'Administrator',
      'CRM Staff',
      'Employee',
      'HCM Staff',
    ]);
    expect(before.roles.every((role) => role.verbs.length === 0)).toBe(true);

    const saved = await call('PUT', 'administration/creator/objects/asset_request/access', ada.token, {
      roles: [{ id: roleId(before, 'CRM Staff'), verbs: ['view', 'create'] }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ObjectAccess>().roles.find((role) => role.name === 'CRM Staff')?.verbs).toEqual([
      'view',
      'create',
    ]);

    const list = (await call('GET', 'def/objects/custom', sam.token)).json<{ data: CustomObject[] }>().data;
    expect(list).toContainEqual(
      expect.objectContaining({
        name: 'asset_request',
        display_name: 'Asset Request',
        module: 'crm',
        package: null,
      }),
    );
    const record = await call('POST', 'records/asset_request', sam.token, { item: 'Laptop' });
    expect(record.statusCode).toBe(201);
    const id = record.json<{ id: number }>().id;
    const edit = await call('PUT', `records/asset_request/${id}`, sam.token, { item: 'Phone' });
    expect(edit.statusCode).toBe(403);
  });

  it('lists neither registry objects nor embedded ones', async () => {
    const access = (
      await call('GET', 'administration/creator/objects/asset_request/access', ada.token)
    ).json<ObjectAccess>();
    await call('PUT', 'administration/creator/objects/asset_request/access', ada.token, {
      roles: [{ id: roleId(access, 'Administrator'), verbs: ['view'] }],
    });
    const names = await customNames(ada.token);
    expect(names).toContain('asset_request');
    expect(names).not.toContain('account');
    expect(names).not.toContain('note');
  });
});

describe('object access calls', () => {
  it('refuse people who may neither make objects nor manage roles', async () => {
    const response = await call('GET', 'administration/creator/objects/account/access', sam.token);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain('admin:roles');
  });

  it('refuse a role of another organization and change nothing', async () => {
    const access = (
      await call('GET', 'administration/creator/objects/account/access', ada.token)
    ).json<ObjectAccess>();
    const foreign = await t.db
      .selectFrom('roles')
      .select('id')
      .where('org_id', '<>', ahq)
      .executeTakeFirstOrThrow();
    const response = await call('PUT', 'administration/creator/objects/account/access', ada.token, {
      roles: [
        { id: roleId(access, 'CRM Staff'), verbs: [] },
        { id: foreign.id, verbs: ['view'] },
      ],
    });
    expect(response.statusCode).toBe(404);
    const after = (
      await call('GET', 'administration/creator/objects/account/access', ada.token)
    ).json<ObjectAccess>();
    expect(after).toEqual(access);
  });

  it('reject unknown verbs, repeated roles and unknown objects with a clear message', async () => {
    const badVerb = await call('PUT', 'administration/creator/objects/account/access', ada.token, {
      roles: [{ id: 1, verbs: ['approve'] }],
    });
    expect(badVerb.statusCode).toBe(422);
    const twice = await call('PUT', 'administration/creator/objects/account/access', ada.token, {
      roles: [
        { id: 1, verbs: [] },
        { id: 1, verbs: ['view'] },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.body).toContain('A role is listed twice.');
    const unknown = await call('GET', 'administration/creator/objects/nothing_here/access', ada.token);
    expect(unknown.statusCode).toBe(404);
  });
});
