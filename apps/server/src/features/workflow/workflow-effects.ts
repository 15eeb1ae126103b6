import type { InstanceState, TimelineEntry, WorkflowEffect } from '@atrium/core';
import { sql } from 'kysely';
import type { WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import { AppError } from '../../platform/errors/app-error';
import { insertJob } from '../../platform/jobs/job-queue';
import { runSteps } from '../records/write-pipeline/run-write';
import { type EngineContext, tellUsers } from './workflow-engine-context';
import { cancelPendingApprovals, insertApprovals, WORKFLOW_TIMER_JOB } from './workflow-instances.repository';
import { keepApprovalNotices, keepNotice, notifyNotice } from './workflow-notices';
import { peopleOf } from './workflow-people';

export const WORKFLOW_MAIL_JOB = 'workflow.mail';

/** A step's outcome once its effects are applied: the state and timeline to save. */
export interface Applied {
  state: InstanceState;
  timeline: TimelineEntry[];
}

/** Starts a sub-workflow on its record; answers why not when it cannot (the step then fails). */
export type StartChild = (
  ctx: EngineContext,
  parent: WorkflowInstanceRow,
  effect: Extract<WorkflowEffect, { kind: 'startSubWorkflow' }>,
  record: Readonly<Record<string, unknown>>,
) => Promise<string | undefined>;

/**
 * A step's field changes, written through the record pipeline as the acting person (permissions,
 * rules, validation), in a savepoint: a refusal leaves the record as it was and fails the step.
 */
async function writeFields(
  ctx: EngineContext,
  row: WorkflowInstanceRow,
  values: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; message: string; errors: Record<string, string[]> | undefined }> {
  await sql`savepoint workflow_step`.execute(ctx.tx);
  try {
    const state = await runSteps(ctx.tx, ctx.auth, ctx.prepared, {
      kind: 'update',
      object: row.object,
      id: Number(row.record_id),
      values,
      version: undefined,
      origin: 'workflow',
      trusted: true,
    });
    await sql`release savepoint workflow_step`.execute(ctx.tx);
    ctx.events.push(...state.events);
    ctx.changed.add(`${row.object}:${row.record_id}`);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    await sql`rollback to savepoint workflow_step`.execute(ctx.tx);
    return { ok: false, message: error.message, errors: error.errors };
  }
}

/**
 * Applies the machine's effects in order; a refused field set (or a sub-workflow that cannot start)
 * fails the step there and stops.
 */
export async function applyEffects(
  ctx: EngineContext,
  row: WorkflowInstanceRow,
  result: {
    state: InstanceState;
    effects: WorkflowEffect[];
    timeline: TimelineEntry[];
    record: Record<string, unknown>;
  },
  startChild: StartChild,
): Promise<Applied> {
  const instance = { id: row.id, orgId: row.org_id };
  for (const effect of result.effects) {
    switch (effect.kind) {
      case 'setFields': {
        const written = await writeFields(ctx, row, effect.values);
        if (written.ok) break;
        const cut = result.timeline.findIndex(
          (entry) => entry.kind === 'fieldsSet' && entry.nodeId === effect.nodeId,
        );
        // The fields' own reasons ("Founded is read-only."), so the timeline line says why.
        const reasons = Object.values(written.errors ?? {}).flat();
        const message = `The step could not set its fields: ${reasons.length > 0 ? reasons.join(' ') : written.message}`;
        return {
          state: {
            ...result.state,
            status: 'FAILED',
            node: effect.nodeId,
            error: message,
            approvals: [],
            waitUntil: null,
            blockedOn: null,
          },
          timeline: [
            ...result.timeline.slice(0, cut < 0 ? result.timeline.length : cut),
            {
              kind: 'failed',
              nodeId: effect.nodeId,
              message,
              detail: { values: effect.values, errors: written.errors ?? {} },
            },
          ],
        };
      }
      case 'requestApprovals':
        await insertApprovals(ctx.tx, instance, {
          nodeId: effect.nodeId,
          step: result.state.step,
          userIds: effect.userIds,
        });
        tellUsers(ctx, effect.userIds, 'workflow.approval', {
          instance: Number(row.id),
          object: row.object,
          id: Number(row.record_id),
        });
        await keepApprovalNotices(ctx, row, effect.userIds, effect.nodeId);
        break;
      case 'closeApprovals':
        await cancelPendingApprovals(ctx.tx, row.id);
        break;
      case 'timer':
        await insertJob(ctx.tx, {
          type: WORKFLOW_TIMER_JOB,
          payload: { orgId: row.org_id, instanceId: String(row.id), step: effect.step },
          runAfter: new Date(effect.at),
        });
        break;
      case 'notify': {
        const people = await peopleOf(
          ctx.tx,
          { orgId: row.org_id, record: result.record, startedBy: result.state.startedBy },
          effect.recipients,
        );
        tellUsers(ctx, people, 'workflow.notification', {
          subject: effect.subject,
          message: effect.message,
          object: row.object,
          id: Number(row.record_id),
        });
        await keepNotice(ctx, row, people, notifyNotice(row, effect));
        if (effect.email && people.length > 0) {
          const addresses = await ctx.tx
            .selectFrom('users')
            .select('email')
            .where('id', 'in', people)
            .execute();
          for (const { email } of addresses) {
            await insertJob(ctx.tx, {
              type: WORKFLOW_MAIL_JOB,
              payload: { to: email, subject: effect.subject, text: effect.message },
            });
          }
        }
        break;
      }
      case 'startSubWorkflow': {
        const refused = await startChild(ctx, row, effect, result.record);
        if (!refused) break;
        return {
          state: { ...result.state, status: 'FAILED', error: refused },
          timeline: [...result.timeline, { kind: 'failed', nodeId: effect.nodeId, message: refused }],
        };
      }
    }
  }
  return { state: result.state, timeline: result.timeline };
}
