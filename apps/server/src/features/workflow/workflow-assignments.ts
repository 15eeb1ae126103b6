import {
  type WorkflowAssignmentAnswer,
  type WorkflowAssignmentScope,
  workflowDefinitionSchema,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { withRecordLabels } from './workflow-record-labels';

const LIMIT = 500;

type Definition = ReturnType<typeof workflowDefinitionSchema.parse>;

/** Parses each definition once per answer: many rows share a version. */
function definitionReader() {
  const cache = new Map<number, Definition>();
  return (id: number, json: unknown): Definition => {
    let parsed = cache.get(id);
    if (!parsed) {
      parsed = workflowDefinitionSchema.parse(json);
      cache.set(id, parsed);
    }
    return parsed;
  };
}

/** The people who share a role with this person in the organization (themselves included). */
async function teamOf(tx: Db, auth: AuthContext): Promise<number[]> {
  const rows = await tx
    .selectFrom('user_roles as mine')
    .innerJoin('roles as r', 'r.id', 'mine.role_id')
    .innerJoin('user_roles as theirs', 'theirs.role_id', 'r.id')
    .innerJoin('memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'theirs.user_id').on('m.org_id', '=', auth.orgId),
    )
    .select('theirs.user_id')
    .distinct()
    .where('mine.user_id', '=', auth.user.id)
    .where('r.org_id', '=', auth.orgId)
    .execute();
  return [...new Set([auth.user.id, ...rows.map((row) => row.user_id)])];
}

async function pendingApprovalsOf(
  tx: Db,
  approvers: readonly number[],
  read: ReturnType<typeof definitionReader>,
): Promise<Omit<WorkflowAssignmentAnswer, 'recordLabel'>[]> {
  if (approvers.length === 0) return [];
  const rows = await tx
    .selectFrom('workflow_approvals as a')
    .innerJoin('workflow_instances as i', 'i.id', 'a.instance_id')
    .innerJoin('workflow_definitions as d', 'd.id', 'i.definition_id')
    .innerJoin('users as u', 'u.id', 'a.approver_id')
    .select([
      'a.id',
      'a.node_id',
      'a.created_at',
      'a.approver_id',
      'u.name as approver_name',
      'i.id as instance_id',
      'i.object',
      'i.record_id',
      'd.id as definition_id',
      'd.definition',
    ])
    .where('a.approver_id', 'in', approvers)
    .where('a.status', '=', 'pending')
    .orderBy('a.id')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => {
    const definition = read(row.definition_id, row.definition);
    return {
      kind: 'APPROVAL',
      approval: Number(row.id),
      assignee: { id: row.approver_id, name: row.approver_name },
      instance: Number(row.instance_id),
      object: row.object,
      recordId: Number(row.record_id),
      workflow: { name: definition.name, label: definition.label },
      nodeId: row.node_id,
      label: definition.nodes.find((node) => node.id === row.node_id)?.label ?? row.node_id,
      since: row.created_at.toISOString(),
    };
  });
}

/** Instances this person started that wait at a button of theirs: a manual trigger or a decision. */
async function openTasksOf(
  tx: Db,
  auth: AuthContext,
  read: ReturnType<typeof definitionReader>,
): Promise<Omit<WorkflowAssignmentAnswer, 'recordLabel'>[]> {
  const rows = await tx
    .selectFrom('workflow_instances as i')
    .innerJoin('workflow_definitions as d', 'd.id', 'i.definition_id')
    .innerJoin('users as u', 'u.id', 'i.started_by')
    .select([
      'i.id',
      'i.object',
      'i.record_id',
      'i.current_node',
      'i.updated_at',
      'u.name as starter_name',
      'd.id as definition_id',
      'd.definition',
    ])
    .where('i.started_by', '=', auth.user.id)
    .where('i.status', '=', 'WAITING')
    .orderBy('i.id')
    .limit(LIMIT)
    .execute();
  return rows.flatMap((row): Omit<WorkflowAssignmentAnswer, 'recordLabel'>[] => {
    const definition = read(row.definition_id, row.definition);
    const node = definition.nodes.find((candidate) => candidate.id === row.current_node);
    if (!node || (node.kind !== 'MANUAL_TRIGGER' && node.kind !== 'DECISION')) return [];
    return [
      {
        kind: node.kind,
        approval: null,
        assignee: { id: auth.user.id, name: row.starter_name },
        instance: Number(row.id),
        object: row.object,
        recordId: Number(row.record_id),
        workflow: { name: definition.name, label: definition.label },
        nodeId: node.id,
        label: node.label,
        since: row.updated_at.toISOString(),
      },
    ];
  });
}

/**
 * What waits in the organization (issue 16 item 5): `tasks` the buttons of workflows this person
 * started, `approvals` the approvals assigned to them, `mine` both, `team` the approvals assigned to
 * anyone who shares a role with them.
 */
export async function workflowAssignments(
  db: Db,
  auth: AuthContext,
  scope: WorkflowAssignmentScope,
): Promise<WorkflowAssignmentAnswer[]> {
  const rows = await withTenant(db, auth.orgId, async (tx) => {
    const read = definitionReader();
    switch (scope) {
      case 'approvals':
        return pendingApprovalsOf(tx, [auth.user.id], read);
      case 'tasks':
        return openTasksOf(tx, auth, read);
      case 'mine':
        return [
          ...(await pendingApprovalsOf(tx, [auth.user.id], read)),
          ...(await openTasksOf(tx, auth, read)),
        ].sort((a, b) => a.since.localeCompare(b.since));
      case 'team':
        return pendingApprovalsOf(tx, await teamOf(tx, auth), read);
    }
  });
  // Only what the caller may read is listed, each row with its record's name.
  return withRecordLabels(db, auth, rows);
}

/** `{workflowId}` is a workflow's name or, as form options give it (spec 001 §3.5), a definition id. */
export async function workflowNameOf(db: Db, workflowId: string): Promise<string> {
  if (!/^[0-9]+$/.test(workflowId)) return workflowId;
  const row = await db
    .selectFrom('workflow_definitions')
    .select('name')
    .where('id', '=', Number(workflowId))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', `There is no workflow ${workflowId}.`);
  return row.name;
}
