import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorkflowDemo } from '../src/seed/workflows/seed-workflows';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
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
  await seedWorkflowDemo(t.db);
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
});
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
      expect.objectContaining({ kind: 'MANUAL_TRIGGER', approval: null, nodeId: 'submit', label: 'Submit' }),
    ]);
    expect((await ok('workflow/assignments?scope=approvals', hana)).data).toEqual([]);
    expect((await ok('workflow/assignments', hana)).data).toEqual(tasks);
    const adaMine = (await ok('workflow/assignments?scope=mine', ada)).data;
    expect(adaMine.map((row: { kind: string }) => row.kind)).toEqual(['APPROVAL']);
  });

  it("lists my team's approvals: those of people who share a role with me", async () => {
    const team = (await ok('workflow/assignments?scope=team', ada)).data;
    expect(team.map((row: { assignee: { id: number } }) => row.assignee.id)).toContain(ada.profile.id);
    // hana holds no role with ada in AHQ unless the seed says so: whatever she sees is her team's.
    const hanaTeam = (await ok('workflow/assignments?scope=team', hana)).data;
    for (const row of hanaTeam) expect(row.kind).toBe('APPROVAL');
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
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.options.workflowId).toEqual(expect.any(Number));
  });
});
