import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHcm } from '../src/seed/hcm/seed-hcm';
import { seedServiceDesk } from '../src/seed/servicedesk/seed-servicedesk';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
let sam: LoginAnswer;
let nora: LoginAnswer;
let ahq: number;

const call = (url: string, who: LoginAnswer) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(who.token, ahq) });
const ok = async (url: string, who: LoginAnswer) => {
  const response = await call(url, who);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  // The leave request is the HCM package's; the ticket is the service desk's.
  await seedHcm(t.db);
  await seedServiceDesk(t.db);
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  // The HCM package is installed first: on a busy machine that takes well over the default minute.
}, 300_000);

type Row = { kind: string; assignee: { id: number } };
afterAll(async () => t.close());

describe('GET workflow/assignments', () => {
  it('lists the approvals assigned to me, with approve in place', async () => {
    const { data } = await ok('workflow/assignments?scope=approvals', ada);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      kind: 'APPROVAL',
      object: 'hcm_leave',
      label: 'Manager approval',
      assignee: { name: expect.any(String) },
      workflow: { name: 'leaveRequest', label: 'Leave request' },
    });
    expect(data[0].approval).toEqual(expect.any(Number));
    const pending = await ok('workflow/approvals/pending', ada);
    expect(pending.data.map((row: { id: number }) => row.id)).toEqual([data[0].approval]);
  });

  it('lists the buttons waiting on workflows I started as tasks, and both under mine', async () => {
    const tasks = (await ok('workflow/assignments?scope=tasks', hana)).data;
    expect(tasks).toEqual([
      expect.objectContaining({
        kind: 'MANUAL_TRIGGER',
        approval: null,
        nodeId: 'submit',
        label: 'Submit',
        trigger: 'submit',
      }),
    ]);
    expect((await ok('workflow/assignments?scope=approvals', hana)).data).toEqual([]);
    expect((await ok('workflow/assignments', hana)).data).toEqual(tasks);
    const adaMine = (await ok('workflow/assignments?scope=mine', ada)).data;
    expect(adaMine.map((row: { kind: string }) => row.kind)).toEqual(['APPROVAL']);
  });

  it("lists my team's assignments: what waits on the people whose manager I am", async () => {
    // The demo has Hana, Sam and Nora report to Ada in AHQ: what waits on them is her team's.
    const team = (await ok('workflow/assignments?scope=team', ada)).data as Row[];
    const reports = new Set([hana.profile.id, sam.profile.id, nora.profile.id]);
    expect(team.length).toBeGreaterThan(0);
    for (const row of team) expect(reports.has(row.assignee.id), JSON.stringify(row)).toBe(true);
    expect(team).toContainEqual(
      expect.objectContaining({
        kind: 'MANUAL_TRIGGER',
        nodeId: 'submit',
        assignee: expect.objectContaining({ id: hana.profile.id }),
      }),
    );
    const ofHana = team.filter((row) => row.assignee.id === hana.profile.id).length;
    // Ada's own approval is hers, not her team's; Hana leads no one.
    expect((await ok('workflow/assignments?scope=team', hana)).data).toEqual([]);

    const admin = await signIn(t.app, 'super.admin@atrium.local');
    const roles = await t.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select('r.id')
      .where('ur.user_id', '=', hana.profile.id)
      .where('r.org_id', '=', ahq)
      .execute();
    const membership = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/auth/administration/users/${hana.profile.id}/memberships/${ahq}`,
        headers: bearer(admin.token, ahq),
        payload: { role_ids: roles.map((role) => role.id), ...payload },
      });
    // Bad input changes nothing: herself, someone outside the organization, malformed ids.
    const outsider = await t.db
      .insertInto('users')
      .values({
        email: 'outsider@example.com',
        name: 'Outside',
        locale: 'en',
        password_hash: 'x',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refusals: [object, number][] = [
      [{ manager_id: hana.profile.id }, 422],
      [{ manager_id: 'ada' }, 422],
      [{ manager_id: 0 }, 422],
      [{ manager_id: outsider.id }, 422],
    ];
    for (const [payload, code] of refusals) {
      const refused = await membership(payload);
      expect(refused.statusCode, refused.body).toBe(code);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    expect((await ok('workflow/assignments?scope=team', ada)).data).toHaveLength(team.length);

    // Hana no longer reports to Ada: her task leaves Ada's team list, and the answer says so.
    const cleared = await membership({ manager_id: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().memberships).toContainEqual(
      expect.objectContaining({ org_id: ahq, manager_id: null }),
    );
    const without = (await ok('workflow/assignments?scope=team', ada)).data as Row[];
    expect(without).toHaveLength(team.length - ofHana);
    expect(without.map((row) => row.assignee.id)).not.toContain(hana.profile.id);
    const back = await membership({ manager_id: ada.profile.id });
    expect(back.json().memberships).toContainEqual(
      expect.objectContaining({ org_id: ahq, manager_id: ada.profile.id }),
    );
    expect((await ok('workflow/assignments?scope=team', ada)).data).toHaveLength(team.length);
  });

  it('refuses an unknown scope with 400', async () => {
    expect((await call('workflow/assignments?scope=everyone', ada)).statusCode).toBe(400);
  });

  it("reads a workflow's status and timeline by its definition id, as the widgets' option gives it", async () => {
    const definition = await t.db
      .selectFrom('workflow_definitions')
      .select('id')
      .where('name', '=', 'leaveRequest')
      .executeTakeFirstOrThrow();
    const [row] = (await ok('workflow/assignments?scope=approvals', ada)).data;
    const status = await ok(`workflow/objects/hcm_leave/${row.recordId}/status/${definition.id}`, ada);
    expect(status).toMatchObject({ summary: 'Pending your approval', workflow: { name: 'leaveRequest' } });
    const timeline = await ok(`workflow/objects/hcm_leave/${row.recordId}/timeline/${definition.id}`, ada);
    expect(timeline.entries.length).toBeGreaterThan(0);
    expect((await call(`workflow/objects/hcm_leave/${row.recordId}/status/999999`, ada)).statusCode).toBe(
      404,
    );
  });

  it("sets the seeded widgets' workflowId to the published definition", async () => {
    const rows = await t.db
      .selectFrom('attributes as a')
      .innerJoin('objects as o', 'o.id', 'a.object_id')
      .select(['o.name as object', 'a.type', 'a.options'])
      .where('a.type', 'like', 'workflow%')
      .orderBy('a.id')
      .execute();
    // Leave, HR request, Noujoum, appraisal, talent request, value points and ticket: three widgets
    // each, named by workflow in their packages.
    expect(rows).toHaveLength(21);
    for (const row of rows) expect(row.options.workflowId).toEqual(expect.any(Number));
  });
});
