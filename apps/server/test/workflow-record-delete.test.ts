import { type LoginAnswer, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowTimerJob } from '../src/features/workflow/workflow-jobs';
import { seedHcm } from '../src/seed/hcm/seed-hcm';
import { seedServiceDesk } from '../src/seed/servicedesk/seed-servicedesk';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
let ahq: number;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, who: LoginAnswer, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, ahq),
    ...(payload ? { payload } : {}),
  });
const ok = async (method: Method, url: string, who: LoginAnswer, payload?: object) => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.statusCode === 204 ? undefined : response.json();
};

type Row = { recordId: number; recordLabel: string | null; approval?: number | null; id?: number };
const approvalsOfAda = async (): Promise<Row[]> =>
  (await ok('GET', 'workflow/assignments?scope=approvals', ada)).data;
const pendingOfAda = async (): Promise<Row[]> => (await ok('GET', 'workflow/approvals/pending', ada)).data;

let week = 0;

/**
 * Hana files a one-day leave request with a unique reason and submits it: it waits on Ada's approval.
 * Each is a Tuesday of its own next year's week (from June, clear of the demo's requests and holidays).
 */
async function submittedLeave(reason: string): Promise<{ id: number; instance: number }> {
  week += 1;
  const year = new Date().getUTCFullYear() + 1;
  const first = Date.UTC(year, 5, 1);
  const tuesday = first + (((9 - new Date(first).getUTCDay()) % 7) + week * 7) * 86_400_000;
  const day = new Date(tuesday).toISOString().slice(0, 10);
  const annual = await sql<{ id: number }>`
    select id from ${sql.table(objectTableName('hcm_leave_type'))} where name = 'Annual' and org_id = ${ahq}`.execute(
    t.db,
  );
  const created = await ok('POST', 'records/hcm_leave', hana, {
    reason,
    leave_type_id: annual.rows[0]?.id,
    start_date: day,
    end_date: day,
  });
  const status = await ok('GET', `workflow/objects/hcm_leave/${created.id}/status/leaveRequest`, hana);
  await ok('POST', `workflow/instances/${status.instance}/trigger/submit`, hana);
  return { id: created.id, instance: status.instance };
}

beforeAll(async () => {
  t = await createTestApp();
  // The leave request is the HCM package's; the ticket is the service desk's.
  await seedHcm(t.db);
  await seedServiceDesk(t.db);
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  // The demo grants no one hcmLeave:delete: HCM staff (Hana) may delete leave requests here.
  const roles = await t.db.selectFrom('roles').select('id').where('name', '=', 'HCM Staff').execute();
  await t.db
    .insertInto('role_permissions')
    .values(roles.map((role) => ({ role_id: role.id, permission: 'hcmLeave:delete' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  // The HCM package is installed first: on a busy machine that takes well over the default minute.
}, 300_000);
afterAll(async () => t.close());

describe('the inbox rows', () => {
  it("carry the record's label, and list only records the caller may read", async () => {
    const reason = `Inbox label ${Date.now()}`;
    const leave = await submittedLeave(reason);
    for (const rows of [await approvalsOfAda(), await pendingOfAda()])
      expect(rows.find((row) => row.recordId === leave.id)?.recordLabel).toBe(reason);
    // Hana restricts her request with no grant to Ada: Ada can no longer read it, nor see it listed.
    const table = objectTableName('hcm_leave');
    await sql`update ${sql.table(table)} set restricted = true where id = ${leave.id}`.execute(t.db);
    expect((await call('GET', `records/hcm_leave/${leave.id}`, ada)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await approvalsOfAda()).map((row) => row.recordId)).not.toContain(leave.id);
    expect((await pendingOfAda()).map((row) => row.recordId)).not.toContain(leave.id);
    const tasks = (await ok('GET', 'workflow/assignments?scope=mine', hana)).data as Row[];
    for (const row of tasks) expect(row.recordLabel).not.toBeUndefined();
    await sql`update ${sql.table(table)} set restricted = false where id = ${leave.id}`.execute(t.db);
    expect((await approvalsOfAda()).map((row) => row.recordId)).toContain(leave.id);
  });
});

describe('deleting a record under a running workflow', () => {
  it('cancels its instances in the same write: approvals leave the inbox, a late approval is 409', async () => {
    const leave = await submittedLeave(`Deleted leave ${Date.now()}`);
    const approval = (await approvalsOfAda()).find((row) => row.recordId === leave.id)?.approval;
    expect(approval).toEqual(expect.any(Number));

    await ok('DELETE', `records/hcm_leave/${leave.id}`, hana);

    expect((await approvalsOfAda()).map((row) => row.recordId)).not.toContain(leave.id);
    expect((await pendingOfAda()).map((row) => row.recordId)).not.toContain(leave.id);
    for (const scope of ['mine', 'team'])
      expect(
        ((await ok('GET', `workflow/assignments?scope=${scope}`, ada)).data as Row[]).map(
          (row) => row.recordId,
        ),
      ).not.toContain(leave.id);
    const late = await call('POST', `workflow/approvals/${approval}/approve`, ada, { comment: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/cancelled.*Leave request was deleted by Hana/);

    const instance = await t.db
      .selectFrom('workflow_instances')
      .select(['status', 'step'])
      .where('id', '=', String(leave.instance))
      .executeTakeFirstOrThrow();
    expect(instance.status).toBe('CANCELLED');
    const approvals = await t.db
      .selectFrom('workflow_approvals')
      .select('status')
      .where('instance_id', '=', String(leave.instance))
      .execute();
    expect(approvals.map((row) => row.status)).toEqual(['cancelled']);
    const timeline = await t.db
      .selectFrom('workflow_timeline')
      .select(['kind', 'message', 'actor_id'])
      .where('instance_id', '=', String(leave.instance))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(timeline).toMatchObject({ kind: 'cancelled', actor_id: hana.profile.id });
    expect(timeline.message).toMatch(/deleted/);

    // A timer set for the step it stood on finds it no longer waiting and does nothing.
    const timer = workflowTimerJob({ db: t.db, realtime: t.realtime });
    const context = { id: 'test', attempt: 1, reportProgress: async () => {} };
    expect(
      await timer({ orgId: ahq, instanceId: String(leave.instance), step: instance.step }, context),
    ).toEqual({
      ran: false,
    });
  });

  it('cancels nothing when the delete itself is refused', async () => {
    const leave = await submittedLeave(`Kept leave ${Date.now()}`);
    // Ada may read the request but not delete leave requests.
    expect((await call('DELETE', `records/hcm_leave/${leave.id}`, ada)).statusCode).toBe(403);
    const row = await t.db
      .selectFrom('workflow_instances')
      .select('status')
      .where('id', '=', String(leave.instance))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('WAITING');
    expect((await approvalsOfAda()).map((row) => row.recordId)).toContain(leave.id);
  });
});
