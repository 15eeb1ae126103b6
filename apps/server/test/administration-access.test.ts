import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let superAdmin: LoginAnswer;
let ada: LoginAnswer;
let sam: LoginAnswer;
let orgs: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signIn(t.app, 'super.admin@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => t.close());

describe('organizations administration', () => {
  it('lists the administered organizations; only a super admin creates one', async () => {
    const mine = await apiCall(t.app, 'GET', 'auth/administration/organizations', ada.token);
    // Ada administers AHQ and AGT; a call acts in one of them (AHQ, her active one).
    expect(mine.json().data.map((o: { code: string }) => o.code)).toEqual(['AHQ']);
    const inAgt = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/administration/organizations',
      headers: bearer(ada.token, orgs.AGT),
    });
    expect(inAgt.json().data.map((o: { code: string }) => o.code)).toEqual(['AGT']);
    const all = await apiCall(t.app, 'GET', 'auth/administration/organizations', superAdmin.token);
    expect(all.json().data).toHaveLength(3);
    const body = { code: 'NEW', name: 'New Org', color: '#00aa00' };
    expect(
      (await apiCall(t.app, 'POST', 'auth/administration/organizations', ada.token, body)).statusCode,
    ).toBe(403);
    const created = await apiCall(t.app, 'POST', 'auth/administration/organizations', superAdmin.token, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'NEW', name: 'New Org', color: '#00aa00', members: 0 });
    const logo = await t.app.inject({ method: 'GET', url: created.json().avatar });
    expect(logo.body).toContain('#00aa00');
    const twice = await apiCall(t.app, 'POST', 'auth/administration/organizations', superAdmin.token, body);
    expect(twice.statusCode).toBe(409);
    const bad = await apiCall(t.app, 'POST', 'auth/administration/organizations', superAdmin.token, {
      code: 'x',
      name: '',
      color: 'green',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'color', 'name']);
  });

  it('edits an administered organization, never another', async () => {
    const edited = await apiCall(t.app, 'PUT', `auth/administration/organizations/${orgs.AHQ}`, ada.token, {
      name: 'Atrium HQ',
      color: '#123456',
    });
    expect(edited.json()).toMatchObject({ name: 'Atrium HQ', color: '#123456', code: 'AHQ' });
    const otherActing = await apiCall(
      t.app,
      'PUT',
      `auth/administration/organizations/${orgs.AGT}`,
      ada.token,
      {
        name: 'Not from here',
      },
    );
    expect(otherActing.statusCode).toBe(403);
    const foreign = await apiCall(t.app, 'PUT', `auth/administration/organizations/${orgs.AIS}`, ada.token, {
      name: 'Mine now',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await apiCall(t.app, 'GET', 'auth/administration/organizations', sam.token)).statusCode).toBe(
      403,
    );
  });
});

