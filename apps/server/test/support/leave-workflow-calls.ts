import type { LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { bearer, signIn } from './sign-in';
import { createTestApp, type TestApp } from './test-app';
import { createLeaveObject } from './workflow-fixture';

/** An app with the leave request object (workflow-fixture.ts), its demo people and organizations. */
export interface LeaveWorld {
  t: TestApp;
  admin: LoginAnswer;
  ada: LoginAnswer;
  hana: LoginAnswer;
  sam: LoginAnswer;
  ahq: number;
  agt: number;
}

async function orgId(t: TestApp, code: string): Promise<number> {
  const row = await t.db
    .selectFrom('organizations')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function leaveWorld(): Promise<LeaveWorld> {
  const t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  const ahq = await orgId(t, 'AHQ');
  const agt = await orgId(t, 'AGT');
  await createLeaveObject(t.app, t.db, admin.token);
  return {
    t,
    admin,
    ahq,
    agt,
    ada: await signIn(t.app, 'ada.lovelace@atrium.local'),
    hana: await signIn(t.app, 'hana.hr@atrium.local'),
    sam: await signIn(t.app, 'sam.sales@atrium.local'),
  };
}

export type Method = 'GET' | 'POST' | 'PUT';

/** The workflow HTTP tests' calls and probes on leave requests, acting in AHQ unless told otherwise. */
export function leaveWorkflowCalls(w: LeaveWorld) {
  const { t, ada } = w;
  const callIn = (org: number, method: Method, url: string, who: LoginAnswer, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: bearer(who.token, org),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const call = (method: Method, url: string, who: LoginAnswer, payload?: unknown) =>
    callIn(w.ahq, method, url, who, payload);

  async function userId(email: string): Promise<number> {
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function fileLeave(days: number): Promise<number> {
    const created = await call('POST', 'records/leave_request', ada, {
      reason: 'Holiday',
      days,
      manager: await userId('hana.hr@atrium.local'),
      balance: 20,
      status: 'new',
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }

  const status = async (id: number, who = ada, workflow = 'leaveApproval') =>
    (await call('GET', `workflow/objects/leave_request/${id}/status/${workflow}`, who)).json();
  const timeline = async (id: number, workflow = 'leaveApproval') =>
    (await call('GET', `workflow/objects/leave_request/${id}/timeline/${workflow}`, ada)).json();
  const record = async (id: number) => (await call('GET', `records/leave_request/${id}`, ada)).json();

  /**
   * What a refused call must leave as it was, read past the organization's row security: the instance
   * (status, step, state, updated_at), its approvals, its timeline lines, and its record's stored row.
   */
  async function footprint(instance: number | string) {
    const id = String(instance);
    const row = await t.db
      .selectFrom('workflow_instances')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const approvals = await t.db
      .selectFrom('workflow_approvals')
      .selectAll()
      .where('instance_id', '=', id)
      .orderBy('id')
      .execute();
    const lines = await t.db
      .selectFrom('workflow_timeline')
      .selectAll()
      .where('instance_id', '=', id)
      .orderBy('id')
      .execute();
    const stored = await sql`select * from obj_leave_request where id = ${row.record_id}`.execute(t.db);
    return { row, approvals, lines, record: stored.rows };
  }

  /** Every row of the workflow tables: what a refused call with a hostile id must not change. */
  async function workflowTables() {
    return {
      instances: await t.db.selectFrom('workflow_instances').selectAll().orderBy('id').execute(),
      approvals: await t.db.selectFrom('workflow_approvals').selectAll().orderBy('id').execute(),
      timeline: await t.db.selectFrom('workflow_timeline').selectAll().orderBy('id').execute(),
      definitions: await t.db.selectFrom('workflow_definitions').selectAll().orderBy('id').execute(),
    };
  }

  return { callIn, call, userId, fileLeave, status, timeline, record, footprint, workflowTables };
}
