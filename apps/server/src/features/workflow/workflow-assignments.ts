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
import { optionAnswers } from './workflow-status';

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

/**
 * The team a person leads in the organization: the members whose manager they are there (set on the
 * membership by an administrator). A team is people, not a role: sharing a role is not reporting to
 * someone.
 */
async function teamOf(tx: Db, auth: AuthContext): Promise<number[]> {
  const rows = await tx
    .selectFrom('memberships')
    .select('user_id')
    .where('org_id', '=', auth.orgId)
    .where('manager_id', '=', auth.user.id)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
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
    const node = definition.nodes.find((candidate) => candidate.id === row.node_id);
    return {
      kind: 'APPROVAL',
      approval: Number(row.id),
      reasonOnReject: node?.kind === 'APPROVAL' && node.reasonOnReject === true,
      assignee: { id: row.approver_id, name: row.approver_name },
      instance: Number(row.instance_id),
      object: row.object,
      recordId: Number(row.record_id),
      workflow: { name: definition.name, label: definition.label, translations: definition.translations },
      nodeId: row.node_id,
      label: node?.label ?? row.node_id,
      since: row.created_at.toISOString(),
    };
  });
}

/** Instances these people started that wait at a button of theirs: a manual trigger or a decision. */
async function openTasksOf(
  tx: Db,
  starters: readonly number[],
  read: ReturnType<typeof definitionReader>,
): Promise<Omit<WorkflowAssignmentAnswer, 'recordLabel'>[]> {
  if (starters.length === 0) return [];
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
      'u.id as starter_id',
      'u.name as starter_name',
      'd.id as definition_id',
      'd.definition',
    ])
    .where('i.started_by', 'in', starters)
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
        assignee: { id: row.starter_id, name: row.starter_name },
        instance: Number(row.id),
        object: row.object,
        recordId: Number(row.record_id),
        workflow: { name: definition.name, label: definition.label, translations: definition.translations },
        nodeId: node.id,
        label: node.label,
        since: row.updated_at.toISOString(),
        ...(node.kind === 'MANUAL_TRIGGER' ? { trigger: node.name } : { options: optionAnswers(node) }),
      },
    ];
  });
}

async function bothOf(tx: Db, people: readonly number[], read: ReturnType<typeof definitionReader>) {
  return [...(await pendingApprovalsOf(tx, people, read)), ...(await openTasksOf(tx, people, read))].sort(
    (a, b) => a.since.localeCompare(b.since),
  );
}

/**
 * What waits in the organization (issue 16 item 5): `tasks` the buttons of workflows this person
 * started, `approvals` the approvals assigned to them, `mine` both, `team` both for the members of
 * the team they lead (those whose manager they are in this organization).
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
        return openTasksOf(tx, [auth.user.id], read);
      case 'mine':
        return bothOf(tx, [auth.user.id], read);
      case 'team':
        return bothOf(tx, await teamOf(tx, auth), read);
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
