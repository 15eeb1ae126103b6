import { channels, type LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../src/platform/realtime/audience';
import { type LeaveWorld, leaveWorkflowCalls, leaveWorld, type Method } from './support/leave-workflow-calls';
import { signIn } from './support/sign-in';
import { connectSocket, nextMessage, subscribe } from './support/socket-client';
import type { TestApp } from './support/test-app';
import { leaveApproval, leaveReview } from './support/workflow-fixture';

let world: LeaveWorld;
let calls: ReturnType<typeof leaveWorkflowCalls>;
let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
let sam: LoginAnswer;
let ahq: number;
const published: Envelope[] = [];

const call: ReturnType<typeof leaveWorkflowCalls>['call'] = (...args) => calls.call(...args);
const fileLeave = (days: number) => calls.fileLeave(days);
const status = (...args: Parameters<ReturnType<typeof leaveWorkflowCalls>['status']>) =>
  calls.status(...args);
const timeline = (...args: Parameters<ReturnType<typeof leaveWorkflowCalls>['timeline']>) =>
  calls.timeline(...args);
const record = (id: number) => calls.record(id);
const footprint = (instance: number | string) => calls.footprint(instance);

beforeAll(async () => {
  world = await leaveWorld();
  calls = leaveWorkflowCalls(world);
  ({ t, ada, hana, sam, ahq } = world);
  const publish = t.realtime.publish.bind(t.realtime);
  t.realtime.publish = (envelope) => {
    published.push(envelope);
    publish(envelope);
  };
});
afterAll(async () => t.close());

describe('workflow definitions', () => {
  it('creates a draft, validates it and publishes it', async () => {
    const created = await call('POST', 'workflow/definitions', ada, leaveApproval());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'leaveApproval', version: 1, status: 'DRAFT', issues: [] });
    const again = await call('POST', 'workflow/definitions', ada, leaveApproval());
    expect(again.statusCode).toBe(409);
    const published = await call('POST', 'workflow/definitions/leaveApproval/publish', ada);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ version: 1, status: 'ACTIVE' });
    const list = await call('GET', 'workflow/definitions?object=leave_request', ada);
    expect(list.json().data).toEqual([
      {
        name: 'leaveApproval',
        label: 'Leave approval',
        object: 'leave_request',
        activeVersion: 1,
        draftVersion: null,
      },
    ]);
  });

  it('lists the reasons per node and refuses to publish a definition that does not validate', async () => {
    const broken = { ...leaveReview(), transitions: [{ id: 'a', from: 'check', to: 'end', on: 'fine' }] };
    const validated = await call('POST', 'workflow/definitions/validate', ada, broken);
    expect(validated.statusCode).toBe(200);
    expect(validated.json().valid).toBe(false);
    expect(validated.json().issues).toContainEqual(
      expect.objectContaining({
        nodeId: 'check',
        message: "'Check' is a dead end: no transition leaves it for 'query'.",
      }),
    );
    expect((await call('POST', 'workflow/definitions', ada, broken)).statusCode).toBe(201);
    const refused = await call('POST', 'workflow/definitions/leaveReview/publish', ada);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      check: ["'Check' is a dead end: no transition leaves it for 'query'."],
    });
    // The designer's layout is kept with the definition (the engine never reads it).
    const layout = { $start: { x: 0, y: 0 }, check: { x: 250, y: 180 } };
    const fixed = await call('PUT', 'workflow/definitions/leaveReview', ada, { ...leaveReview(), layout });
    expect(fixed.json()).toMatchObject({ version: 1, status: 'DRAFT', issues: [], definition: { layout } });
    expect((await call('POST', 'workflow/definitions/leaveReview/publish', ada)).statusCode).toBe(200);
  });

  it('refuses to publish a draft that does not validate, and the active version stays as it was', async () => {
    const flow = { ...leaveReview(), name: 'leaveRecheck', label: 'Leave recheck' };
    expect((await call('POST', 'workflow/definitions', ada, flow)).statusCode).toBe(201);
    expect((await call('POST', 'workflow/definitions/leaveRecheck/publish', ada)).statusCode).toBe(200);
    const broken = {
      ...flow,
      label: 'Leave recheck (broken)',
      transitions: [{ id: 'a', from: 'check', to: 'end', on: 'fine' }],
    };
    const drafted = await call('PUT', 'workflow/definitions/leaveRecheck', ada, broken);
    expect(drafted.json()).toMatchObject({ version: 2, status: 'DRAFT' });
    const before = await call('GET', 'workflow/definitions/leaveRecheck', ada);
    const rows = () =>
      t.db.selectFrom('workflow_definitions').selectAll().where('name', '=', 'leaveRecheck').execute();
    const stored = await rows();

    const refused = await call('POST', 'workflow/definitions/leaveRecheck/publish', ada);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: "The workflow 'leaveRecheck' cannot be published: it does not validate.",
      errors: { check: ["'Check' is a dead end: no transition leaves it for 'query'."] },
    });
    expect(await rows()).toEqual(stored);
    const after = await call('GET', 'workflow/definitions/leaveRecheck', ada);
    expect(after.json()).toEqual(before.json());
    expect(after.json().data).toMatchObject([
      { version: 2, status: 'DRAFT' },
      { version: 1, status: 'ACTIVE', definition: { label: 'Leave recheck' } },
    ]);
    // New instances still start on the active version.
    const id = await fileLeave(1);
    const started = await call('POST', `workflow/objects/leave_request/${id}/start/leaveRecheck`, ada);
    expect(started.statusCode, started.body).toBe(201);
    expect((await status(id, ada, 'leaveRecheck')).workflow).toMatchObject({
      version: 1,
      label: 'Leave recheck',
    });
  });

  it('refuses malformed definitions and calls with 4xx and a message', async () => {
    const cases: [Method, string, LoginAnswer, object | undefined, number][] = [
      ['POST', 'workflow/definitions', ada, { ...leaveApproval(), name: 'Bad Name' }, 422],
      [
        'POST',
        'workflow/definitions',
        ada,
        { ...leaveApproval(), nodes: [{ id: 'x', label: 'X', kind: 'TELEPORT' }] },
        422,
      ],
      ['POST', 'workflow/definitions', ada, { ...leaveApproval(), name: 'other', object: 'nothing' }, 404],
      ['POST', 'workflow/definitions', ada, { ...leaveApproval(), name: 'other', owner: 'me' }, 400],
      [
        'POST',
        'workflow/definitions',
        ada,
        { ...leaveApproval(), name: 'other', nodes: [{ id: 'x', label: 'X', kind: 'END', colour: 'red' }] },
        400,
      ],
      [
        'POST',
        'workflow/definitions',
        ada,
        { ...leaveApproval(), name: 'other', layout: { check: { x: 'left', y: 0 } } },
        422,
      ],
      ['PUT', 'workflow/definitions/leaveApproval', ada, { ...leaveApproval(), name: 'other' }, 400],
      ['PUT', 'workflow/definitions/missing', ada, { ...leaveApproval(), name: 'missing' }, 404],
      ['POST', 'workflow/definitions', sam, { ...leaveApproval(), name: 'samFlow' }, 403],
      ['POST', 'workflow/definitions/leaveApproval/publish', ada, undefined, 409],
      ['GET', 'workflow/objects/leave_request/abc/status/leaveApproval', ada, undefined, 400],
      ['GET', 'workflow/objects/leave_request/1/status/nothing', ada, undefined, 404],
      ['POST', 'workflow/instances/1/decide/check', ada, { option: 'fine', extra: 1 }, 400],
      ['POST', 'workflow/approvals/1/approve', ada, { comment: 'ok', extra: true }, 400],
      ['POST', 'workflow/instances/99999/trigger/submit', ada, undefined, 404],
      ['POST', 'workflow/approvals/99999/approve', ada, {}, 404],
    ];
    for (const [method, url, who, body, expected] of cases) {
      const response = await call(method, url, who, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected);
      expect(typeof response.json().message).toBe('string');
    }
  });
});

