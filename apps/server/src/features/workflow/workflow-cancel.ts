import { sql } from 'kysely';
import type { WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import { AppError } from '../../platform/errors/app-error';
import type { WriteState } from '../records/write-pipeline/write-state';
import { drainFollowUps } from './workflow-engine';
import { announce, type EngineContext, newContext } from './workflow-engine-context';
import {
  appendTimeline,
  cancelPendingApprovals,
  liveChildrenOf,
  liveInstancesOf,
  removeTimers,
  saveState,
  stateOf,
} from './workflow-instances.repository';
import { workflowsDefinedOn } from './workflows-on-object';

/**
 * Cancels a live instance where it stands: its pending approvals close (they leave every inbox and a
 * late decision is a 409), its queued timers are removed, its timeline says why, and the
 * sub-workflows it started (on this record or others) are cancelled with it, down the tree. A parent
 * waiting on it that is not being cancelled too hears that it failed.
 */
async function cancelTree(
  ctx: EngineContext,
  row: WorkflowInstanceRow,
  reason: string,
  cancelled: Set<string>,
): Promise<void> {
  if (cancelled.has(row.id)) return;
  cancelled.add(row.id);
  const state = { ...stateOf(row), status: 'CANCELLED' as const, waitUntil: null, error: reason };
  await saveState(ctx.tx, row.id, state);
  await cancelPendingApprovals(ctx.tx, row.id);
  await removeTimers(ctx.tx, { id: row.id, orgId: row.org_id });
  await appendTimeline(
    ctx.tx,
    { id: row.id, orgId: row.org_id },
    [{ kind: 'cancelled', nodeId: row.current_node, message: reason }],
    ctx.auth.user.id,
  );
  announce(ctx, row, state);
  const childReason = `Cancelled with the workflow that started it: ${reason}`;
  for (const child of await liveChildrenOf(ctx.tx, row.id))
    await cancelTree(ctx, child, childReason, cancelled);
}

/**
 * The write pipeline's workflow step for a delete, after the row is gone and in the same
 * transaction: the instances still running or waiting on the record are cancelled, with every
 * sub-workflow they started.
 */
export async function cancelWithRecord(state: WriteState): Promise<void> {
  const { request, tx, auth } = state;
  if (request.kind !== 'delete' || !(await workflowsDefinedOn(state))) return;
  const live = await liveInstancesOf(tx, request.object, request.id);
  if (live.length === 0) return;
  const ctx = newContext(tx, auth, state.prepared, state.events);
  const reason = `The ${state.model.object.display_name} was deleted by ${auth.user.name}.`;
  const cancelled = new Set<string>();
  for (const row of live) await cancelTree(ctx, row, reason, cancelled);
  // Only a parent that lives on (on another record) hears that its sub-workflow ended.
  for (const row of live)
    if (row.parent_instance_id && !cancelled.has(row.parent_instance_id))
      ctx.followUps.push({ instanceId: row.parent_instance_id, outcome: 'FAILED' });
  if (ctx.followUps.length === 0) return;
  // A parent on another record moves on as if its sub-workflow failed; when the deleter may not move
  // it (they cannot read that record, a step of it is refused), it keeps waiting rather than the
  // delete failing.
  await sql`savepoint workflow_cancel`.execute(tx);
  try {
    await drainFollowUps(ctx);
    await sql`release savepoint workflow_cancel`.execute(tx);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    await sql`rollback to savepoint workflow_cancel`.execute(tx);
  }
}
