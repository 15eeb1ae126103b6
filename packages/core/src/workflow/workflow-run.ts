import { ExpressionError } from '../expressions/expression-error';
import type { RuleUser } from '../rules/rule-types';
import type { CompiledWorkflow } from './compiled-workflow';
import type { NodeOfKind, WorkflowNode } from './workflow-definition';
import type {
  InstanceState,
  RefusalCode,
  TimelineEntry,
  TransitionTest,
  WorkflowActor,
  WorkflowEffect,
  WorkflowEvent,
} from './workflow-state';

/** More nodes than this entered in one event is a loop that never waits: the instance fails. */
export const MAX_STEPS_PER_EVENT = 100;

export interface MachineInput {
  workflow: CompiledWorkflow;
  /** Undefined for a `start` event. */
  state: InstanceState | undefined;
  event: WorkflowEvent;
  /** The record's values as they are now (after the write that moved the instance). */
  record: Readonly<Record<string, unknown>>;
  actor: WorkflowActor;
  now: Date;
  /** Each approval node's approvers, resolved by the caller (users, role members, a user field). */
  approvers: Readonly<Record<string, readonly number[]>>;
}

export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** One event's run: a working copy of the state and record, and what the steps ask of the server. */
export class EventRun {
  readonly effects: WorkflowEffect[] = [];
  readonly timeline: TimelineEntry[] = [];
  readonly record: Record<string, unknown>;
  private entered = 0;

  constructor(
    readonly input: MachineInput,
    readonly state: InstanceState,
  ) {
    this.record = { ...input.record };
  }

  get user(): RuleUser {
    const { actor } = this.input;
    return { id: actor.id, permissions: actor.permissions, timeZone: actor.timeZone };
  }

  note(entry: TimelineEntry): void {
    this.timeline.push(entry);
  }

  fail(node: WorkflowNode, message: string): void {
    this.state.status = 'FAILED';
    this.state.error = message;
    this.note({ kind: 'failed', nodeId: node.id, message });
  }

  enter(nodeId: string): void {
    const node = this.input.workflow.node(nodeId);
    if (!node) throw new Refusal('invalid', `The definition has no node '${nodeId}'.`);
    this.entered += 1;
    if (this.entered > MAX_STEPS_PER_EVENT) {
      this.fail(node, `The workflow went through ${MAX_STEPS_PER_EVENT} steps without waiting: a loop.`);
      return;
    }
    const { state } = this;
    Object.assign(state, {
      node: node.id,
      status: 'RUNNING',
      approvals: [],
      waitUntil: null,
      blockedOn: null,
    });
    state.step += 1;
    this.note({
      kind: 'entered',
      nodeId: node.id,
      message: `Entered '${node.label}'.`,
      detail: { step: state.step },
    });
    this.run(node);
  }

  private run(node: WorkflowNode): void {
    switch (node.kind) {
      case 'MANUAL_TRIGGER':
      case 'DECISION':
        this.state.status = 'WAITING';
        return;
      case 'APPROVAL':
        this.requestApprovals(node);
        return;
      case 'SET_FIELDS':
        this.setFields(node);
        return;
      case 'NOTIFY': {
        const { recipients, subject, message, email } = node;
        this.effects.push({ kind: 'notify', nodeId: node.id, recipients, subject, message, email });
        this.note({ kind: 'notified', nodeId: node.id, message: `Notified: ${subject}` });
        this.leave(node, 'done');
        return;
      }
      case 'WAIT':
        this.wait(node);
        return;
      case 'SUB_WORKFLOW':
        this.state.status = 'WAITING';
        this.effects.push({
          kind: 'startSubWorkflow',
          nodeId: node.id,
          workflow: node.workflow,
          ...(node.recordField ? { recordField: node.recordField } : {}),
          step: this.state.step,
        });
        return;
      case 'END':
        Object.assign(this.state, { status: 'COMPLETED', node: node.id });
        this.note({ kind: 'completed', nodeId: node.id, message: `Completed at '${node.label}'.` });
        return;
    }
  }

