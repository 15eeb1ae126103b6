import type { AuditEntry, LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;
let ada: LoginAnswer;
let sam: LoginAnswer;
let orgs: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
}, 240_000);
afterAll(async () => t.close());

/** A call made in organization `org` (its code). */
const inOrg = (token: string, org: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(token, orgs[org]),
    ...(payload ? { payload } : {}),
  });

const entries = async (token: string, org: string, url: string): Promise<AuditEntry[]> => {
  const response = await inOrg(token, org, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('exports and prints in the audit list', { timeout: 120_000 }, () => {
  it('keeps a line for each print and each export, with who and in which organization', async () => {
    const account = (await inOrg(sam.token, 'AHQ', 'records/account', 'POST', { name: 'Printed Co' })).json();
    const printed = await inOrg(sam.token, 'AHQ', `objectPrints/account/${account.id}/print`);
    expect(printed.statusCode).toBe(200);
    const exported = await inOrg(sam.token, 'AGT', 'records/account/export-records', 'POST', {});
    expect(exported.statusCode).toBe(202);
    await t.jobs.drain();

    const prints = await entries(admin.token, 'AHQ', 'auth/superadmin/audit?kind=print');
    expect(prints[0]).toMatchObject({
      kind: 'print',
      action: 'printed',
      actor: { id: sam.profile.id },
      org_id: orgs.AHQ,
      summary: `Account ${account.id} printed.`,
    });
    const exports = await entries(admin.token, 'AHQ', 'auth/superadmin/audit?kind=export');
    expect(exports.map((e) => [e.action, e.org_id, e.actor?.id])).toEqual([
      ['sent', orgs.AGT, sam.profile.id],
      ['requested', orgs.AGT, sam.profile.id],
    ]);
    expect(exports[0]?.summary).toMatch(
      /^\d+ Account records exported and mailed to sam\.sales@atrium\.local\.$/,
    );
  });

  it('keeps no line for a print the person may not make', async () => {
    const before = (await entries(admin.token, 'AHQ', 'auth/superadmin/audit?kind=print')).length;
    const account = (await inOrg(sam.token, 'AGT', 'records/account', 'POST', { name: 'Gulf Print' })).json();
    // Acting in AHQ, Sam does not find AGT's record.
    expect((await inOrg(sam.token, 'AHQ', `objectPrints/account/${account.id}/print`)).statusCode).toBe(404);
    expect((await entries(admin.token, 'AHQ', 'auth/superadmin/audit?kind=print')).length).toBe(before);
  });
});

describe("an organization administrator's audit view", { timeout: 120_000 }, () => {
  it('shows only the lines of the organization the administrator acts in', async () => {
    await inOrg(sam.token, 'AGT', 'records/account/export-records', 'POST', {});
    const ahq = await entries(ada.token, 'AHQ', 'auth/administration/audit?pageSize=200');
    expect(ahq.length).toBeGreaterThan(0);
    expect(new Set(ahq.map((e) => e.org_id))).toEqual(new Set([orgs.AHQ]));
    const agt = await entries(ada.token, 'AGT', 'auth/administration/audit?kind=export&pageSize=200');
    expect(agt.length).toBeGreaterThan(0);
    expect(agt.every((e) => e.org_id === orgs.AGT && e.kind === 'export')).toBe(true);
    // Naming its own organization is allowed and changes nothing.
    const named = await entries(
      ada.token,
      'AHQ',
      `auth/administration/audit?org_id=${orgs.AHQ}&pageSize=200`,
    );
    expect(named.map((e) => e.id)).toEqual(ahq.map((e) => e.id));

    const csv = await inOrg(ada.token, 'AHQ', 'auth/administration/audit/export');
    expect(csv.statusCode).toBe(200);
    const orgColumn = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split('","')[7]);
    expect(new Set(orgColumn)).toEqual(new Set([String(orgs.AHQ)]));
  });

  it("refuses another organization's lines, whichever way they are asked for", async () => {
    const attempts = [
      await inOrg(ada.token, 'AHQ', `auth/administration/audit?org_id=${orgs.AIS}`),
      await inOrg(ada.token, 'AHQ', `auth/administration/audit?org_id=${orgs.AGT}`),
      await inOrg(ada.token, 'AHQ', `auth/administration/audit/export?org_id=${orgs.AIS}`),
      await inOrg(ada.token, 'AIS', 'auth/administration/audit'),
      await inOrg(sam.token, 'AHQ', 'auth/administration/audit'),
      await inOrg(ada.token, 'AHQ', 'auth/superadmin/audit'),
    ];
    for (const attempt of attempts) {
      expect([403, 404]).toContain(attempt.statusCode);
      expect(attempt.body).not.toContain('"summary"');
    }
    expect(attempts[0]?.json().message).toBe(`You do not administer organization ${orgs.AIS}.`);
    const bad = await inOrg(ada.token, 'AHQ', 'auth/administration/audit?org_id=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('shows a super admin every organization, or the one asked for', async () => {
    const agt = await entries(
      admin.token,
      'AHQ',
      `auth/administration/audit?org_id=${orgs.AGT}&pageSize=200`,
    );
    expect(agt.length).toBeGreaterThan(0);
    expect(agt.every((e) => e.org_id === orgs.AGT)).toBe(true);
    const all = await entries(admin.token, 'AHQ', 'auth/superadmin/audit?pageSize=200');
    expect(new Set(all.map((e) => e.org_id)).size).toBeGreaterThan(1);
  });
});
