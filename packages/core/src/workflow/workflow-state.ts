import type { GroupTrace } from '../rules/rule-trace';
import type { Recipient } from './workflow-definition';

/**
 * Where an instance stands: RUNNING between steps, WAITING on a person, a timer, a sub-workflow or a
 * condition; CANCELLED when its record was deleted under it.
 */
export type InstanceStatus = 'RUNNING' | 'WAITING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export type ApprovalDecision = 'pending' | 'approved' | 'rejected' | 'cancelled';

export interface ApprovalSlot {
  userId: number;
  decision: ApprovalDecision;
  comment?: string;
}

/** An instance's state, stored as JSON with the instance; the machine answers a new one. */
export interface InstanceState {
  status: InstanceStatus;
  /** The node it stands on; null before the start and after the end. */
  node: string | null;
  /** Who started it: "self" for an approval that does not allow self-approval. */
  startedBy: number;
  /** Counts the nodes entered: a timer or a sub-workflow names the step it was made for. */
  step: number;
  /** The current approval node's approvers and their decisions. */
  approvals: ApprovalSlot[];
  /** A WAIT step's due time (ISO). */
  waitUntil: string | null;
  /** Set when no transition's condition held for this outcome: a change of the record tries again. */
  blockedOn: string | null;
  error: string | null;
}

/** Who acts: a person (their id and permissions for PERMISSION operands) or the engine on their behalf. */
export interface WorkflowActor {
  id: number;
  permissions: readonly string[];
  timeZone?: string;
  /** The language a refusal's reason is told in (a trigger's requirement); English when absent. */
  locale?: string;
}

export type WorkflowEvent =
  | { type: 'start' }
  | { type: 'trigger'; name: string }
  | { type: 'decide'; nodeId: string; option: string; input?: string | undefined }
  | { type: 'approve' | 'reject'; nodeId: string; comment?: string | undefined }
  /** A WAIT step's timer, or a sub-workflow's end, for the step it was made for. */
  | { type: 'timer'; step: number }
  | { type: 'subCompleted'; step: number; outcome: 'COMPLETED' | 'FAILED' }
  /** The record was written: a blocked transition or a WAIT on a date field looks again. */
  | { type: 'recordChanged' };

/** What the server does for a step, in the same transaction, in order. */
export type WorkflowEffect =
  | { kind: 'setFields'; nodeId: string; values: Record<string, unknown> }
  | {
      kind: 'notify';
      nodeId: string;
      recipients: Recipient[];
      subject: string;
      message: string;
      email: boolean;
    }
  | { kind: 'requestApprovals'; nodeId: string; userIds: number[] }
  /** Pending approvals of the node that no longer count (the node decided). */
  | { kind: 'closeApprovals'; nodeId: string }
  | { kind: 'timer'; nodeId: string; at: string; step: number }
  | { kind: 'startSubWorkflow'; nodeId: string; workflow: string; recordField?: string; step: number };

/** Why a transition was or was not taken: its condition and the values it saw. */
export interface TransitionTest {
  transition: string;
  to: string;
  held: boolean;
  /** Absent for a transition without a condition (it always holds). */
  condition?: GroupTrace;
}

export type TimelineKind =
  | 'started'
  | 'entered'
  | 'transition'
  | 'triggered'
  | 'decided'
  | 'approved'
  | 'rejected'
  | 'fieldsSet'
  | 'notified'
  | 'waiting'
  | 'blocked'
  | 'completed'
  | 'failed'
  | 'cancelled';

/** One line of an instance's audit timeline. */
export interface TimelineEntry {
  kind: TimelineKind;
  nodeId: string | null;
  message: string;
  detail?: Record<string, unknown>;
}

export type RefusalCode = 'forbidden' | 'conflict' | 'unavailable' | 'invalid';

export type MachineResult =
  | {
      ok: true;
      state: InstanceState;
      effects: WorkflowEffect[];
      timeline: TimelineEntry[];
      /** The record's values as the steps left them (SET_FIELDS applied): what later conditions saw. */
      record: Record<string, unknown>;
    }
  | { ok: false; code: RefusalCode; reason: string };
