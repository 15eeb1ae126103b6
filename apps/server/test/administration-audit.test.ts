import type { AuditEntry, LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let superAdmin: LoginAnswer;
let ada: LoginAnswer;
let orgs: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signIn(t.app, 'super.admin@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => t.close());

async function audit(query: string, token = superAdmin.token) {
  return apiCall(t.app, 'GET', `auth/superadmin/audit${query}`, token);
}

describe('administrators’ audit list', () => {
  it('lists sign-ins and the changes made through the administration calls, with both people', async () => {
    const created = await apiCall(t.app, 'POST', 'auth/administration/users', ada.token, {
      email: 'audit.person@example.com',
      name: 'Audit Person',
      memberships: [{ org_id: orgs.AHQ, role_ids: [] }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(
      (await apiCall(t.app, 'POST', `auth/administration/users/${id}/deactivate`, ada.token)).statusCode,
    ).toBe(200);
    const role = await apiCall(
      t.app,
      'POST',
      `auth/administration/organizations/${orgs.AHQ}/roles`,
      ada.token,
      {
        name: 'Audit Role',
        permissions: ['module:crm'],
      },
    );
    expect(role.statusCode).toBe(201);
    const policies = await apiCall(
      t.app,
      'GET',
      'auth/administration/policies/policies-list',
      superAdmin.token,
    );
    const policyId = policies.json().data[0].id as number;
    const assign = { user_id: id, policy_id: policyId };
    await apiCall(t.app, 'POST', 'auth/administration/policies/assign', superAdmin.token, assign);
    await apiCall(t.app, 'POST', 'auth/administration/policies/revoke', superAdmin.token, assign);

    const mine = await audit(`?user_id=${id}`);
    expect(mine.statusCode).toBe(200);
    const entries = mine.json().data as AuditEntry[];
    expect(entries.map((e) => `${e.kind}:${e.action}`)).toEqual([
      'policy:revoked',
      'policy:assigned',
      'user:deactivated',
      'user:created',
    ]);
    expect(entries[3]).toMatchObject({
      actor: { id: ada.profile.id, name: 'Ada Lovelace' },
      user: { id, name: 'Audit Person' },
      summary: 'Created Audit Person <audit.person@example.com>.',
    });

    const roles = (await audit('?kind=role')).json().data as AuditEntry[];
    expect(roles[0]).toMatchObject({ action: 'created', org_id: orgs.AHQ });
    expect(roles[0]?.summary).toContain('Audit Role');

    const signIns = (await audit(`?kind=sign-in&user_id=${ada.profile.id}`)).json();
    expect(signIns.total).toBeGreaterThanOrEqual(1);
    expect(signIns.data[0]).toMatchObject({ kind: 'sign-in', actor: { name: 'Ada Lovelace' } });
  });

  it('lists login-as-user calls with both identities', async () => {
    const sam = await signIn(t.app, 'sam.sales@atrium.local');
    const started = await apiCall(t.app, 'POST', 'auth/superadmin/login-as-user', superAdmin.token, {
      user_id: sam.profile.id,
    });
    expect(started.statusCode).toBe(200);
    await apiCall(t.app, 'GET', 'auth/me', started.json().token);
    const list = (await audit('?kind=login-as')).json();
    expect(list.data[0]).toMatchObject({
      kind: 'login-as',
      action: 'GET',
      actor: { id: superAdmin.profile.id },
      user: { id: sam.profile.id, name: 'Sam Sales' },
      summary: 'GET /api/v1/auth/me (200)',
    });
  });

  it('pages and filters by date; refuses bad filters and anyone but a super admin', async () => {
    const all = (await audit('?pageSize=2')).json();
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const second = (await audit('?pageSize=2&page=2')).json();
    expect(second.data[0].id).not.toBe(all.data[0].id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).json().total).toBe(all.total);
    expect((await audit('?to=2000-01-01')).json()).toEqual({ data: [], total: 0 });
    const bad = await audit('?kind=gossip&from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'kind']);
    expect((await audit('', ada.token)).statusCode).toBe(403);
  });

  it('an organization administrator changes nothing outside their organization, and leaves no line', async () => {
    const before = (await audit('')).json().total as number;
    const foreignRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('org_id', '=', orgs.AIS as number)
      .executeTakeFirstOrThrow();
    const hana = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'hana.hr@atrium.local')
      .executeTakeFirstOrThrow();
    const tries = [
      apiCall(t.app, 'PUT', `auth/administration/roles/${foreignRole.id}`, ada.token, { name: 'Taken over' }),
      apiCall(t.app, 'DELETE', `auth/administration/roles/${foreignRole.id}`, ada.token),
      apiCall(t.app, 'PUT', `auth/administration/users/${hana.id}/memberships/${orgs.AIS}`, ada.token, {
        role_ids: [],
      }),
      apiCall(t.app, 'PUT', `auth/administration/organizations/${orgs.AIS}`, ada.token, { name: 'Mine now' }),
      apiCall(t.app, 'POST', `auth/administration/organizations/${orgs.AIS}/roles`, ada.token, {
        name: 'Intruders',
        permissions: [],
      }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.statusCode).toBe(403);
    expect((await audit('')).json().total).toBe(before);
  });

  it('exports the filtered list as CSV, formulas defused', async () => {
    const created = await apiCall(t.app, 'POST', 'auth/administration/users', superAdmin.token, {
      email: 'formula@example.com',
      name: '=HYPERLINK("http://x","y")',
      memberships: [],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const csv = await audit(`/export?kind=user&user_id=${id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,kind,action,actor_id,actor,user_id,user,org_id,summary');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `"user","created","${superAdmin.profile.id}","Super Admin","${id}","'=HYPERLINK(""http://x"",""y"")"`,
    );
    expect((await audit('/export', ada.token)).statusCode).toBe(403);
  });
});
