import type { LoginAnswer, Rule, WorkflowDefinition } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareObjectStep } from '../src/features/records/write-pipeline/object-steps';
import { WORKFLOW_TIMER_JOB } from '../src/features/workflow/workflow-engine';
import { workflowTimerJob } from '../src/features/workflow/workflow-jobs';
import { createJobQueue } from '../src/platform/jobs/job-queue';
import { createCrmObjects } from './support/crm-fixture';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';
import { createLeaveObject, leaveCooldown } from './support/workflow-fixture';

let t: TestApp;
let admin: LoginAnswer;
let ada: LoginAnswer;
let sam: LoginAnswer;
let ahq: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: LoginAnswer, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, ahq),
    ...(payload ? { payload } : {}),
  });

async function publish(definition: WorkflowDefinition): Promise<void> {
  const created = await call('POST', 'workflow/definitions', admin, definition);
  if (created.statusCode !== 201) throw new Error(created.body);
  const published = await call('POST', `workflow/definitions/${definition.name}/publish`, admin);
  if (published.statusCode !== 200) throw new Error(published.body);
}

const daysAbove = (limit: number) => ({
  title: `More than ${limit} days`,
  evalPattern: 'ALL_AND',
  conditions: [
    {
      id: 1,
      operandLeft: {
        type: 'ATTRIBUTE' as const,
        data: { object: 'leave_request', key: 'record', attributeName: 'days', attributeType: 'numberField' },
      },
      operator: 'greaterThan' as const,
      operandRight: { type: 'CONSTANTS' as const, data: { dataType: 'NUMBER' as const, input: limit } },
    },
  ],
});

async function fileLeave(days: number): Promise<number> {
  const created = await call('POST', 'records/leave_request', ada, { reason: 'Trip', days, balance: 20 });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

const status = async (object: string, id: number, workflow: string) =>
  (await call('GET', `workflow/objects/${object}/${id}/status/${workflow}`, ada)).json();
const timeline = async (object: string, id: number, workflow: string) =>
  (await call('GET', `workflow/objects/${object}/${id}/timeline/${workflow}`, ada)).json();

/** Founded is read-only on government accounts (the form's rules). */
const READ_ONLY_FOUNDED: Rule[] = [
  {
    id: 1,
    title: 'Government accounts keep their founding date',
    condition: {
      title: 'Government',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: {
            type: 'ATTRIBUTE',
            data: {
              object: 'account',
              key: 'record',
              attributeName: 'industry',
              attributeType: 'singleSelect',
            },
          },
          operator: 'is',
          operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'Government' } },
        },
      ],
    },
    groups: [],
    actions: [{ id: 1, name: 'READONLY_FIELD', data: { resource: ['founded'] } }],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  await createCrmObjects(t.app, admin.token);
  await createLeaveObject(t.app, t.db, admin.token);
  const forms = await call('GET', 'administration/objects/account/forms', admin);
  const formId = forms.json().data[0].id;
  const saved = await call('PUT', `administration/objects/account/forms/${formId}/rules`, admin, {
    rules: READ_ONLY_FOUNDED,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
});
afterAll(async () => t.close());

