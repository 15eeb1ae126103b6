import { describe, expect, it } from 'vitest';
import { CompiledWorkflow } from '../compiled-workflow';
import type { WorkflowDefinition } from '../workflow-definition';
import { advanceWorkflow, MAX_STEPS_PER_EVENT } from '../workflow-machine';
import type { InstanceState, MachineResult, WorkflowEvent } from '../workflow-state';
import { daysAbove, LEAVE_SHAPE, leaveWorkflow } from './workflow-fixtures';

const NOW = new Date('2026-03-02T09:00:00Z');
const EMPLOYEE = 1;
const MANAGER = 7;
const HR = [8, 9];
const RECORD = { days: 3, status: 'new', manager: MANAGER, balance: 20 };

interface Step {
  event: WorkflowEvent;
  actor?: number;
  record?: Record<string, unknown>;
}

function compiled(definition: WorkflowDefinition = leaveWorkflow()): CompiledWorkflow {
  return new CompiledWorkflow(definition, LEAVE_SHAPE);
}

/** Runs events one after another from the start, as the server would, and answers every result. */
function play(
  steps: Step[],
  options: {
    workflow?: CompiledWorkflow;
    approvers?: Record<string, number[]>;
    record?: Record<string, unknown>;
  } = {},
) {
  const workflow = options.workflow ?? compiled();
  let state: InstanceState | undefined;
  let record: Record<string, unknown> = { ...RECORD, ...options.record };
  const results: MachineResult[] = [];
  for (const step of steps) {
    record = { ...record, ...step.record };
    const result = advanceWorkflow({
      workflow,
      state,
      event: step.event,
      record,
      actor: { id: step.actor ?? EMPLOYEE, permissions: [] },
      now: NOW,
      approvers: options.approvers ?? { manager: [MANAGER], hr: HR },
    });
    results.push(result);
    if (result.ok) {
      state = result.state;
      record = result.record;
    }
  }
  const last = results[results.length - 1];
  if (!last) throw new Error('no steps');
  return { last, results, state };
}

const START: Step = { event: { type: 'start' } };
const SUBMIT: Step = { event: { type: 'trigger', name: 'submit' } };
const approve = (nodeId: string, actor: number): Step => ({ event: { type: 'approve', nodeId }, actor });
const reject = (nodeId: string, actor: number, comment?: string): Step => ({
  event: { type: 'reject', nodeId, comment },
  actor,
});