describe('roles administration', () => {
  it('creates, edits and deletes a role with declared permissions only', async () => {
    const catalogue = await apiCall(t.app, 'GET', 'auth/administration/permissions', ada.token);
    const groups = catalogue.json().data as { module: string; permissions: string[] }[];
    expect(groups.find((g) => g.module === 'crm')?.permissions).toContain('account:view');
    expect(groups.flatMap((g) => g.permissions)).not.toContain('superadmin:manage-users');
    const url = `auth/administration/organizations/${orgs.AHQ}/roles`;
    const unknown = await apiCall(t.app, 'POST', url, ada.token, {
      name: 'Auditors',
      permissions: ['account:view', 'account:fly'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.permissions).toEqual([
      "'account:fly' is not a permission any module declares.",
    ]);
    const elevated = await apiCall(t.app, 'POST', url, ada.token, {
      name: 'Auditors',
      permissions: ['superadmin:manage-users'],
    });
    expect(elevated.statusCode).toBe(422);
    const created = await apiCall(t.app, 'POST', url, ada.token, {
      name: 'Auditors',
      description: 'Read accounts',
      permissions: ['account:view', 'module:crm'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Auditors', permissions: ['account:view', 'module:crm'] });
    const id = created.json().id;
    expect((await apiCall(t.app, 'POST', url, ada.token, { name: 'auditors' })).statusCode).toBe(409);
    const edited = await apiCall(t.app, 'PUT', `auth/administration/roles/${id}`, ada.token, {
      permissions: ['contact:view'],
    });
    expect(edited.json().permissions).toEqual(['contact:view']);
    const listed = await apiCall(t.app, 'GET', url, ada.token);
    expect(listed.json().data.map((r: { name: string }) => r.name)).toContain('Auditors');
    expect(
      (await apiCall(t.app, 'GET', `auth/administration/organizations/${orgs.AIS}/roles`, ada.token))
        .statusCode,
    ).toBe(403);
    expect((await apiCall(t.app, 'DELETE', `auth/administration/roles/${id}`, ada.token)).statusCode).toBe(
      200,
    );
    expect((await apiCall(t.app, 'DELETE', `auth/administration/roles/${id}`, ada.token)).statusCode).toBe(
      404,
    );
  });

  it('keeps a super-admin-only power out of every role, even one a super admin writes', async () => {
    const catalogue = await apiCall(t.app, 'GET', 'auth/administration/permissions', superAdmin.token);
    const offered = (catalogue.json().data as { permissions: string[] }[]).flatMap((g) => g.permissions);
    expect(offered).toContain('superadmin:manage-users');
    expect(offered).not.toContain('superadmin:manage-encryption');
    const url = `auth/administration/organizations/${orgs.AHQ}/roles`;
    const refused = await apiCall(t.app, 'POST', url, superAdmin.token, {
      name: 'Key keepers',
      permissions: ['superadmin:manage-encryption'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.permissions).toEqual([
      "'superadmin:manage-encryption' belongs to super admins only: no role can hold it.",
    ]);
    expect(await t.db.selectFrom('roles').select('id').where('name', '=', 'Key keepers').execute()).toEqual(
      [],
    );
    // A grant written around the call (an old row, a hand-made import) gives its holder nothing.
    const role = await t.db
      .insertInto('roles')
      .values({ org_id: orgs.AHQ as number, name: 'Old key keepers' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_permissions')
      .values({ role_id: role.id, permission: 'superadmin:manage-encryption' })
      .execute();
    await t.db.insertInto('user_roles').values({ user_id: sam.profile.id, role_id: role.id }).execute();
    const asked = await apiCall(
      t.app,
      'GET',
      'auth/user/isallowed?permissions=superadmin:manage-encryption',
      sam.token,
    );
    expect(asked.json()).toEqual({ 'superadmin:manage-encryption': false });
    const keys = await apiCall(t.app, 'GET', 'auth/superadmin/encryption', sam.token);
    expect(keys.statusCode).toBe(403);
    await t.db.deleteFrom('roles').where('id', '=', role.id).execute();
  });

  it('a permission given through a role reaches the member on their next call', async () => {
    const url = `auth/administration/organizations/${orgs.AHQ}/roles`;
    const created = await apiCall(t.app, 'POST', url, ada.token, {
      name: 'Reporters',
      permissions: ['reporting-configuration:view'],
    });
    const before = await apiCall(
      t.app,
      'GET',
      'auth/user/isallowed?permissions=reporting-configuration:view',
      sam.token,
    );
    expect(before.json()).toEqual({ 'reporting-configuration:view': false });
    const samRoles = await t.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select('r.id')
      .where('ur.user_id', '=', sam.profile.id)
      .where('r.org_id', '=', orgs.AHQ as number)
      .execute();
    const put = await apiCall(
      t.app,
      'PUT',
      `auth/administration/users/${sam.profile.id}/memberships/${orgs.AHQ}`,
      ada.token,
      { role_ids: [...samRoles.map((r) => r.id), created.json().id] },
    );
    expect(put.statusCode).toBe(200);
    const after = await apiCall(
      t.app,
      'GET',
      'auth/user/isallowed?permissions=reporting-configuration:view',
      sam.token,
    );
    expect(after.json()).toEqual({ 'reporting-configuration:view': true });
  });
});

describe('policies administration', () => {
  it('lists, assigns, filters and revokes with clear errors; only for super admins', async () => {
    const list = await apiCall(t.app, 'GET', 'auth/administration/policies/policies-list', superAdmin.token);
    const policy = list.json().data.find((p: { name: string }) => p.name === 'Reporting Viewer');
    expect(policy).toMatchObject({ description: expect.any(String) });
    expect(
      (await apiCall(t.app, 'GET', 'auth/administration/policies/policies-list', ada.token)).statusCode,
    ).toBe(403);
    const body = { user_id: sam.profile.id, policy_id: policy.id };
    expect(
      (await apiCall(t.app, 'POST', 'auth/administration/policies/assign', superAdmin.token, body))
        .statusCode,
    ).toBe(200);
    const twice = await apiCall(t.app, 'POST', 'auth/administration/policies/assign', superAdmin.token, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Sam Sales already holds the policy Reporting Viewer.');
    const filter = encodeURIComponent(
      JSON.stringify([
        { columnName: 'policy_id', value: policy.id },
        { columnName: 'user_id_display', value: 'sam' },
      ]),
    );
    const filtered = await apiCall(
      t.app,
      'GET',
      `auth/administration/policies?filter=${filter}`,
      superAdmin.token,
    );
    expect(filtered.json().data.map((a: { user: { name: string } }) => a.user.name)).toEqual(['Sam Sales']);
    const badFilter = encodeURIComponent(JSON.stringify([{ columnName: 'password', value: 'x' }]));
    expect(
      (await apiCall(t.app, 'GET', `auth/administration/policies?filter=${badFilter}`, superAdmin.token))
        .statusCode,
    ).toBe(400);
    const users = await apiCall(
      t.app,
      'GET',
      'auth/administration/policies/users?search=hana',
      superAdmin.token,
    );
    expect(users.json().data.map((u: { email: string }) => u.email)).toEqual(['hana.hr@atrium.local']);
    expect(
      (await apiCall(t.app, 'POST', 'auth/administration/policies/revoke', superAdmin.token, body))
        .statusCode,
    ).toBe(200);
    const gone = await apiCall(t.app, 'POST', 'auth/administration/policies/revoke', superAdmin.token, body);
    expect(gone.statusCode).toBe(404);
    const missing = await apiCall(t.app, 'POST', 'auth/administration/policies/assign', superAdmin.token, {
      user_id: 999999,
      policy_id: policy.id,
    });
    expect(missing.statusCode).toBe(404);
    const typed = await apiCall(t.app, 'POST', 'auth/administration/policies/assign', superAdmin.token, {
      user_id: '7',
      policy_id: 1.5,
    });
    expect(typed.statusCode).toBe(422);
    expect(Object.keys(typed.json().errors).sort()).toEqual(['policy_id', 'user_id']);
  });
});

describe('login as user', () => {
  it('starts a session as another user carrying both identities, audited, ending with the super admin’s own', async () => {
    const own = await signIn(t.app, 'super.admin@atrium.local');
    const started = await apiCall(t.app, 'POST', 'auth/superadmin/login-as-user', own.token, {
      user_id: sam.profile.id,
    });
    expect(started.statusCode).toBe(200);
    const as = started.json() as LoginAnswer;
    expect(as.profile).toMatchObject({
      id: sam.profile.id,
      is_super_admin: false,
      impersonated_by: { id: own.profile.id, name: 'Super Admin' },
    });
    const me = await apiCall(t.app, 'GET', 'auth/me', as.token);
    expect(me.json().impersonated_by).toEqual({ id: own.profile.id, name: 'Super Admin' });
    await apiCall(t.app, 'GET', 'auth/getOrganizations', as.token);
    const audit = await apiCall(t.app, 'GET', 'auth/superadmin/login-as-user/audit', own.token);
    const paths = audit.json().data.map((row: { path: string }) => row.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/superadmin/login-as-user',
        '/api/v1/auth/me',
        '/api/v1/auth/getOrganizations',
      ]),
    );
    expect(audit.json().data[0]).toMatchObject({
      super_admin: { id: own.profile.id },
      user: { id: sam.profile.id },
      status_code: 200,
    });
    // Signing out of the super admin's own session ends the one started from it.
    expect((await apiCall(t.app, 'POST', 'auth/logout', own.token)).statusCode).toBe(200);
    expect((await apiCall(t.app, 'GET', 'auth/me', as.token)).statusCode).toBe(401);
  });

  it('returns to the own account, and refuses super admins, non super admins and bad ids', async () => {
    const own = await signIn(t.app, 'super.admin@atrium.local');
    const as = (
      await apiCall(t.app, 'POST', 'auth/superadmin/login-as-user', own.token, { user_id: sam.profile.id })
    ).json() as LoginAnswer;
    expect((await apiCall(t.app, 'POST', 'auth/superadmin/login-as-user/end', as.token)).statusCode).toBe(
      200,
    );
    expect((await apiCall(t.app, 'GET', 'auth/me', as.token)).statusCode).toBe(401);
    expect((await apiCall(t.app, 'GET', 'auth/me', own.token)).statusCode).toBe(200);
    const other = await apiCall(t.app, 'POST', 'auth/administration/users', own.token, {
      email: 'second.super@atrium.local',
      name: 'Second Super',
      is_super_admin: true,
      memberships: [{ org_id: orgs.AHQ, role_ids: [] }],
    });
    const refused = await apiCall(t.app, 'POST', 'auth/superadmin/login-as-user', own.token, {
      user_id: other.json().id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot sign in as another super admin.');
    expect(
      (await apiCall(t.app, 'POST', 'auth/superadmin/login-as-user', ada.token, { user_id: sam.profile.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await apiCall(t.app, 'POST', 'auth/superadmin/login-as-user', own.token, { user_id: 999999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await apiCall(t.app, 'POST', 'auth/superadmin/login-as-user', own.token, { user_id: 'sam' }))
        .statusCode,
    ).toBe(422);
  });
});
