import type { WorkflowDefinition } from './workflow-definition';
import type { InstanceStatus, TimelineKind } from './workflow-state';
import type { WorkflowTranslations } from './workflow-translations';
import type { WorkflowIssue } from './workflow-validation';

/** The answers of the workflow calls (spec 000 §7 "Workflow"), shared by the server and the web app. */

export interface WorkflowDecisionOptionAnswer {
  name: string;
  label: string;
  /** Set when the option asks for an input: the prompt, and whether an answer is required. */
  prompt?: string;
  required?: boolean;
}

/** GET workflow/objects/{object}/{id}/status/{workflowId} for a record with an instance. */
export interface WorkflowStatusAnswer {
  instance: number;
  /** `translations` are the definition's (workflow-translations.ts): the reader's language picks from them. */
  workflow: {
    name: string;
    label: string;
    object: string;
    version: number;
    translations?: WorkflowTranslations;
  };
  status: InstanceStatus;
  /** 'Pending: {label}', 'Pending your approval', 'Pending approval from {name}', 'Completed…', 'Failed: …'. */
  summary: string;
  currentSteps: { nodeId: string; label: string; kind: string }[];
  error: string | null;
  /** What this person may do now: one button per trigger, per decision option, Approve/Reject per approval. */
  actions: {
    triggers: { nodeId: string; name: string; label: string }[];
    decisions: { nodeId: string; options: WorkflowDecisionOptionAnswer[] }[];
    /** `reasonOnReject`: Reject asks for the reason, which the server requires. */
    approvals: { id: number; nodeId: string; reasonOnReject: boolean }[];
  };
  approvals: {
    id: number;
    nodeId: string;
    approver: { id: number; name: string };
    status: 'pending' | 'approved' | 'rejected' | 'cancelled';
    comment: string | null;
  }[];
  /** Sub-workflows started from this instance, nested. */
  children: WorkflowStatusAnswer[];
}

/** The same call when the workflow has not started on the record. */
export interface WorkflowNotStartedAnswer {
  instance: null;
  status: 'NOT_STARTED';
  summary: string;
  /** Whether it starts by hand (POST workflow/objects/{object}/{id}/start/{workflowId}). */
  manualStart: boolean;
}

export interface WorkflowTimelineEntryAnswer {
  id: number;
  instance: number;
  kind: TimelineKind;
  nodeId: string | null;
  message: string;
  /** For a transition: `{ outcome, transition, tested: TransitionTest[] }`, the "why". */
  detail: Record<string, unknown> | null;
  actor: { id: number; name: string | null } | null;
  at: string;
}

/** A timeline's instance's texts: its definition's English labels by translation key, and their translations. */
export interface WorkflowTimelineLabels {
  labels: Record<string, string>;
  translations?: WorkflowTranslations;
}

/** GET workflow/objects/{object}/{id}/timeline/{workflowId}: errors are the failed entries' messages. */
export interface WorkflowTimelineAnswer {
  instance: number | null;
  entries: WorkflowTimelineEntryAnswer[];
  errors: string[];
  /** By instance id: the labels its entries name, so the reader's language can retell them. */
  workflows?: Record<string, WorkflowTimelineLabels>;
}

/** GET workflow/approvals/pending: what waits for this person in the active organization. */
export interface PendingApprovalAnswer {
  id: number;
  instance: number;
  object: string;
  recordId: number;
  /** The record's name (its object's label attribute or expression); null when it has none. */
  recordLabel: string | null;
  workflow: { name: string; label: string; translations?: WorkflowTranslations };
  nodeId: string;
  label: string;
  since: string;
}

/** What `GET workflow/assignments?scope=` lists (issue 16 item 5). */
export const WORKFLOW_ASSIGNMENT_SCOPES = ['approvals', 'tasks', 'mine', 'team'] as const;
export type WorkflowAssignmentScope = (typeof WORKFLOW_ASSIGNMENT_SCOPES)[number];

/** One open step waiting for someone: an approval assigned to them, or a button of a workflow they started. */
export interface WorkflowAssignmentAnswer {
  kind: 'APPROVAL' | 'MANUAL_TRIGGER' | 'DECISION';
  /** The approval's id, for approve and reject in place; null for a trigger or a decision. */
  approval: number | null;
  /** An approval whose rejection must give the reason (the step's `reasonOnReject`). */
  reasonOnReject?: boolean;
  assignee: { id: number; name: string };
  instance: number;
  object: string;
  recordId: number;
  /** The record's name (its object's label attribute or expression); null when it has none. */
  recordLabel: string | null;
  workflow: { name: string; label: string; translations?: WorkflowTranslations };
  nodeId: string;
  label: string;
  since: string;
  /** A MANUAL_TRIGGER row's trigger name, for its button in place. */
  trigger?: string;
  /** A DECISION row's options, one button each in place (a prompt when one asks for input). */
  options?: WorkflowDecisionOptionAnswer[];
}

/** GET workflow/definitions. */
export interface WorkflowDefinitionSummary {
  name: string;
  label: string;
  translations?: WorkflowTranslations;
  object: string;
  activeVersion: number | null;
  draftVersion: number | null;
}

/** One stored version of a definition, as `GET workflow/definitions/{name}` lists them. */
export interface WorkflowVersionAnswer {
  id: number;
  name: string;
  object: string;
  version: number;
  status: 'DRAFT' | 'ACTIVE' | 'RETIRED';
  definition: WorkflowDefinition;
}

/** POST workflow/definitions/validate. */
export interface WorkflowValidationAnswer {
  valid: boolean;
  issues: WorkflowIssue[];
}

/** `GET workflow/people`: members of the caller's organization, for the designer's user picker. */
export interface WorkflowPersonAnswer {
  id: number;
  name: string;
  email: string;
}

/** `GET workflow/roles`: the roles of the caller's organization, for the designer's role picker. */
export interface WorkflowRoleAnswer {
  name: string;
  description: string | null;
}