function ok(result: MachineResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

describe('advanceWorkflow: the leave workflow', () => {
  const CASES: {
    name: string;
    steps: Step[];
    record?: Record<string, unknown>;
    node: string | null;
    status: InstanceState['status'];
  }[] = [
    { name: 'a new request waits for its submit', steps: [START], node: 'submit', status: 'WAITING' },
    {
      name: 'a submitted request waits for the manager',
      steps: [START, SUBMIT],
      node: 'manager',
      status: 'WAITING',
    },
    {
      name: 'a short leave approved by the manager is booked',
      steps: [START, SUBMIT, approve('manager', MANAGER)],
      node: 'end',
      status: 'COMPLETED',
    },
    {
      name: 'a long leave goes on to HR',
      steps: [START, SUBMIT, approve('manager', MANAGER)],
      record: { days: 8 },
      node: 'hr',
      status: 'WAITING',
    },
    {
      name: 'a long leave approved by HR is booked',
      steps: [START, SUBMIT, approve('manager', MANAGER), approve('hr', 9)],
      record: { days: 8 },
      node: 'end',
      status: 'COMPLETED',
    },
    {
      name: 'a rejection ends the request',
      steps: [START, SUBMIT, reject('manager', MANAGER, 'Busy month')],
      node: 'end',
      status: 'COMPLETED',
    },
  ];

  it.each(CASES)('$name', ({ steps, record, node, status }) => {
    const { last, results } = play(steps, { record });
    for (const result of results) ok(result);
    expect(ok(last).state).toMatchObject({ node, status });
  });

  it('asks for the approvals of the approvers it was given, without the requester', () => {
    const { last } = play([START, SUBMIT], { approvers: { manager: [MANAGER, EMPLOYEE], hr: HR } });
    expect(ok(last).effects).toEqual([{ kind: 'requestApprovals', nodeId: 'manager', userIds: [MANAGER] }]);
  });

  it('fails visibly when the only approver is the requester and self-approval is off', () => {
    const { last } = play([START, SUBMIT], { approvers: { manager: [EMPLOYEE], hr: HR } });
    expect(ok(last).state).toMatchObject({ status: 'FAILED', node: 'manager' });
    expect(ok(last).timeline.at(-1)).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/self-approval is not allowed/),
    });
  });

  it('books the balance with the expression and says why it took each branch', () => {
    const { last } = play([START, SUBMIT, approve('manager', MANAGER)]);
    const result = ok(last);
    expect(result.effects).toEqual([
      { kind: 'setFields', nodeId: 'book', values: { balance: 17, status: 'approved' } },
    ]);
    const branch = result.timeline.find((entry) => entry.kind === 'transition' && entry.nodeId === 'manager');
    expect(branch?.detail).toMatchObject({
      outcome: 'approved',
      transition: 't3',
      tested: [
        {
          transition: 't2',
          held: false,
          condition: { passed: false, conditions: [{ left: 3, right: 5, result: false }] },
        },
        { transition: 't3', held: true },
      ],
    });
  });

  const REFUSALS: { name: string; steps: Step[]; code: string; reason: RegExp }[] = [
    {
      name: 'a trigger that is not available',
      steps: [START, { event: { type: 'trigger', name: 'cancel' } }],
      code: 'unavailable',
      reason: /'cancel' is not available: the workflow is at 'Submit'/,
    },
    {
      name: 'an approval by someone who is not an approver',
      steps: [START, SUBMIT, approve('manager', 99)],
      code: 'forbidden',
      reason: /not an approver/,
    },
    {
      name: 'a second decision on a decided approval',
      steps: [START, SUBMIT, approve('manager', MANAGER), approve('manager', MANAGER)],
      code: 'unavailable',
      reason: /has completed/,
    },
    {
      name: 'a second decision while HR decides',
      steps: [START, SUBMIT, approve('manager', MANAGER), approve('manager', MANAGER)],
      code: 'conflict',
      reason: /no longer pending/,
    },
    { name: 'an event before the start', steps: [SUBMIT], code: 'unavailable', reason: /has not started/ },
    { name: 'a second start', steps: [START, START], code: 'conflict', reason: /already started/ },
  ];

  it.each(REFUSALS)('refuses $name', ({ name, steps, code, reason }) => {
    const { last } = play(steps, { record: name.includes('HR') ? { days: 8 } : {} });
    expect(last).toMatchObject({ ok: false, code, reason: expect.stringMatching(reason) });
  });
});

function approvalOnly(
  policy: { kind: 'any' } | { kind: 'all' } | { kind: 'quorum'; count: number },
): WorkflowDefinition {
  return {
    name: 'board',
    label: 'Board',
    object: 'leaveRequest',
    start: { on: 'manual' },
    startNode: 'vote',
    nodes: [
      {
        id: 'vote',
        label: 'Vote',
        kind: 'APPROVAL',
        approvers: [{ kind: 'users', userIds: [11, 12, 13] }],
        policy,
        allowSelfApproval: false,
      },
      { id: 'yes', label: 'Yes', kind: 'END' },
      { id: 'no', label: 'No', kind: 'END' },
    ],
    transitions: [
      { id: 'ty', from: 'vote', to: 'yes', on: 'approved' },
      { id: 'tn', from: 'vote', to: 'no', on: 'rejected' },
    ],
  };
}

