import {
  CompiledWorkflow,
  isPublishable,
  type SimulationChoices,
  type SimulationResult,
  simulateWorkflow,
  type WorkflowDefinition,
  type WorkflowEvent,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import type { WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import { AppError } from '../../platform/errors/app-error';
import type { Realtime } from '../../platform/realtime/realtime';
import { publishCommitted } from '../records/write-pipeline/events';
import { prepareWrites } from '../records/write-pipeline/run-write';
import type { PendingEvent } from '../records/write-pipeline/write-state';
import {
  activeDefinition,
  compiledDefinition,
  issuesByNode,
  shapeOf,
  validateDefinition,
} from './workflow-definitions';
import { applyEvent, drainFollowUps, startInstance } from './workflow-engine';
import { type EngineContext, newContext, recordFor, workflowActor } from './workflow-engine-context';
import {
  decideApprovalRow,
  latestInstance,
  liveInstancesOf,
  lockApproval,
  lockInstance,
  stateOf,
} from './workflow-instances.repository';

export interface ActionDeps {
  db: Db;
  realtime: Realtime;
}

/** Record bit 2: the person may edit this record (object permission and record grants both). */
const EDIT = 2;

async function requireEditable(
  ctx: EngineContext,
  object: string,
  id: number,
): Promise<Record<string, unknown>> {
  const record = await recordFor(ctx, object, id);
  if ((Number(record.permission) & EDIT) === 0)
    throw new AppError('FORBIDDEN', 'You may not edit this record, so you cannot move its workflow.');
  return record;
}

/**
 * Runs `work` in one transaction of the caller's organization with the engine's context, then
 * publishes what it queued. The models the pipeline needs are loaded before the transaction opens.
 */
async function inTenant<T>(
  deps: ActionDeps,
  auth: AuthContext,
  object: string,
  work: (ctx: EngineContext) => Promise<T>,
): Promise<T> {
  const prepared = await prepareWrites(deps.db, [
    { kind: 'update', object, id: 1, values: {}, version: undefined },
  ]);
  const events: PendingEvent[] = [];
  const answer = await withTenant(deps.db, auth.orgId, async (tx) => {
    const ctx = newContext(tx, auth, prepared, events);
    const result = await work(ctx);
    await drainFollowUps(ctx);
    return result;
  });
  publishCommitted(deps.realtime, events);
  return answer;
}

async function instanceHead(deps: ActionDeps, auth: AuthContext, id: string): Promise<WorkflowInstanceRow> {
  const row = await withTenant(deps.db, auth.orgId, (tx) =>
    tx.selectFrom('workflow_instances').selectAll().where('id', '=', id).executeTakeFirst(),
  );
  if (!row) throw new AppError('NOT_FOUND', `There is no workflow instance ${id}.`);
  return row;
}

async function locked(ctx: EngineContext, id: string): Promise<WorkflowInstanceRow> {
  const row = await lockInstance(ctx.tx, id);
  if (!row) throw new AppError('NOT_FOUND', `There is no workflow instance ${id}.`);
  return row;
}

/** A manual trigger or a decision: by someone who may edit the record. */
export async function moveInstance(
  deps: ActionDeps,
  auth: AuthContext,
  request: { instanceId: string; event: Extract<WorkflowEvent, { type: 'trigger' | 'decide' }> },
): Promise<{ instance: number }> {
  const head = await instanceHead(deps, auth, request.instanceId);
  return inTenant(deps, auth, head.object, async (ctx) => {
    const row = await locked(ctx, request.instanceId);
    const record = await requireEditable(ctx, row.object, Number(row.record_id));
    await applyEvent(ctx, row, request.event, { record });
    return { instance: Number(row.id) };
  });
}

/** Approve or reject: only the pending approver it is assigned to, once. */
export async function decideApproval(
  deps: ActionDeps,
  auth: AuthContext,
  request: { approvalId: string; decision: 'approve' | 'reject'; comment: string | undefined },
): Promise<{ instance: number }> {
  // One read finds the object, whose model the transaction needs before it opens; what it read is
  // checked again under the locks.
  const approval = await withTenant(deps.db, auth.orgId, (tx) =>
    tx
      .selectFrom('workflow_approvals as a')
      .innerJoin('workflow_instances as i', 'i.id', 'a.instance_id')
      .select(['a.instance_id', 'i.object'])
      .where('a.id', '=', request.approvalId)
      .executeTakeFirst(),
  );
  if (!approval) throw new AppError('NOT_FOUND', `There is no approval ${request.approvalId}.`);
  return inTenant(deps, auth, approval.object, async (ctx) => {
    const row = await locked(ctx, approval.instance_id);
    const current = await lockApproval(ctx.tx, request.approvalId);
    if (!current) throw new AppError('NOT_FOUND', `There is no approval ${request.approvalId}.`);
    if (current.approver_id !== auth.user.id)
      throw new AppError('FORBIDDEN', 'This approval is not assigned to you.');
    if (row.status === 'CANCELLED')
      throw new AppError(
        'CONFLICT',
        `This approval was closed because its workflow was cancelled: ${stateOf(row).error ?? 'it no longer runs'}`,
      );
    if (current.status !== 'pending' || current.step !== row.step)
      throw new AppError(
        'CONFLICT',
        `This approval has already been ${current.status === 'pending' ? 'closed' : current.status}.`,
      );
    const status = request.decision === 'approve' ? 'approved' : 'rejected';
    await decideApprovalRow(ctx.tx, current.id, { status, comment: request.comment ?? null });
    await applyEvent(ctx, row, { type: request.decision, nodeId: current.node_id, comment: request.comment });
    return { instance: Number(row.id) };
  });
}

/** Starts a workflow whose start is manual, on a record the person may edit. */
export async function startManually(
  deps: ActionDeps,
  auth: AuthContext,
  request: { object: string; recordId: number; workflow: string },
): Promise<{ instance: number }> {
  const definition = await activeDefinition(deps.db, request.workflow);
  if (!definition || definition.object !== request.object)
    throw new AppError(
      'NOT_FOUND',
      `There is no published workflow '${request.workflow}' on ${request.object}.`,
    );
  return inTenant(deps, auth, request.object, async (ctx) => {
    const workflow = await compiledDefinition(
      ctx.tx,
      definition,
      ctx.prepared.models.get(request.object)?.model,
    );
    if (workflow.definition.start.on !== 'manual')
      throw new AppError(
        'CONFLICT',
        `'${workflow.definition.label}' starts on its own (on ${workflow.definition.start.on}), not by hand.`,
      );
    const record = await requireEditable(ctx, request.object, request.recordId);
    const live = await liveInstancesOf(ctx.tx, request.object, request.recordId);
    if (live.some((row) => row.workflow === request.workflow))
      throw new AppError('CONFLICT', `'${workflow.definition.label}' is already running on this record.`);
    const row = await startInstance(ctx, {
      definition,
      object: request.object,
      recordId: request.recordId,
      record,
    });
    return { instance: Number(row.id) };
  });
}

/** The newest instance of a workflow on a record the person may read (404 otherwise). */
export async function instanceOnRecord(
  deps: ActionDeps,
  auth: AuthContext,
  target: { object: string; recordId: number; workflow: string },
) {
  return inTenant(deps, auth, target.object, async (ctx) => {
    await recordFor(ctx, target.object, target.recordId);
    return latestInstance(ctx.tx, target);
  });
}

/**
 * Runs a definition (the designer's, saved or not) against a record the person may read, touching
 * nothing: a definition that does not validate is refused with its reasons per node.
 */
export async function simulateOnRecord(
  deps: ActionDeps,
  auth: AuthContext,
  request: { definition: WorkflowDefinition; recordId: number; choices: SimulationChoices | undefined },
): Promise<SimulationResult> {
  const { definition } = request;
  const { issues } = await validateDefinition(deps.db, definition);
  if (!isPublishable(issues))
    throw new AppError(
      'UNPROCESSABLE',
      'The workflow does not validate, so it cannot be simulated.',
      issuesByNode(issues),
    );
  return inTenant(deps, auth, definition.object, async (ctx) => {
    const record = await recordFor(ctx, definition.object, request.recordId);
    const model = ctx.prepared.models.get(definition.object)?.model;
    if (!model) throw new AppError('NOT_FOUND', `There is no object named '${definition.object}'.`);
    return simulateWorkflow(new CompiledWorkflow(definition, shapeOf(model)), {
      record,
      actor: workflowActor(auth),
      now: new Date(),
      ...(request.choices ? { choices: request.choices } : {}),
    });
  });
}
