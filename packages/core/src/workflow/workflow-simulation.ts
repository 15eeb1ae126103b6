import type { CompiledWorkflow } from './compiled-workflow';
import { advanceWorkflow } from './workflow-machine';
import type { InstanceState, TimelineEntry, WorkflowActor, WorkflowEvent } from './workflow-state';

/** What the people of a simulation choose; absent: the first option of a decision, approval. */
export interface SimulationChoices {
  decisions?: Readonly<Record<string, { option: string; input?: string }>>;
  approvals?: Readonly<Record<string, 'approved' | 'rejected'>>;
}

export interface SimulationResult {
  /** The nodes entered, in order. */
  path: string[];
  /** Every timeline entry, with the transitions tested and the values their conditions saw. */
  timeline: TimelineEntry[];
  state: InstanceState | undefined;
  /** The record as the steps would leave it. */
  record: Record<string, unknown>;
  stoppedBecause: 'completed' | 'failed' | 'blocked' | 'refused' | 'limit';
  /** Why an event was refused (a decision option that does not exist, an input missing). */
  reason?: string;
}

/** The approver a simulation stands in for: never a real user id, never the starter. */
const SIMULATED_APPROVER = -1;

function nextEvent(
  workflow: CompiledWorkflow,
  state: InstanceState,
  choices: SimulationChoices,
): WorkflowEvent | undefined {
  const node = state.node === null ? undefined : workflow.node(state.node);
  if (!node || state.blockedOn !== null) return undefined;
  switch (node.kind) {
    case 'MANUAL_TRIGGER':
      return { type: 'trigger', name: node.name };
    case 'DECISION': {
      const chosen = choices.decisions?.[node.id];
      const option = chosen?.option ?? node.options[0]?.name ?? '';
      const input =
        chosen?.input ??
        (node.options.find((candidate) => candidate.name === option)?.input ? 'simulated' : undefined);
      return { type: 'decide', nodeId: node.id, option, input };
    }
    case 'APPROVAL':
      return { type: choices.approvals?.[node.id] === 'rejected' ? 'reject' : 'approve', nodeId: node.id };
    case 'WAIT':
      return { type: 'timer', step: state.step };
    case 'SUB_WORKFLOW':
      return { type: 'subCompleted', step: state.step, outcome: 'COMPLETED' };
    default:
      return undefined;
  }
}

/**
 * Runs a definition against a record without touching anything: triggers fire, decisions take the
 * chosen (or first) option, approvals the chosen outcome (or approve), timers and sub-workflows end at
 * once. The designer shows the path and, for each branch, which condition held with the values seen.
 */
export function simulateWorkflow(
  workflow: CompiledWorkflow,
  input: {
    record: Readonly<Record<string, unknown>>;
    actor: WorkflowActor;
    now: Date;
    choices?: SimulationChoices;
    maxEvents?: number;
  },
): SimulationResult {
  const choices = input.choices ?? {};
  const approvers = Object.fromEntries(
    workflow.definition.nodes
      .filter((node) => node.kind === 'APPROVAL')
      .map((node) => [node.id, [SIMULATED_APPROVER]]),
  );
  const timeline: TimelineEntry[] = [];
  let state: InstanceState | undefined;
  let record: Record<string, unknown> = { ...input.record };
  let event: WorkflowEvent | undefined = { type: 'start' };
  for (let count = 0; event && count < (input.maxEvents ?? 50); count += 1) {
    const approving = event.type === 'approve' || event.type === 'reject';
    const actor = approving ? { ...input.actor, id: SIMULATED_APPROVER } : input.actor;
    const result = advanceWorkflow({ workflow, state, event, record, actor, now: input.now, approvers });
    if (!result.ok) return finish('refused', result.reason);
    ({ state, record } = result);
    timeline.push(...result.timeline);
    if (state.status === 'COMPLETED') return finish('completed');
    if (state.status === 'FAILED') return finish('failed');
    event = nextEvent(workflow, state, choices);
  }
  return finish(event ? 'limit' : 'blocked');

  function finish(stoppedBecause: SimulationResult['stoppedBecause'], reason?: string): SimulationResult {
    const path = timeline.filter((entry) => entry.kind === 'entered').map((entry) => entry.nodeId ?? '');
    return { path, timeline, state, record, stoppedBecause, ...(reason ? { reason } : {}) };
  }
}
