import type { InstanceState, TimelineEntry } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { WorkflowInstanceRow } from '../../platform/db/workflow-schema';

/** The job type of a WAIT step's timer. */
export const WORKFLOW_TIMER_JOB = 'workflow.timer';

/** Instances, approvals and the timeline: plain functions over a transaction that acts for an organization. */

export function stateOf(row: WorkflowInstanceRow): InstanceState {
  return row.state as InstanceState;
}

export async function insertInstance(
  tx: Db,
  values: {
    orgId: number;
    definitionId: number;
    workflow: string;
    object: string;
    recordId: number;
    state: InstanceState;
    parentId: string | null;
    startedBy: number;
  },
): Promise<WorkflowInstanceRow> {
  return tx
    .insertInto('workflow_instances')
    .values({
      org_id: values.orgId,
      definition_id: values.definitionId,
      workflow: values.workflow,
      object: values.object,
      record_id: values.recordId,
      status: values.state.status,
      current_node: values.state.node,
      step: values.state.step,
      state: JSON.stringify(values.state),
      parent_instance_id: values.parentId,
      started_by: values.startedBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function saveState(tx: Db, id: string, state: InstanceState): Promise<void> {
  await tx
    .updateTable('workflow_instances')
    .set({
      status: state.status,
      current_node: state.node,
      step: state.step,
      state: JSON.stringify(state),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Locks the instance for the transaction: two processes never advance the same one at once. */
export async function lockInstance(tx: Db, id: string): Promise<WorkflowInstanceRow | undefined> {
  return tx.selectFrom('workflow_instances').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Instances on a record that are still going (running or waiting), oldest first, locked. */
export async function liveInstancesOf(
  tx: Db,
  object: string,
  recordId: number,
): Promise<WorkflowInstanceRow[]> {
  return tx
    .selectFrom('workflow_instances')
    .selectAll()
    .where('object', '=', object)
    .where('record_id', '=', recordId)
    .where('status', 'in', ['RUNNING', 'WAITING'])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The newest instance of a workflow on a record. */
export async function latestInstance(
  tx: Db,
  target: { object: string; recordId: number; workflow: string },
): Promise<WorkflowInstanceRow | undefined> {
  return tx
    .selectFrom('workflow_instances')
    .selectAll()
    .where('object', '=', target.object)
    .where('record_id', '=', target.recordId)
    .where('workflow', '=', target.workflow)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Sub-workflows an instance started that are still going, on any record, locked. */
export async function liveChildrenOf(tx: Db, parentId: string): Promise<WorkflowInstanceRow[]> {
  return tx
    .selectFrom('workflow_instances')
    .selectAll()
    .where('parent_instance_id', '=', parentId)
    .where('status', 'in', ['RUNNING', 'WAITING'])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Removes an instance's timers that no worker holds yet, in the caller's transaction. One a worker
 * already holds finds the instance no longer waiting and does nothing.
 */
export async function removeTimers(tx: Db, instance: { id: string; orgId: number }): Promise<void> {
  await tx
    .deleteFrom('jobs')
    .where('type', '=', WORKFLOW_TIMER_JOB)
    .where('status', '=', 'queued')
    .where(sql<string>`payload->>'instanceId'`, '=', instance.id)
    .where(sql<string>`payload->>'orgId'`, '=', String(instance.orgId))
    .execute();
}

export async function childInstances(tx: Db, parentId: string): Promise<WorkflowInstanceRow[]> {
  return tx
    .selectFrom('workflow_instances')
    .selectAll()
    .where('parent_instance_id', '=', parentId)
    .orderBy('id')
    .execute();
}

export async function appendTimeline(
  tx: Db,
  instance: { id: string; orgId: number },
  entries: readonly TimelineEntry[],
  actorId: number | null,
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insertInto('workflow_timeline')
    .values(
      entries.map((entry) => ({
        org_id: instance.orgId,
        instance_id: instance.id,
        kind: entry.kind,
        node_id: entry.nodeId,
        message: entry.message,
        detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
        actor_id: actorId,
      })),
    )
    .execute();
}

export async function timelineOf(tx: Db, instanceIds: readonly string[]) {
  if (instanceIds.length === 0) return [];
  return tx
    .selectFrom('workflow_timeline as t')
    .leftJoin('users as u', 'u.id', 't.actor_id')
    .select([
      't.id',
      't.instance_id',
      't.kind',
      't.node_id',
      't.message',
      't.detail',
      't.actor_id',
      'u.name as actor_name',
      't.created_at',
    ])
    .where('t.instance_id', 'in', instanceIds)
    .orderBy('t.id')
    .execute();
}

export async function insertApprovals(
  tx: Db,
  instance: { id: string; orgId: number },
  request: { nodeId: string; step: number; userIds: readonly number[] },
): Promise<void> {
  await tx
    .insertInto('workflow_approvals')
    .values(
      request.userIds.map((userId) => ({
        org_id: instance.orgId,
        instance_id: instance.id,
        node_id: request.nodeId,
        step: request.step,
        approver_id: userId,
        status: 'pending' as const,
      })),
    )
    .execute();
}

export async function cancelPendingApprovals(tx: Db, instanceId: string): Promise<void> {
  await tx
    .updateTable('workflow_approvals')
    .set({ status: 'cancelled', decided_at: new Date() })
    .where('instance_id', '=', instanceId)
    .where('status', '=', 'pending')
    .execute();
}

export async function lockApproval(tx: Db, id: string) {
  return tx.selectFrom('workflow_approvals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function decideApprovalRow(
  tx: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; comment: string | null },
): Promise<void> {
  await tx
    .updateTable('workflow_approvals')
    .set({ status: decision.status, comment: decision.comment, decided_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function approvalsOf(tx: Db, instanceIds: readonly string[]) {
  if (instanceIds.length === 0) return [];
  return tx
    .selectFrom('workflow_approvals as a')
    .innerJoin('users as u', 'u.id', 'a.approver_id')
    .select([
      'a.id',
      'a.instance_id',
      'a.node_id',
      'a.step',
      'a.approver_id',
      'u.name as approver_name',
      'a.status',
      'a.comment',
      'a.decided_at',
    ])
    .where('a.instance_id', 'in', instanceIds)
    .orderBy('a.id')
    .execute();
}