describe('advanceWorkflow: approval policies', () => {
  const CASES: {
    policy: Parameters<typeof approvalOnly>[0];
    votes: Step[];
    node: string;
    closes: boolean;
  }[] = [
    { policy: { kind: 'any' }, votes: [approve('vote', 12)], node: 'yes', closes: true },
    { policy: { kind: 'any' }, votes: [reject('vote', 13)], node: 'no', closes: true },
    {
      policy: { kind: 'all' },
      votes: [approve('vote', 11), approve('vote', 12)],
      node: 'vote',
      closes: false,
    },
    {
      policy: { kind: 'all' },
      votes: [approve('vote', 11), approve('vote', 12), approve('vote', 13)],
      node: 'yes',
      closes: false,
    },
    { policy: { kind: 'all' }, votes: [approve('vote', 11), reject('vote', 12)], node: 'no', closes: true },
    {
      policy: { kind: 'quorum', count: 2 },
      votes: [approve('vote', 11), reject('vote', 12)],
      node: 'vote',
      closes: false,
    },
    {
      policy: { kind: 'quorum', count: 2 },
      votes: [approve('vote', 11), approve('vote', 13)],
      node: 'yes',
      closes: true,
    },
    {
      policy: { kind: 'quorum', count: 2 },
      votes: [reject('vote', 11), reject('vote', 12)],
      node: 'no',
      closes: true,
    },
  ];

  it.each(CASES)('$policy.kind with $votes.length votes ends at $node', ({ policy, votes, node, closes }) => {
    const { last, results } = play([START, ...votes], {
      workflow: compiled(approvalOnly(policy)),
      approvers: { vote: [11, 12, 13] },
    });
    for (const result of results) ok(result);
    expect(ok(last).state.node).toBe(node);
    expect(ok(last).effects.some((effect) => effect.kind === 'closeApprovals')).toBe(closes);
  });

  it('refuses a quorum larger than the approvers', () => {
    const { last } = play([START], {
      workflow: compiled(approvalOnly({ kind: 'quorum', count: 3 })),
      approvers: { vote: [11, 12] },
    });
    expect(ok(last).state).toMatchObject({
      status: 'FAILED',
      error: expect.stringMatching(/needs 3 approvals but only 2/),
    });
  });
});

function ticketWorkflow(): WorkflowDefinition {
  return {
    name: 'ticket',
    label: 'Ticket',
    object: 'leaveRequest',
    start: { on: 'create' },
    startNode: 'triage',
    nodes: [
      {
        id: 'triage',
        label: 'Triage',
        kind: 'DECISION',
        options: [
          { name: 'assign', label: 'Assign' },
          { name: 'close', label: 'Close', input: { prompt: 'Why close it?', required: true } },
        ],
      },
      { id: 'cool', label: 'Cool down', kind: 'WAIT', until: { kind: 'duration', minutes: 60 } },
      { id: 'child', label: 'Child', kind: 'SUB_WORKFLOW', workflow: 'other' },
      {
        id: 'gate',
        label: 'Gate',
        kind: 'NOTIFY',
        recipients: [{ kind: 'starter' }],
        subject: 'Gate',
        message: '',
        email: false,
      },
      { id: 'end', label: 'End', kind: 'END' },
    ],
    transitions: [
      { id: 'a', from: 'triage', to: 'cool', on: 'assign' },
      { id: 'c', from: 'triage', to: 'end', on: 'close' },
      { id: 'w', from: 'cool', to: 'child', on: 'done' },
      { id: 's', from: 'child', to: 'gate', on: 'done' },
      { id: 'g', from: 'gate', to: 'end', on: 'done', condition: daysAbove(5) },
    ],
  };
}