describe('a step goes through the record pipeline', () => {
  it('sets fields in the create that started it, and fails visibly when the rules forbid the change', async () => {
    await publish({
      name: 'accountStamp',
      label: 'Stamp',
      object: 'account',
      start: { on: 'create' },
      startNode: 'stamp',
      nodes: [
        {
          id: 'stamp',
          label: 'Stamp',
          kind: 'SET_FIELDS',
          values: { founded: { kind: 'value', value: '1999-09-09' } },
        },
        { id: 'end', label: 'End', kind: 'END' },
      ],
      transitions: [{ id: 'a', from: 'stamp', to: 'end', on: 'done' }],
    });
    const plain = await call('POST', 'records/account', sam, {
      name: 'Corner Shop',
      industry: 'Retail',
      founded: '2001-01-01',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    // The answer of the create already carries what the step set, in the same transaction.
    expect(plain.json().founded).toBe('1999-09-09');

    const government = await call('POST', 'records/account', sam, {
      name: 'Public Works',
      industry: 'Government',
      founded: '2001-01-01',
    });
    expect(government.statusCode, government.body).toBe(201);
    const { id } = government.json();
    expect((await call('GET', `records/account/${id}`, sam)).json().founded).toBe('2001-01-01');
    const state = await status('account', id, 'accountStamp');
    // The line says why, in words the timeline shows as they are.
    expect(state).toMatchObject({
      status: 'FAILED',
      error: 'The step could not set its fields: Founded is read-only.',
    });
    const { entries, errors } = await timeline('account', id, 'accountStamp');
    expect(errors).toHaveLength(1);
    expect(entries.at(-1)).toMatchObject({
      kind: 'failed',
      nodeId: 'stamp',
      message: state.error,
      detail: { values: { founded: '1999-09-09' }, errors: { founded: ['Founded is read-only.'] } },
    });
    expect(errors).toEqual([state.error]);
  });

  it('fails visibly when a trigger leads to a step the rules refuse, and the record keeps its values', async () => {
    await publish({
      name: 'accountRestamp',
      label: 'Restamp',
      object: 'account',
      start: { on: 'manual' },
      startNode: 'go',
      nodes: [
        { id: 'go', label: 'Go', kind: 'MANUAL_TRIGGER', name: 'go' },
        {
          id: 'stamp',
          label: 'Stamp',
          kind: 'SET_FIELDS',
          values: {
            founded: { kind: 'value', value: '1999-09-09' },
            name: { kind: 'value', value: 'Renamed' },
          },
        },
        { id: 'end', label: 'End', kind: 'END' },
      ],
      transitions: [
        { id: 'a', from: 'go', to: 'stamp', on: 'done' },
        { id: 'b', from: 'stamp', to: 'end', on: 'done' },
      ],
    });
    const created = await call('POST', 'records/account', sam, {
      name: 'Harbour Board',
      industry: 'Government',
      founded: '2001-01-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const started = await call('POST', `workflow/objects/account/${id}/start/accountRestamp`, sam);
    expect(started.statusCode, started.body).toBe(201);
    const before = (await call('GET', `records/account/${id}`, sam)).json();
    const moved = await call('POST', `workflow/instances/${started.json().instance}/trigger/go`, sam);
    expect(moved.statusCode, moved.body).toBe(200);
    // Neither field is written: the step's update is one write, refused as a whole.
    const after = (await call('GET', `records/account/${id}`, sam)).json();
    expect(after).toEqual(before);
    expect(after).toMatchObject({ name: 'Harbour Board', founded: '2001-01-01' });
    const state = await status('account', id, 'accountRestamp');
    expect(state).toMatchObject({
      status: 'FAILED',
      error: 'The step could not set its fields: Founded is read-only.',
    });
    const { entries, errors } = await timeline('account', id, 'accountRestamp');
    expect(errors).toEqual([state.error]);
    expect(entries.map((entry: { kind: string }) => entry.kind)).not.toContain('fieldsSet');
    expect(entries.at(-1)).toMatchObject({
      kind: 'failed',
      nodeId: 'stamp',
      message: state.error,
      detail: { errors: { founded: ['Founded is read-only.'] } },
    });
  });
});

describe('record writes move instances', () => {
  it('starts a workflow when its update condition comes to hold, and e-mails through the outbox', async () => {
    await publish({
      name: 'longLeave',
      label: 'Long leave',
      object: 'leave_request',
      start: { on: 'update', condition: daysAbove(10) },
      startNode: 'tell',
      nodes: [
        {
          id: 'tell',
          label: 'Tell',
          kind: 'NOTIFY',
          recipients: [{ kind: 'starter' }],
          subject: 'A long leave',
          message: 'Plan ahead.',
          email: true,
        },
        { id: 'ack', label: 'Acknowledge', kind: 'MANUAL_TRIGGER', name: 'ack' },
        { id: 'end', label: 'End', kind: 'END' },
      ],
      transitions: [
        { id: 'a', from: 'tell', to: 'ack', on: 'done' },
        { id: 'b', from: 'ack', to: 'end', on: 'done' },
      ],
    });
    const id = await fileLeave(2);
    expect((await status('leave_request', id, 'longLeave')).status).toBe('NOT_STARTED');
    expect((await call('PUT', `records/leave_request/${id}`, ada, { days: 12 })).statusCode).toBe(200);
    expect(await status('leave_request', id, 'longLeave')).toMatchObject({
      status: 'WAITING',
      summary: 'Pending: Acknowledge',
    });
    expect((await call('PUT', `records/leave_request/${id}`, ada, { days: 14 })).statusCode).toBe(200);
    const instances = await t.db
      .selectFrom('workflow_instances')
      .select('id')
      .where('workflow', '=', 'longLeave')
      .execute();
    expect(instances).toHaveLength(1);
    expect(await t.jobs.drain()).toBeGreaterThanOrEqual(1);
    const mail = await t.db.selectFrom('mail_outbox').select(['to_address', 'subject']).execute();
    expect(mail).toContainEqual({ to_address: 'ada.lovelace@atrium.local', subject: 'A long leave' });
  });

  it('waits when no transition holds and goes on with the record write that makes one hold', async () => {
    await publish({
      name: 'leaveGate',
      label: 'Gate',
      object: 'leave_request',
      start: { on: 'manual' },
      startNode: 'go',
      nodes: [
        { id: 'go', label: 'Go', kind: 'MANUAL_TRIGGER', name: 'go' },
        {
          id: 'tell',
          label: 'Tell',
          kind: 'NOTIFY',
          recipients: [{ kind: 'starter' }],
          subject: 'Gate',
          message: '',
          email: false,
        },
        { id: 'end', label: 'End', kind: 'END' },
      ],
      transitions: [
        { id: 'a', from: 'go', to: 'tell', on: 'done' },
        { id: 'b', from: 'tell', to: 'end', on: 'done', condition: daysAbove(5) },
      ],
    });
    const id = await fileLeave(1);
    const { instance } = (
      await call('POST', `workflow/objects/leave_request/${id}/start/leaveGate`, ada)
    ).json();
    expect((await call('POST', `workflow/instances/${instance}/trigger/go`, ada)).statusCode).toBe(200);
    expect(await status('leave_request', id, 'leaveGate')).toMatchObject({
      status: 'WAITING',
      currentSteps: [{ nodeId: 'tell' }],
    });
    expect((await call('PUT', `records/leave_request/${id}`, ada, { days: 9 })).statusCode).toBe(200);
    expect((await status('leave_request', id, 'leaveGate')).status).toBe('COMPLETED');
    const kinds = (await timeline('leave_request', id, 'leaveGate')).entries.map(
      (entry: { kind: string }) => entry.kind,
    );
    expect(kinds).toEqual([
      'started',
      'entered',
      'triggered',
      'transition',
      'entered',
      'notified',
      'blocked',
      'transition',
      'entered',
      'completed',
    ]);
  });
});

describe('timers run as durable jobs, once', () => {
  const dueNow = () =>
    sql`update jobs set run_after = now() - interval '1 second' where type = ${WORKFLOW_TIMER_JOB} and status = 'queued'`.execute(
      t.db,
    );

  it('two workers draining the same due timers run each step once, a dead worker’s job included', async () => {
    await publish(leaveCooldown());
    await publish({
      name: 'leaveParent',
      label: 'Parent',
      object: 'leave_request',
      start: { on: 'manual' },
      startNode: 'child',
      nodes: [
        { id: 'child', label: 'Cool down first', kind: 'SUB_WORKFLOW', workflow: 'leaveCooldown' },
        { id: 'end', label: 'End', kind: 'END' },
      ],
      transitions: [{ id: 'a', from: 'child', to: 'end', on: 'done' }],
    });
    const ids = [await fileLeave(1), await fileLeave(2), await fileLeave(3)];
    for (const id of ids.slice(0, 2)) {
      expect(
        (await call('POST', `workflow/objects/leave_request/${id}/start/leaveCooldown`, ada)).statusCode,
      ).toBe(201);
    }
    const parent = ids[2] ?? 0;
    expect(
      (await call('POST', `workflow/objects/leave_request/${parent}/start/leaveParent`, ada)).statusCode,
    ).toBe(201);
    expect(await status('leave_request', parent, 'leaveParent')).toMatchObject({
      summary: 'Pending: Cool down first',
      children: [{ workflow: { name: 'leaveCooldown' }, summary: 'Pending: Wait' }],
    });
    const timers = await t.db
      .selectFrom('jobs')
      .select(['id', 'payload'])
      .where('type', '=', WORKFLOW_TIMER_JOB)
      .execute();
    expect(timers).toHaveLength(3);
    // The same step's timer again (a retry), and a copy a worker claimed and died holding.
    const [first] = timers;
    await t.db
      .insertInto('jobs')
      .values({ type: WORKFLOW_TIMER_JOB, payload: JSON.stringify(first?.payload) })
      .execute();
    await t.db
      .insertInto('jobs')
      .values({
        type: WORKFLOW_TIMER_JOB,
        payload: JSON.stringify(first?.payload),
        status: 'running',
        attempts: 1,
        locked_until: new Date(Date.now() - 1000),
      })
      .execute();
    await dueNow();
    const workers = [createJobQueue(t.db, t.app.log), createJobQueue(t.db, t.app.log)];
    for (const worker of workers)
      worker.register(WORKFLOW_TIMER_JOB, workflowTimerJob({ db: t.db, realtime: t.realtime }));
    const counts = await Promise.all(workers.map((worker) => worker.drain()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
    const results = await t.db
      .selectFrom('jobs')
      .select(['status', 'result', 'error'])
      .where('type', '=', WORKFLOW_TIMER_JOB)
      .execute();
    expect(results.filter((row) => row.status !== 'done')).toEqual([]);
    expect(results.filter((row) => (row.result as { ran: boolean }).ran)).toHaveLength(3);
    for (const id of ids) {
      const { entries } = await timeline('leave_request', id, 'leaveCooldown');
      expect(entries.filter((entry: { kind: string }) => entry.kind === 'fieldsSet')).toHaveLength(1);
      expect((await call('GET', `records/leave_request/${id}`, ada)).json().reason).toBe('cooled down');
    }
    expect((await status('leave_request', parent, 'leaveParent')).status).toBe('COMPLETED');
  });

  it('loses nothing and repeats nothing when a process dies in the middle of a step', async () => {
    const id = await fileLeave(4);
    expect(
      (await call('POST', `workflow/objects/leave_request/${id}/start/leaveCooldown`, ada)).statusCode,
    ).toBe(201);
    await dueNow();
    let crashes = 0;
    // The step's write dies half-way the first time, as a process killed mid-step would: nothing commits.
    const undo = declareObjectStep(
      { object: 'leave_request' },
      {
        name: 'crash once',
        kinds: ['update'],
        run: (state) => {
          if (state.request.kind !== 'update' || state.request.origin !== 'workflow' || crashes > 0) return;
          crashes += 1;
          throw new Error('the process died');
        },
      },
    );
    try {
      expect(await t.jobs.drain()).toBe(1);
      expect(await status('leave_request', id, 'leaveCooldown')).toMatchObject({
        status: 'WAITING',
        currentSteps: [{ nodeId: 'wait' }],
      });
      expect((await call('GET', `records/leave_request/${id}`, ada)).json().reason).toBe('Trip');
      await sql`update jobs set run_after = now() - interval '1 second' where type = ${WORKFLOW_TIMER_JOB} and status = 'queued'`.execute(
        t.db,
      );
      expect(await t.jobs.drain()).toBe(1);
    } finally {
      undo();
    }
    expect(crashes).toBe(1);
    expect((await status('leave_request', id, 'leaveCooldown')).status).toBe('COMPLETED');
    const { entries } = await timeline('leave_request', id, 'leaveCooldown');
    expect(entries.filter((entry: { kind: string }) => entry.kind === 'fieldsSet')).toHaveLength(1);
    const updates = await t.db
      .selectFrom('record_history')
      .select('id')
      .where('object', '=', 'leave_request')
      .where('record_id', '=', id)
      .where('action', '!=', 'created')
      .execute();
    expect(updates).toHaveLength(1);
  });

  it('fails a waiting instance, visibly, when the person who started it has left the organization', async () => {
    const id = await fileLeave(5);
    expect(
      (await call('POST', `workflow/objects/leave_request/${id}/start/leaveCooldown`, ada)).statusCode,
    ).toBe(201);
    await dueNow();
    const adaId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ada.lovelace@atrium.local')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.deleteFrom('memberships').where('user_id', '=', adaId).where('org_id', '=', ahq).execute();
    expect(await t.jobs.drain()).toBe(1);
    const row = await t.db
      .selectFrom('workflow_instances')
      .select(['status', 'state'])
      .where('record_id', '=', id)
      .where('workflow', '=', 'leaveCooldown')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('FAILED');
    expect((row.state as { error: string }).error).toMatch(
      /cannot act for the person who started the workflow/,
    );
    const failed = await t.db
      .selectFrom('workflow_timeline')
      .select('message')
      .where('kind', '=', 'failed')
      .execute();
    expect(failed.map((entry) => entry.message)).toContainEqual(expect.stringMatching(/no longer a member/));
  });
});