  private requestApprovals(node: NodeOfKind<'APPROVAL'>): void {
    const resolved = [...new Set(this.input.approvers[node.id] ?? [])];
    const userIds = node.allowSelfApproval ? resolved : resolved.filter((id) => id !== this.state.startedBy);
    if (userIds.length === 0) {
      const why = resolved.length > 0 ? ' (self-approval is not allowed)' : '';
      this.fail(node, `'${node.label}' has nobody to approve it${why}.`);
      return;
    }
    if (node.policy.kind === 'quorum' && node.policy.count > userIds.length) {
      this.fail(
        node,
        `'${node.label}' needs ${node.policy.count} approvals but only ${userIds.length} people may approve it.`,
      );
      return;
    }
    this.state.status = 'WAITING';
    this.state.approvals = userIds.map((userId) => ({ userId, decision: 'pending' }));
    this.effects.push({ kind: 'requestApprovals', nodeId: node.id, userIds });
    this.note({
      kind: 'waiting',
      nodeId: node.id,
      message: `Waiting for approval.`,
      detail: { approvers: userIds },
    });
  }

  private setFields(node: NodeOfKind<'SET_FIELDS'>): void {
    const values: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(node.values)) {
      if (value.kind === 'value') {
        values[field] = value.value;
        continue;
      }
      const expression = this.input.workflow.expression(node.id, field);
      try {
        values[field] = expression
          ? expression(this.record, { now: this.input.now, timeZone: this.user.timeZone })
          : null;
      } catch (error) {
        const message = error instanceof ExpressionError ? error.message : String(error);
        this.fail(node, `The value of '${field}' could not be computed: ${message}.`);
        return;
      }
    }
    Object.assign(this.record, values);
    this.effects.push({ kind: 'setFields', nodeId: node.id, values });
    this.note({
      kind: 'fieldsSet',
      nodeId: node.id,
      message: `Set ${Object.keys(values).join(', ')}.`,
      detail: { values },
    });
    this.leave(node, 'done');
  }

  dueOf(node: NodeOfKind<'WAIT'>): Date | undefined {
    const { until } = node;
    if (until.kind === 'duration') return new Date(this.input.now.getTime() + until.minutes * 60_000);
    const raw = this.record[until.field];
    if (typeof raw !== 'string' && !(raw instanceof Date)) return undefined;
    const due = new Date(raw instanceof Date ? raw.getTime() : Date.parse(raw));
    return Number.isNaN(due.getTime()) ? undefined : due;
  }

  wait(node: NodeOfKind<'WAIT'>): void {
    const due = this.dueOf(node);
    this.state.status = 'WAITING';
    if (!due) {
      this.state.waitUntil = null;
      this.note({
        kind: 'waiting',
        nodeId: node.id,
        message: `Waiting for a date in '${node.until.kind === 'field' ? node.until.field : ''}'.`,
      });
      return;
    }
    if (due.getTime() <= this.input.now.getTime()) {
      this.leave(node, 'done');
      return;
    }
    this.state.waitUntil = due.toISOString();
    this.effects.push({ kind: 'timer', nodeId: node.id, at: this.state.waitUntil, step: this.state.step });
    this.note({ kind: 'waiting', nodeId: node.id, message: `Waiting until ${this.state.waitUntil}.` });
  }

  /** Takes the first transition for `outcome` whose condition holds; none: blocked until the record changes. */
  leave(node: WorkflowNode, outcome: string): void {
    const { workflow } = this.input;
    const tested: TransitionTest[] = [];
    for (const transition of workflow.transitionsFor(node.id, outcome)) {
      const result = transition.condition ? workflow.test(transition.id, this.record, this.user) : undefined;
      const held = result ? result.held : true;
      tested.push({
        transition: transition.id,
        to: transition.to,
        held,
        ...(result ? { condition: result.trace } : {}),
      });
      if (!held) continue;
      const target = workflow.node(transition.to);
      this.note({
        kind: 'transition',
        nodeId: node.id,
        message: `'${node.label}' → '${target?.label ?? transition.to}' (${outcome}).`,
        detail: { outcome, transition: transition.id, tested },
      });
      this.enter(transition.to);
      return;
    }
    Object.assign(this.state, { status: 'WAITING', blockedOn: outcome });
    this.note({
      kind: 'blocked',
      nodeId: node.id,
      message: `No transition of '${node.label}' for '${outcome}' holds: waiting for the record to change.`,
      detail: { outcome, tested },
    });
  }
}
