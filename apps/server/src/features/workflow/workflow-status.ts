import {
  type InstanceStatus,
  type NodeOfKind,
  type PendingApprovalAnswer,
  type TimelineKind,
  type WorkflowDecisionOptionAnswer,
  type WorkflowDefinition,
  type WorkflowNode,
  type WorkflowNotStartedAnswer,
  type WorkflowStatusAnswer,
  type WorkflowTimelineAnswer,
  type WorkflowTimelineLabels,
  workflowDefinitionSchema,
  workflowLabels,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import type { WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import { AppError } from '../../platform/errors/app-error';
import { type ActionDeps, instanceOnRecord } from './workflow-actions';
import { activeDefinition } from './workflow-definitions';
import { approvalsOf, childInstances, stateOf, timelineOf } from './workflow-instances.repository';
import { withRecordLabels } from './workflow-record-labels';

type ApprovalRow = Awaited<ReturnType<typeof approvalsOf>>[number];

/** A decision's options as its buttons: each with its prompt when it asks for input. */
export function optionAnswers(node: NodeOfKind<'DECISION'>): WorkflowDecisionOptionAnswer[] {
  return node.options.map((option) => ({
    name: option.name,
    label: option.label,
    ...(option.input ? { prompt: option.input.prompt, required: option.input.required } : {}),
  }));
}

async function definitionOf(tx: Db, id: number): Promise<WorkflowDefinition> {
  const row = await tx
    .selectFrom('workflow_definitions')
    .select('definition')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return workflowDefinitionSchema.parse(row.definition);
}

/** The widget's summary (spec 000 §4): 'Pending: {label}', 'Pending your approval', 'Pending approval from {name}'. */
function summaryOf(
  row: WorkflowInstanceRow,
  node: WorkflowNode | undefined,
  pending: ApprovalRow[],
  userId: number,
): string {
  const state = stateOf(row);
  if (state.status === 'COMPLETED') return `Completed${node ? `: ${node.label}` : ''}`;
  if (state.status === 'FAILED') return `Failed: ${state.error ?? 'the workflow stopped'}`;
  if (state.status === 'CANCELLED') return `Cancelled: ${state.error ?? 'the workflow was stopped'}`;
  if (!node) return 'Pending';
  if (node.kind === 'APPROVAL' && pending.length > 0) {
    if (pending.some((approval) => approval.approver_id === userId)) return 'Pending your approval';
    return `Pending approval from ${pending.map((approval) => approval.approver_name).join(', ')}`;
  }
  return `Pending: ${node.label}`;
}

async function statusOf(tx: Db, row: WorkflowInstanceRow, userId: number): Promise<WorkflowStatusAnswer> {
  const definition = await definitionOf(tx, row.definition_id);
  const versionRow = await tx
    .selectFrom('workflow_definitions')
    .select('version')
    .where('id', '=', row.definition_id)
    .executeTakeFirstOrThrow();
  const state = stateOf(row);
  const node = definition.nodes.find((candidate) => candidate.id === state.node);
  const approvals = (await approvalsOf(tx, [row.id])).filter(
    (approval) => approval.step === row.step || approval.status !== 'pending',
  );
  const pending = approvals.filter(
    (approval) => approval.status === 'pending' && approval.node_id === state.node,
  );
  const waiting = state.status === 'WAITING' && state.blockedOn === null && node !== undefined;
  const children = await childInstances(tx, row.id);
  return {
    instance: Number(row.id),
    workflow: {
      name: definition.name,
      label: definition.label,
      object: row.object,
      version: versionRow.version,
      translations: definition.translations,
    },
    status: state.status as InstanceStatus,
    summary: summaryOf(row, node, pending, userId),
    currentSteps:
      node && state.status !== 'COMPLETED' && state.status !== 'CANCELLED'
        ? [{ nodeId: node.id, label: node.label, kind: node.kind }]
        : [],
    error: state.error,
    actions: {
      triggers:
        waiting && node.kind === 'MANUAL_TRIGGER'
          ? [{ nodeId: node.id, name: node.name, label: node.label }]
          : [],
      decisions:
        waiting && node.kind === 'DECISION'
          ? [
              {
                nodeId: node.id,
                options: optionAnswers(node),
              },
            ]
          : [],
      approvals: pending
        .filter((approval) => approval.approver_id === userId)
        .map((approval) => ({
          id: Number(approval.id),
          nodeId: approval.node_id,
          reasonOnReject: node?.kind === 'APPROVAL' && node.reasonOnReject === true,
        })),
    },
    approvals: approvals.map((approval) => ({
      id: Number(approval.id),
      nodeId: approval.node_id,
      approver: { id: approval.approver_id, name: approval.approver_name },
      status: approval.status,
      comment: approval.comment,
    })),
    children: await Promise.all(children.map((child) => statusOf(tx, child, userId))),
  };
}

async function instanceOrNotStarted(
  deps: ActionDeps,
  auth: AuthContext,
  target: { object: string; recordId: number; workflow: string },
) {
  const definition = await activeDefinition(deps.db, target.workflow);
  const row = await instanceOnRecord(deps, auth, target);
  if (!row && !definition)
    throw new AppError('NOT_FOUND', `There is no workflow '${target.workflow}' on ${target.object}.`);
  return { row, definition };
}

/** GET workflow status: the instance's state, summary and the actions open to this person. */
export async function workflowStatus(
  deps: ActionDeps,
  auth: AuthContext,
  target: { object: string; recordId: number; workflow: string },
): Promise<WorkflowStatusAnswer | WorkflowNotStartedAnswer> {
  const { row, definition } = await instanceOrNotStarted(deps, auth, target);
  if (!row) {
    const parsed = definition ? workflowDefinitionSchema.parse(definition.definition) : undefined;
    return {
      instance: null,
      status: 'NOT_STARTED',
      summary: 'Not started',
      manualStart: parsed?.start.on === 'manual',
    };
  }
  return withTenant(deps.db, auth.orgId, (tx) => statusOf(tx, row, auth.user.id));
}

/** Each instance's definition labels and translations, for the web to tell its timeline in the reader's language. */
async function timelineLabels(
  tx: Db,
  ids: readonly WorkflowInstanceRow['id'][],
): Promise<Record<string, WorkflowTimelineLabels>> {
  const rows = await tx
    .selectFrom('workflow_instances as i')
    .innerJoin('workflow_definitions as d', 'd.id', 'i.definition_id')
    .select(['i.id', 'd.definition'])
    .where('i.id', 'in', ids)
    .execute();
  const answer: Record<string, WorkflowTimelineLabels> = {};
  for (const row of rows) {
    const definition = workflowDefinitionSchema.parse(row.definition);
    answer[String(row.id)] = {
      labels: Object.fromEntries(workflowLabels(definition)),
      ...(definition.translations ? { translations: definition.translations } : {}),
    };
  }
  return answer;
}

/** GET workflow timeline: every entry of the instance and its sub-workflows, with the errors apart. */
export async function workflowTimeline(
  deps: ActionDeps,
  auth: AuthContext,
  target: { object: string; recordId: number; workflow: string },
): Promise<WorkflowTimelineAnswer> {
  const { row } = await instanceOrNotStarted(deps, auth, target);
  if (!row) return { instance: null, entries: [], errors: [] };
  return withTenant(deps.db, auth.orgId, async (tx) => {
    const ids = [row.id];
    for (let index = 0; index < ids.length && ids.length < 50; index += 1) {
      for (const child of await childInstances(tx, ids[index] ?? row.id)) ids.push(child.id);
    }
    const entries = (await timelineOf(tx, ids)).map((entry) => ({
      id: Number(entry.id),
      instance: Number(entry.instance_id),
      kind: entry.kind as TimelineKind,
      nodeId: entry.node_id,
      message: entry.message,
      detail: (entry.detail ?? null) as Record<string, unknown> | null,
      actor: entry.actor_id === null ? null : { id: entry.actor_id, name: entry.actor_name },
      at: entry.created_at.toISOString(),
    }));
    return {
      instance: Number(row.id),
      entries,
      errors: entries.filter((entry) => entry.kind === 'failed').map((entry) => entry.message),
      workflows: await timelineLabels(tx, ids),
    };
  });
}

/** The approvals waiting for this person in the active organization, across objects. */
export async function myPendingApprovals(db: Db, auth: AuthContext): Promise<PendingApprovalAnswer[]> {
  const answers = await withTenant(db, auth.orgId, async (tx) => {
    const rows = await tx
      .selectFrom('workflow_approvals as a')
      .innerJoin('workflow_instances as i', 'i.id', 'a.instance_id')
      .innerJoin('workflow_definitions as d', 'd.id', 'i.definition_id')
      .select([
        'a.id',
        'a.node_id',
        'a.created_at',
        'i.id as instance_id',
        'i.object',
        'i.record_id',
        'i.workflow',
        'd.definition',
      ])
      .where('a.approver_id', '=', auth.user.id)
      .where('a.status', '=', 'pending')
      .orderBy('a.id')
      .limit(500)
      .execute();
    return rows.map((row) => {
      const definition = workflowDefinitionSchema.parse(row.definition);
      return {
        id: Number(row.id),
        instance: Number(row.instance_id),
        object: row.object,
        recordId: Number(row.record_id),
        workflow: { name: definition.name, label: definition.label, translations: definition.translations },
        nodeId: row.node_id,
        label: definition.nodes.find((node) => node.id === row.node_id)?.label ?? row.node_id,
        since: row.created_at.toISOString(),
      };
    });
  });
  // Only records the caller may read are listed, each with its name.
  return withRecordLabels(db, auth, answers);
}
