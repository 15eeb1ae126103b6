import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let superAdmin: LoginAnswer;
let ada: LoginAnswer;
let sam: LoginAnswer;
let orgs: Record<string, number>;
let roles: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signIn(t.app, 'super.admin@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  const roleRows = await t.db.selectFrom('roles').select(['id', 'org_id', 'name']).execute();
  roles = Object.fromEntries(roleRows.map((row) => [`${row.org_id}:${row.name}`, row.id]));
});
afterAll(async () => t.close());

const role = (code: string, name: string) => roles[`${orgs[code]}:${name}`] as number;

describe('users administration', () => {
  it('lists with search and paging; an organization administrator sees only members of theirs', async () => {
    const all = await apiCall(t.app, 'GET', 'auth/administration/users?pageSize=2&page=1', superAdmin.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().total).toBeGreaterThanOrEqual(5);
    const search = await apiCall(t.app, 'GET', 'auth/administration/users?search=lovel', superAdmin.token);
    expect(search.json().data.map((u: { email: string }) => u.email)).toEqual(['ada.lovelace@atrium.local']);
    const mine = await apiCall(t.app, 'GET', 'auth/administration/users?pageSize=200', ada.token);
    expect(mine.statusCode).toBe(200);
    for (const user of mine.json().data as { memberships: { org_id: number }[] }[]) {
      // The call acts in AHQ: only memberships there are shown.
      expect(user.memberships.map((m) => m.org_id)).toEqual([orgs.AHQ]);
    }
    const foreignOrg = await apiCall(t.app, 'GET', `auth/administration/users?org_id=${orgs.AIS}`, ada.token);
    expect(foreignOrg.statusCode).toBe(403);
    expect((await apiCall(t.app, 'GET', 'auth/administration/users', sam.token)).statusCode).toBe(403);
    expect((await apiCall(t.app, 'GET', 'auth/administration/users?page=0', ada.token)).statusCode).toBe(400);
  });

  it('creates a user with a membership and sends the invitation through the outbox', async () => {
    const created = await apiCall(t.app, 'POST', 'auth/administration/users', ada.token, {
      email: 'new.person@atrium.local',
      name: 'New Person',
      memberships: [{ org_id: orgs.AHQ, role_ids: [role('AHQ', 'CRM Staff')] }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'new.person@atrium.local',
      active: true,
      memberships: [{ org_id: orgs.AHQ, role_ids: [role('AHQ', 'CRM Staff')] }],
    });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'new.person@atrium.local')
      .executeTakeFirst();
    expect(mail?.subject).toBe('You are invited to Atrium');
    const password = /temporary password: (\S+)/.exec(mail?.message ?? '')?.[1];
    expect(password).toBeTruthy();
    const again = await apiCall(t.app, 'POST', 'auth/administration/users', superAdmin.token, {
      email: 'NEW.person@atrium.local',
      name: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBeDefined();
  });

  it('answers 422 per field for a mistyped body and 403 outside the administered organizations', async () => {
    const bad = await apiCall(t.app, 'POST', 'auth/administration/users', ada.token, {
      email: 'not-an-email',
      name: 7,
      memberships: [{ org_id: '1', role_ids: [] }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['email', 'name']));
    const foreign = await apiCall(t.app, 'POST', 'auth/administration/users', ada.token, {
      email: 'foreign@atrium.local',
      name: 'Foreign',
      memberships: [{ org_id: orgs.AIS, role_ids: [] }],
    });
    expect(foreign.statusCode).toBe(403);
    const wrongRole = await apiCall(t.app, 'POST', 'auth/administration/users', ada.token, {
      email: 'wrong.role@atrium.local',
      name: 'Wrong Role',
      memberships: [{ org_id: orgs.AHQ, role_ids: [role('AGT', 'CRM Staff')] }],
    });
    expect(wrongRole.statusCode).toBe(422);
    expect(wrongRole.json().errors['memberships.0.role_ids']).toBeDefined();
    const superFlag = await apiCall(t.app, 'POST', 'auth/administration/users', ada.token, {
      email: 'wannabe@atrium.local',
      name: 'Wannabe',
      is_super_admin: true,
      memberships: [{ org_id: orgs.AHQ, role_ids: [] }],
    });
    expect(superFlag.statusCode).toBe(403);
    // Someone only in an organization Ada does not administer is out of her reach.
    const outsider = await apiCall(t.app, 'POST', 'auth/administration/users', superAdmin.token, {
      email: 'outsider@atrium.local',
      name: 'Outsider',
      memberships: [{ org_id: orgs.AIS, role_ids: [] }],
    });
    const id = outsider.json().id;
    expect(
      (await apiCall(t.app, 'PUT', `auth/administration/users/${id}`, ada.token, { name: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await apiCall(t.app, 'POST', `auth/administration/users/${id}/deactivate`, ada.token)).statusCode,
    ).toBe(403);
    expect(
      (await apiCall(t.app, 'GET', 'auth/administration/users/999999', superAdmin.token)).statusCode,
    ).toBe(404);
    expect((await apiCall(t.app, 'GET', 'auth/administration/users/1x', superAdmin.token)).statusCode).toBe(
      400,
    );
  });

  it('edits a user and manages memberships with roles', async () => {
    const created = await apiCall(t.app, 'POST', 'auth/administration/users', ada.token, {
      email: 'member@atrium.local',
      name: 'Member',
      memberships: [{ org_id: orgs.AHQ, role_ids: [] }],
    });
    const id = created.json().id;
    const edited = await apiCall(t.app, 'PUT', `auth/administration/users/${id}`, ada.token, {
      name: 'Member Renamed',
      job_title: 'Analyst',
    });
    expect(edited.json()).toMatchObject({ name: 'Member Renamed', job_title: 'Analyst' });
    // Ada administers AGT too, but this call acts in AHQ: another organization is out of its reach.
    const elsewhere = await apiCall(
      t.app,
      'PUT',
      `auth/administration/users/${id}/memberships/${orgs.AGT}`,
      ada.token,
      {
        role_ids: [role('AGT', 'HCM Staff')],
      },
    );
    expect(elsewhere.statusCode).toBe(403);
    const added = await apiCall(
      t.app,
      'PUT',
      `auth/administration/users/${id}/memberships/${orgs.AGT}`,
      superAdmin.token,
      { role_ids: [role('AGT', 'HCM Staff')] },
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().memberships).toContainEqual({
      org_id: orgs.AGT,
      org_code: 'AGT',
      role_ids: [role('AGT', 'HCM Staff')],
      manager_id: null,
    });
    const withRoles = await apiCall(
      t.app,
      'PUT',
      `auth/administration/users/${id}/memberships/${orgs.AHQ}`,
      ada.token,
      {
        role_ids: [role('AHQ', 'CRM Staff')],
      },
    );
    expect(withRoles.json().memberships).toEqual([
      { org_id: orgs.AHQ, org_code: 'AHQ', role_ids: [role('AHQ', 'CRM Staff')], manager_id: null },
    ]);
    expect(
      (await apiCall(t.app, 'DELETE', `auth/administration/users/${id}/memberships/${orgs.AGT}`, ada.token))
        .statusCode,
    ).toBe(403);
    const removed = await apiCall(
      t.app,
      'DELETE',
      `auth/administration/users/${id}/memberships/${orgs.AGT}`,
      superAdmin.token,
    );
    expect(removed.json().memberships.map((m: { org_id: number }) => m.org_id)).toEqual([orgs.AHQ]);
    const again = await apiCall(
      t.app,
      'DELETE',
      `auth/administration/users/${id}/memberships/${orgs.AGT}`,
      superAdmin.token,
    );
    expect(again.statusCode).toBe(404);
  });

  it("deactivation ends the user's live session at once; reactivation lets them sign in again", async () => {
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    expect((await apiCall(t.app, 'GET', 'auth/me', nora.token)).statusCode).toBe(200);
    const deactivated = await apiCall(
      t.app,
      'POST',
      `auth/administration/users/${nora.profile.id}/deactivate`,
      ada.token,
    );
    expect(deactivated.json()).toMatchObject({ active: false });
    expect((await apiCall(t.app, 'GET', 'auth/me', nora.token)).statusCode).toBe(401);
    await expect(signIn(t.app, 'nora.none@atrium.local')).rejects.toThrow(/403/);
    const back = await apiCall(
      t.app,
      'POST',
      `auth/administration/users/${nora.profile.id}/reactivate`,
      ada.token,
    );
    expect(back.json()).toMatchObject({ active: true });
    const fresh = await signIn(t.app, 'nora.none@atrium.local');
    expect((await apiCall(t.app, 'GET', 'auth/me', fresh.token)).statusCode).toBe(200);
  });

  it('refuses to deactivate or demote the last super admin, and organization admins touching super admins', async () => {
    const id = superAdmin.profile.id;
    expect(
      (await apiCall(t.app, 'POST', `auth/administration/users/${id}/deactivate`, ada.token)).statusCode,
    ).toBe(403);
    const demote = await apiCall(t.app, 'PUT', `auth/administration/users/${id}`, superAdmin.token, {
      is_super_admin: false,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/last super admin/);
    const self = await apiCall(t.app, 'POST', `auth/administration/users/${id}/deactivate`, superAdmin.token);
    expect(self.statusCode).toBe(409);
    expect((await apiCall(t.app, 'GET', 'auth/me', superAdmin.token)).statusCode).toBe(200);
  });
});
