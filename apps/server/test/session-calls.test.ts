import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;
let nora: LoginAnswer;
let admin: LoginAnswer;
let orgIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  admin = await signIn(t.app, 'super.admin@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgIds = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('auth/me and the organization header', () => {
  it('answers the profile of the session', async () => {
    const response = await get('/api/v1/auth/me', bearer(sam.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Sam Sales',
      job_title: 'Sales Executive',
      active_organization: orgIds.AHQ,
      is_admin: false,
      is_super_admin: false,
      super_admin_mode: false,
    });
  });

  it('refuses a call without a token, or with an unknown one, with 401', async () => {
    expect((await get('/api/v1/auth/me', {})).json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
    const unknown = await get('/api/v1/auth/me', bearer('x'.repeat(43)));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('acts in the organization of the header when the user belongs to it', async () => {
    const response = await get(
      '/api/v1/auth/user/isallowed?permissions=module:crm',
      bearer(sam.token, orgIds.AGT),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ 'module:crm': true });
  });

  it('answers 403 for an organization the user does not belong to, and 400 for a malformed header', async () => {
    const foreign = await get('/api/v1/auth/me', bearer(sam.token, orgIds.AIS));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      code: 'NOT_A_MEMBER',
      message: `You are not a member of organization ${orgIds.AIS}.`,
    });
    const unknown = await get('/api/v1/auth/me', bearer(sam.token, 987654));
    expect(unknown.statusCode).toBe(403);
    const malformed = await get('/api/v1/auth/me', { ...bearer(sam.token), 'x-organization-id': 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The X-Organization-Id header must be an organization id.');
  });

  it('honours the super-admin-mode header only for super admins', async () => {
    const header = { 'x-super-admin-mode': '1' };
    expect(
      (await get('/api/v1/auth/me', { ...bearer(admin.token), ...header })).json().super_admin_mode,
    ).toBe(true);
    expect((await get('/api/v1/auth/me', bearer(admin.token))).json().super_admin_mode).toBe(false);
    expect((await get('/api/v1/auth/me', { ...bearer(sam.token), ...header })).json().super_admin_mode).toBe(
      false,
    );
  });
});

describe('organizations', () => {
  it('lists the organizations of the user, sorted by code, with their logos', async () => {
    const response = await get('/api/v1/auth/getOrganizations', bearer(sam.token));
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { code: string; avatar: string }[] }>();
    expect(data.map((org) => org.code)).toEqual(['AGT', 'AHQ']);
    const logo = await get(data[0]?.avatar ?? '', {});
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<svg');
    expect(logo.body).not.toContain('<script');
  });

  it('switches the active organization for the session and remembers it for the next sign-in', async () => {
    const session = await signIn(t.app, 'sam.sales@atrium.local');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/switchToOrganization',
      headers: bearer(session.token),
      payload: { orgid: orgIds.AGT },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().active_organization).toBe(orgIds.AGT);
    expect((await get('/api/v1/auth/me', bearer(session.token))).json().active_organization).toBe(orgIds.AGT);
    const next = await signIn(t.app, 'sam.sales@atrium.local');
    expect(next.profile.active_organization).toBe(orgIds.AGT);
  });

  it('refuses a switch to a foreign organization or a malformed id, and changes nothing', async () => {
    const session = await signIn(t.app, 'nora.none@atrium.local');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/switchToOrganization',
      headers: bearer(session.token),
      payload: { orgid: orgIds.AGT },
    });
    expect(foreign.statusCode).toBe(403);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/switchToOrganization',
      headers: bearer(session.token),
      payload: { orgid: 'abc' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ errors: { orgid: ['orgid must be an organization id.'] } });
    expect((await get('/api/v1/auth/me', bearer(session.token))).json().active_organization).toBe(orgIds.AHQ);
  });
});

describe('permissions', () => {
  const crm = 'module:crm,account:view,admin:users';

  it('isallowed answers a map of each permission to a boolean, per user', async () => {
    expect((await get(`/api/v1/auth/user/isallowed?permissions=${crm}`, bearer(sam.token))).json()).toEqual({
      'module:crm': true,
      'account:view': true,
      'admin:users': false,
    });
    expect((await get(`/api/v1/auth/user/isallowed?permissions=${crm}`, bearer(nora.token))).json()).toEqual({
      'module:crm': false,
      'account:view': false,
      'admin:users': false,
    });
    const all = await get(
      `/api/v1/auth/user/isallowed?permissions=${crm}&permissions=any:thing`,
      bearer(admin.token),
    );
    expect(Object.values(all.json())).toEqual([true, true, true, true]);
  });

  it('isallowed without permissions is a 400 with a message', async () => {
    const response = await get('/api/v1/auth/user/isallowed', bearer(sam.token));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('permissions is required.');
  });

  it('lists effective, direct and grouped permissions', async () => {
    const effective = (await get('/api/v1/auth/user/permissions', bearer(sam.token))).json().data;
    expect(effective).toContain('account:view');
    expect(effective).not.toContain('admin:users');
    const ada = await signIn(t.app, 'ada.lovelace@atrium.local');
    expect((await get('/api/v1/auth/user/directpermissions', bearer(ada.token))).json().data).toEqual([
      'module:reporting',
      'report:create',
      'report:view',
      'reporting-configuration:view',
    ]);
    expect((await get('/api/v1/auth/user/directpermissions', bearer(sam.token))).json().data).toEqual([]);
    const admin = (await get('/api/v1/auth/user/permissionsbygroup?group=admin', bearer(ada.token))).json();
    expect(admin.group).toBe('admin');
    expect(admin.data['admin:users']).toBe(true);
    const samAdmin = (
      await get('/api/v1/auth/user/permissionsbygroup?group=admin', bearer(sam.token))
    ).json();
    expect(samAdmin.data['admin:users']).toBe(false);
  });
});

describe('preferences and logout', () => {
  it('saves the locale and returns it with the profile of later sign-ins', async () => {
    const session = await signIn(t.app, 'hana.hr@atrium.local');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/preferences',
      headers: bearer(session.token),
      payload: { locale: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().locale).toBe('ar');
    expect((await signIn(t.app, 'hana.hr@atrium.local')).profile.locale).toBe('ar');
  });

  it('refuses an unknown locale and keeps the old one', async () => {
    const session = await signIn(t.app, 'nora.none@atrium.local');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/preferences',
      headers: bearer(session.token),
      payload: { locale: 'fr' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('locale must be one of en, ar, hi, ur.');
    expect((await get('/api/v1/auth/me', bearer(session.token))).json().locale).toBe('en');
  });

  it('logout revokes the session: the token answers 401 afterwards', async () => {
    const session = await signIn(t.app, 'nora.none@atrium.local');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(session.token),
    });
    expect(out.statusCode).toBe(200);
    const after = await get('/api/v1/auth/me', bearer(session.token));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('an idle or too old session answers 401', async () => {
    const idle = await signIn(t.app, 'nora.none@atrium.local');
    const old = await signIn(t.app, 'sam.sales@atrium.local');
    const rows = await t.db
      .selectFrom('sessions')
      .select(['id', 'user_id'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const [oldRow, idleRow] = rows;
    if (!oldRow || !idleRow) throw new Error('sessions missing');
    await t.db
      .updateTable('sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', idleRow.id)
      .execute();
    await t.db
      .updateTable('sessions')
      .set({ absolute_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', oldRow.id)
      .execute();
    for (const token of [idle.token, old.token]) {
      const response = await get('/api/v1/auth/me', bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired. Please sign in again.');
    }
  });
});