describe('advanceWorkflow: decisions, timers, sub-workflows and blocked transitions', () => {
  const workflow = compiled(ticketWorkflow());
  const decide = (option: string, input?: string): Step => ({
    event: { type: 'decide', nodeId: 'triage', option, input },
  });

  const REFUSALS: { name: string; step: Step; code: string; reason: RegExp }[] = [
    {
      name: 'an option that does not exist',
      step: decide('escalate'),
      code: 'invalid',
      reason: /has no option 'escalate'/,
    },
    {
      name: 'an option without its input',
      step: decide('close', '  '),
      code: 'invalid',
      reason: /needs an answer: Why close it\?/,
    },
    {
      name: 'a decision on another node',
      step: { event: { type: 'decide', nodeId: 'cool', option: 'assign' } },
      code: 'unavailable',
      reason: /not open/,
    },
  ];
  it.each(REFUSALS)('refuses $name', ({ step, code, reason }) => {
    expect(play([START, step], { workflow }).last).toMatchObject({
      ok: false,
      code,
      reason: expect.stringMatching(reason),
    });
  });

  it('keeps the input of a decision in the timeline', () => {
    const result = ok(play([START, decide('close', 'Duplicate')], { workflow }).last);
    expect(result.state.status).toBe('COMPLETED');
    expect(result.timeline[0]).toMatchObject({
      kind: 'decided',
      detail: { option: 'close', input: 'Duplicate' },
    });
  });

  it('sets a timer for its step, ignores a stale one and moves on with the right one', () => {
    const waiting = play([START, decide('assign')], { workflow });
    const result = ok(waiting.last);
    expect(result.effects).toEqual([
      { kind: 'timer', nodeId: 'cool', at: '2026-03-02T10:00:00.000Z', step: 2 },
    ]);
    const stale = play([START, decide('assign'), { event: { type: 'timer', step: 1 } }], { workflow });
    expect(stale.last).toMatchObject({ ok: false, code: 'conflict' });
    const fired = ok(
      play([START, decide('assign'), { event: { type: 'timer', step: 2 } }], { workflow }).last,
    );
    expect(fired.state).toMatchObject({ node: 'child', status: 'WAITING' });
    expect(fired.effects).toEqual([
      { kind: 'startSubWorkflow', nodeId: 'child', workflow: 'other', step: 3 },
    ]);
  });

  it('waits when no condition holds and goes on once the record changes', () => {
    const steps: Step[] = [
      START,
      decide('assign'),
      { event: { type: 'timer', step: 2 } },
      { event: { type: 'subCompleted', step: 3, outcome: 'COMPLETED' } },
    ];
    const blocked = ok(play(steps, { workflow }).last);
    expect(blocked.state).toMatchObject({ node: 'gate', status: 'WAITING', blockedOn: 'done' });
    expect(blocked.timeline.at(-1)).toMatchObject({
      kind: 'blocked',
      detail: { tested: [{ transition: 'g', held: false }] },
    });
    const moved = ok(
      play([...steps, { event: { type: 'recordChanged' }, record: { days: 9 } }], { workflow }).last,
    );
    expect(moved.state).toMatchObject({ node: 'end', status: 'COMPLETED' });
  });

  it('fails a sub-workflow step when the sub-workflow failed', () => {
    const steps: Step[] = [
      START,
      decide('assign'),
      { event: { type: 'timer', step: 2 } },
      { event: { type: 'subCompleted', step: 3, outcome: 'FAILED' } },
    ];
    expect(ok(play(steps, { workflow }).last).state).toMatchObject({
      status: 'FAILED',
      error: "The sub-workflow 'other' failed.",
    });
  });

  it('stops a loop of automatic steps', () => {
    const loop: WorkflowDefinition = {
      ...leaveWorkflow(),
      startNode: 'book',
      transitions: [
        { id: 'x', from: 'book', to: 'refuse', on: 'done' },
        { id: 'y', from: 'refuse', to: 'book', on: 'done' },
      ],
    };
    const result = ok(play([START], { workflow: compiled(loop) }).last);
    expect(result.state).toMatchObject({
      status: 'FAILED',
      error: expect.stringContaining(`${MAX_STEPS_PER_EVENT} steps`),
    });
  });
});
