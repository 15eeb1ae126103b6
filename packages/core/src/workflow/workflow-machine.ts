import type { NodeOfKind, WorkflowNode } from './workflow-definition';
import { EventRun, type MachineInput, Refusal } from './workflow-run';
import type {
  InstanceState,
  MachineResult,
  RefusalCode,
  WorkflowActor,
  WorkflowEvent,
} from './workflow-state';
import { workflowLabel, workflowTranslationKey } from './workflow-translations';

export { MAX_STEPS_PER_EVENT, type MachineInput } from './workflow-run';

function refuse(code: RefusalCode, reason: string): MachineResult {
  return { ok: false, code, reason };
}

function initialState(actor: WorkflowActor): InstanceState {
  return {
    status: 'RUNNING',
    node: null,
    startedBy: actor.id,
    step: 0,
    approvals: [],
    waitUntil: null,
    blockedOn: null,
    error: null,
  };
}

function currentNode(run: EventRun): WorkflowNode {
  const id = run.state.node;
  const node = id === null ? undefined : run.input.workflow.node(id);
  if (!node) throw new Refusal('unavailable', 'The workflow is not at a step.');
  return node;
}

function decideApproval(run: EventRun, event: Extract<WorkflowEvent, { type: 'approve' | 'reject' }>): void {
  const node = currentNode(run);
  if (node.kind !== 'APPROVAL' || node.id !== event.nodeId)
    throw new Refusal('conflict', `The approval '${event.nodeId}' is no longer pending.`);
  const { actor } = run.input;
  const slot = run.state.approvals.find((candidate) => candidate.userId === actor.id);
  if (!slot) throw new Refusal('forbidden', `You are not an approver of '${node.label}'.`);
  if (slot.decision !== 'pending')
    throw new Refusal('conflict', `You have already ${slot.decision} '${node.label}'.`);
  if (event.type === 'reject' && node.reasonOnReject === true && !event.comment?.trim())
    throw new Refusal(
      'invalid',
      `Give the reason for rejecting '${node.label}': it is kept with the decision.`,
    );
  slot.decision = event.type === 'approve' ? 'approved' : 'rejected';
  if (event.comment) slot.comment = event.comment;
  run.note({
    kind: slot.decision === 'approved' ? 'approved' : 'rejected',
    nodeId: node.id,
    message: `${slot.decision === 'approved' ? 'Approved' : 'Rejected'}${event.comment ? `: ${event.comment}` : '.'}`,
    detail: { userId: actor.id, ...(event.comment ? { comment: event.comment } : {}) },
  });
  const slots = run.state.approvals;
  const approved = slots.filter((candidate) => candidate.decision === 'approved').length;
  const rejected = slots.filter((candidate) => candidate.decision === 'rejected').length;
  const pending = slots.filter((candidate) => candidate.decision === 'pending').length;
  const { policy } = node;
  let outcome: 'approved' | 'rejected' | undefined;
  if (policy.kind === 'any') outcome = slot.decision;
  else if (policy.kind === 'all')
    outcome = rejected > 0 ? 'rejected' : pending === 0 ? 'approved' : undefined;
  else if (approved >= policy.count) outcome = 'approved';
  else if (approved + pending < policy.count) outcome = 'rejected';
  if (!outcome) return;
  for (const other of slots) if (other.decision === 'pending') other.decision = 'cancelled';
  if (pending > 0) run.effects.push({ kind: 'closeApprovals', nodeId: node.id });
  run.leave(node, outcome);
}

/** A trigger whose requirement does not hold is refused with its message, in the actor's language. */
function refuseUnmetRequirement(run: EventRun, node: NodeOfKind<'MANUAL_TRIGGER'>): void {
  if (!node.requires) return;
  const { workflow, actor } = run.input;
  const outcome = workflow.testRequirement(node.id, run.record, run.user);
  if (!outcome || outcome.held) return;
  const { translations } = workflow.definition;
  const key = workflowTranslationKey.requires(node.id);
  throw new Refusal('invalid', workflowLabel(translations, actor.locale ?? 'en', key, node.requires.message));
}