describe('the leave request workflow', () => {
  it('starts on create and waits for its submit', async () => {
    const id = await fileLeave(3);
    expect(await status(id)).toMatchObject({
      status: 'WAITING',
      summary: 'Pending: Submit',
      actions: { triggers: [{ name: 'submit', label: 'Submit' }], decisions: [], approvals: [] },
      workflow: { name: 'leaveApproval', version: 1 },
    });
    const entries = (await timeline(id)).entries;
    expect(entries.map((entry: { kind: string }) => entry.kind)).toEqual(['started', 'entered']);
  });

  it('refuses a trigger that is not available (409, with the reason) and one by who may not edit (403)', async () => {
    const id = await fileLeave(3);
    const { instance } = await status(id);
    const before = await footprint(instance);
    published.length = 0;
    const unavailable = await call('POST', `workflow/instances/${instance}/trigger/approve`, ada);
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().message).toBe("'approve' is not available: the workflow is at 'Submit'.");
    expect(await footprint(instance)).toEqual(before);
    const forbidden = await call('POST', `workflow/instances/${instance}/trigger/submit`, sam);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You may not edit this record, so you cannot move its workflow.');
    expect(await footprint(instance)).toEqual(before);
    expect(published).toEqual([]);
    expect((await status(id)).summary).toBe('Pending: Submit');
  });

  it('walks a short leave through the manager to the booked balance, and says why', async () => {
    const id = await fileLeave(3);
    const { instance } = await status(id);
    published.length = 0;
    const submitted = await call('POST', `workflow/instances/${instance}/trigger/submit`, ada);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(published).toContainEqual(
      expect.objectContaining({
        channel: `private-atrium.workflows.leave_request.${id}`,
        data: expect.objectContaining({ status: 'WAITING', node: 'manager' }),
      }),
    );
    expect((await status(id)).summary).toBe('Pending approval from Hana Hr');
    const mine = await status(id, hana);
    expect(mine.summary).toBe('Pending your approval');
    const [approval] = mine.actions.approvals;
    const pending = (await call('GET', 'workflow/approvals/pending', hana)).json().data;
    expect(pending).toContainEqual(
      expect.objectContaining({ id: approval.id, recordId: id, label: 'Manager approval' }),
    );

    const waiting = await footprint(instance);
    expect(waiting.approvals.map((row) => [Number(row.id), row.status])).toEqual([[approval.id, 'pending']]);
    // Ada may edit the record (she filed it) but the approval is Hana's.
    for (const [who, decision] of [
      [sam, 'approve'],
      [ada, 'approve'],
      [ada, 'reject'],
    ] as const) {
      const stranger = await call('POST', `workflow/approvals/${approval.id}/${decision}`, who, {
        comment: 'me too',
      });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().message).toBe('This approval is not assigned to you.');
    }
    expect(await footprint(instance)).toEqual(waiting);
    expect((await status(id, hana)).actions.approvals).toEqual([approval]);
    const approved = await call('POST', `workflow/approvals/${approval.id}/approve`, hana, {
      comment: 'Enjoy',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = await footprint(instance);
    expect(decided.approvals).toMatchObject([{ status: 'approved', comment: 'Enjoy' }]);
    for (const decision of ['approve', 'reject']) {
      const twice = await call('POST', `workflow/approvals/${approval.id}/${decision}`, hana, {
        comment: 'again',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This approval has already been approved.');
    }
    expect(await footprint(instance)).toEqual(decided);

    expect(await record(id)).toMatchObject({ balance: 17, status: 'approved' });
    expect(await status(id)).toMatchObject({ status: 'COMPLETED', summary: 'Completed: Done' });
    const entries = (await timeline(id)).entries;
    expect(entries).toContainEqual(
      expect.objectContaining({
        kind: 'approved',
        message: 'Approved: Enjoy',
        actor: expect.objectContaining({ name: 'Hana Hr' }),
      }),
    );
    const branch = entries.find(
      (entry: { kind: string; nodeId: string }) => entry.kind === 'transition' && entry.nodeId === 'manager',
    );
    expect(branch.detail.tested[0]).toMatchObject({
      transition: 't2',
      held: false,
      condition: { conditions: [{ left: 3, right: 5 }] },
    });
  });

  it('sends a long leave on to HR, whose rejection with a comment marks it rejected', async () => {
    const id = await fileLeave(8);
    const { instance } = await status(id);
    await call('POST', `workflow/instances/${instance}/trigger/submit`, ada);
    const manager = (await status(id, hana)).actions.approvals[0];
    expect((await call('POST', `workflow/approvals/${manager.id}/approve`, hana, {})).statusCode).toBe(200);
    const hr = await status(id, hana);
    expect(hr).toMatchObject({
      summary: 'Pending your approval',
      currentSteps: [{ nodeId: 'hr', label: 'HR approval' }],
    });
    const rejected = await call('POST', `workflow/approvals/${hr.actions.approvals[0].id}/reject`, hana, {
      comment: 'Team is short',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await record(id)).toMatchObject({ balance: 20, status: 'rejected' });
    const kinds = (await timeline(id)).entries.map(
      (entry: { kind: string; message: string }) => `${entry.kind}:${entry.message}`,
    );
    expect(kinds).toContain('approved:Approved.');
    expect(kinds).toContain('rejected:Rejected: Team is short');
  });

  it('keeps a running instance on the version it started on', async () => {
    const id = await fileLeave(3);
    const edited = leaveApproval();
    edited.label = 'Leave approval (v2)';
    expect((await call('PUT', 'workflow/definitions/leaveApproval', ada, edited)).json()).toMatchObject({
      version: 2,
      status: 'DRAFT',
    });
    expect((await call('POST', 'workflow/definitions/leaveApproval/publish', ada)).json()).toMatchObject({
      version: 2,
      status: 'ACTIVE',
    });
    expect((await status(id)).workflow).toMatchObject({ version: 1, label: 'Leave approval' });
    const newer = await fileLeave(3);
    expect((await status(newer)).workflow).toMatchObject({ version: 2, label: 'Leave approval (v2)' });
    const versions = (await call('GET', 'workflow/definitions/leaveApproval', ada)).json().data;
    expect(versions.map((row: { status: string }) => row.status)).toEqual(['ACTIVE', 'RETIRED']);
  });
});

describe('simulation', () => {
  it('runs a definition against a record, touching nothing, and refuses one that does not validate', async () => {
    const id = await fileLeave(8);
    const before = await t.db.selectFrom('workflow_instances').select('id').execute();
    const simulated = await call('POST', 'workflow/definitions/simulate', ada, {
      definition: leaveApproval(),
      recordId: id,
      choices: { approvals: { hr: 'rejected' } },
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    expect(simulated.json()).toMatchObject({
      path: ['submit', 'manager', 'hr', 'refuse', 'end'],
      stoppedBecause: 'completed',
      record: { status: 'rejected', balance: 20 },
    });
    expect(await t.db.selectFrom('workflow_instances').select('id').execute()).toEqual(before);
    expect(await record(id)).toMatchObject({ status: 'new' });
    const broken = {
      ...leaveApproval(),
      transitions: leaveApproval().transitions.filter((edge) => edge.id !== 't6'),
    };
    const refused = await call('POST', 'workflow/definitions/simulate', ada, {
      definition: broken,
      recordId: id,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['hr']);
    expect(
      (
        await call('POST', 'workflow/definitions/simulate', ada, {
          definition: leaveApproval(),
          recordId: 999999,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', 'workflow/definitions/simulate', sam, {
          definition: leaveApproval(),
          recordId: id,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('decisions', () => {
  it('starts by hand, refuses an unknown option or a missing input, and keeps the answer', async () => {
    const id = await fileLeave(1);
    const started = await call('POST', `workflow/objects/leave_request/${id}/start/leaveReview`, ada);
    expect(started.statusCode, started.body).toBe(201);
    expect(
      (await call('POST', `workflow/objects/leave_request/${id}/start/leaveReview`, ada)).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `workflow/objects/leave_request/${id}/start/leaveApproval`, ada)).statusCode,
    ).toBe(409);
    const { instance } = started.json();
    const options = (await status(id, ada, 'leaveReview')).actions.decisions[0].options;
    expect(options).toEqual([
      { name: 'fine', label: 'Fine' },
      { name: 'query', label: 'Query', prompt: 'What is unclear?', required: true },
    ]);
    const before = await footprint(instance);
    const unknown = await call('POST', `workflow/instances/${instance}/decide/check`, ada, {
      option: 'maybe',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe("'Check' has no option 'maybe'.");
    expect(await footprint(instance)).toEqual(before);
    for (const input of [undefined, '', '   ']) {
      const missing = await call('POST', `workflow/instances/${instance}/decide/check`, ada, {
        option: 'query',
        ...(input === undefined ? {} : { input }),
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toBe("The option 'Query' needs an answer: What is unclear?");
    }
    expect(await footprint(instance)).toEqual(before);
    // Sam may read the leave request but not edit it: he cannot decide for it.
    const forbidden = await call('POST', `workflow/instances/${instance}/decide/check`, sam, {
      option: 'fine',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You may not edit this record, so you cannot move its workflow.');
    expect(await footprint(instance)).toEqual(before);
    expect((await status(id, ada, 'leaveReview')).currentSteps).toMatchObject([{ nodeId: 'check' }]);
    const decided = await call('POST', `workflow/instances/${instance}/decide/check`, ada, {
      option: 'query',
      input: 'Which week?',
    });
    expect(decided.statusCode).toBe(200);
    const entries = (await timeline(id, 'leaveReview')).entries;
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: 'decided', detail: expect.objectContaining({ input: 'Which week?' }) }),
    );
    expect(
      (await call('POST', `workflow/instances/${instance}/decide/check`, ada, { option: 'fine' })).statusCode,
    ).toBe(409);
  });
});

describe('the workflow channel', () => {
  it('tells a listener of the record after commit, and refuses one who may not read the record', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const id = await fileLeave(2);
    const { instance } = await status(id);
    const listener = await connectSocket(baseUrl, { token: hana.token, organizationId: ahq });
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    const stranger = await connectSocket(baseUrl, { token: nora.token, organizationId: ahq });
    try {
      expect(await subscribe(listener, channels.workflow('leave_request', id))).toEqual({ ok: true });
      expect(await subscribe(stranger, channels.workflow('leave_request', id))).toMatchObject({
        ok: false,
        statusCode: 403,
      });
      const heard = nextMessage(listener);
      expect((await call('POST', `workflow/instances/${instance}/trigger/submit`, ada)).statusCode).toBe(200);
      expect(await heard).toMatchObject({
        channel: channels.workflow('leave_request', id),
        event: 'workflow',
        data: { instance, workflow: 'leaveApproval', status: 'WAITING', node: 'manager' },
      });
    } finally {
      listener.close();
      stranger.close();
    }
  });
});