function handle(run: EventRun, event: WorkflowEvent): void {
  const { state } = run;
  if (event.type === 'start') {
    run.enter(run.input.workflow.definition.startNode);
    return;
  }
  if (state.status === 'COMPLETED' || state.status === 'FAILED' || state.status === 'CANCELLED')
    throw new Refusal('unavailable', `The workflow has ${state.status.toLowerCase()}.`);
  const node = currentNode(run);
  switch (event.type) {
    case 'trigger':
      if (node.kind !== 'MANUAL_TRIGGER' || node.name !== event.name || state.blockedOn !== null)
        throw new Refusal(
          'unavailable',
          `'${event.name}' is not available: the workflow is at '${node.label}'.`,
        );
      refuseUnmetRequirement(run, node);
      run.note({
        kind: 'triggered',
        nodeId: node.id,
        message: `'${node.label}' triggered.`,
        detail: { userId: run.input.actor.id },
      });
      run.leave(node, 'done');
      return;
    case 'decide': {
      if (node.kind !== 'DECISION' || node.id !== event.nodeId || state.blockedOn !== null)
        throw new Refusal(
          'unavailable',
          `The decision '${event.nodeId}' is not open: the workflow is at '${node.label}'.`,
        );
      const option = node.options.find((candidate) => candidate.name === event.option);
      if (!option) throw new Refusal('invalid', `'${node.label}' has no option '${event.option}'.`);
      const input = event.input?.trim() ?? '';
      if (option.input?.required && input === '')
        throw new Refusal('invalid', `The option '${option.label}' needs an answer: ${option.input.prompt}`);
      run.note({
        kind: 'decided',
        nodeId: node.id,
        message: `Decided '${option.label}'${input ? `: ${input}` : '.'}`,
        detail: { userId: run.input.actor.id, option: option.name, ...(input ? { input } : {}) },
      });
      run.leave(node, option.name);
      return;
    }
    case 'approve':
    case 'reject':
      decideApproval(run, event);
      return;
    case 'timer':
      if (node.kind !== 'WAIT' || event.step !== state.step || state.blockedOn !== null)
        throw new Refusal('conflict', 'The timer is for a step the workflow has already left.');
      run.leave(node, 'done');
      return;
    case 'subCompleted':
      if (node.kind !== 'SUB_WORKFLOW' || event.step !== state.step)
        throw new Refusal('conflict', 'The sub-workflow ended after the workflow had left its step.');
      if (event.outcome === 'FAILED') {
        run.fail(node, `The sub-workflow '${node.workflow}' failed.`);
        return;
      }
      run.leave(node, 'done');
      return;
    case 'recordChanged':
      if (state.blockedOn !== null) {
        run.leave(node, state.blockedOn);
        return;
      }
      if (node.kind === 'WAIT' && node.until.kind === 'field') {
        const due = run.dueOf(node)?.toISOString() ?? null;
        if (due === state.waitUntil)
          throw new Refusal('unavailable', 'The date the workflow waits for is unchanged.');
        state.step += 1;
        run.wait(node);
        return;
      }
      throw new Refusal('unavailable', 'Nothing in the workflow waits on the record.');
  }
}

/**
 * The workflow state machine, pure: (definition, state, event, record, actor) → the new state, what
 * the server must do (field sets, notifications, approvals, timers, sub-workflows), and the timeline,
 * which says why each branch was taken. Refuses an event the state does not allow, with the reason.
 */
export function advanceWorkflow(input: MachineInput): MachineResult {
  if (input.event.type === 'start' && input.state)
    return refuse('conflict', 'The workflow has already started.');
  if (input.event.type !== 'start' && !input.state)
    return refuse('unavailable', 'The workflow has not started.');
  const state: InstanceState = input.state
    ? { ...input.state, approvals: input.state.approvals.map((slot) => ({ ...slot })) }
    : initialState(input.actor);
  const run = new EventRun(input, state);
  if (input.event.type === 'start') {
    const { definition } = input.workflow;
    run.note({
      kind: 'started',
      nodeId: null,
      message: `Started '${definition.label}'.`,
      detail: { userId: input.actor.id },
    });
  }
  try {
    handle(run, input.event);
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.code, error.message);
    throw error;
  }
  return { ok: true, state, effects: run.effects, timeline: run.timeline, record: run.record };
}
