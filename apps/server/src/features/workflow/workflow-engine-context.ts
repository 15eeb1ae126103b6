import { channels, type InstanceState, type WorkflowActor } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import type { WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import { accessOf } from '../records/record-access';
import { formPolicyOf } from '../records/record-form-policy';
import type { RecordModel } from '../records/record-model';
import { selectRecord } from '../records/records.repository';
import type { PendingEvent, Prepared } from '../records/write-pipeline/write-state';

/**
 * What the engine works with: the transaction of the write (or call) that moves an instance, the
 * person it acts for, the models the pipeline needs, and the events it publishes after commit.
 */
export interface EngineContext {
  tx: Db;
  auth: AuthContext;
  prepared: Prepared;
  events: PendingEvent[];
  /** Parents to tell that a sub-workflow ended, once the current instance is saved. */
  followUps: { instanceId: string; outcome: 'COMPLETED' | 'FAILED' }[];
  /** Records whose values a step changed: the write that moved them reads them again. */
  changed: Set<string>;
}

export function newContext(
  tx: Db,
  auth: AuthContext,
  prepared: Prepared,
  events: PendingEvent[] = [],
): EngineContext {
  return { tx, auth, prepared, events, followUps: [], changed: new Set() };
}

/** The person an event acts for, as the state machine sees them. */
export function workflowActor(auth: AuthContext): WorkflowActor {
  const { user } = auth;
  return { id: user.id, permissions: auth.permissions.list(), timeZone: auth.timeZone, locale: user.locale };
}

/** An object's model, from the pipeline's prepared models or loaded (and kept there) once. */
export async function modelOf(ctx: EngineContext, object: string): Promise<RecordModel> {
  const prepared = ctx.prepared.models.get(object);
  if (prepared) return prepared.model;
  const model = await loadModel(ctx.tx, object);
  ctx.prepared.models.set(object, { model, policy: await formPolicyOf(ctx.tx, model) });
  return model;
}

/** The record as the acting person reads it; not found when they may not. */
export async function recordFor(
  ctx: EngineContext,
  object: string,
  id: number,
): Promise<Record<string, unknown>> {
  const model = await modelOf(ctx, object);
  const record = await selectRecord(ctx.tx, model, accessOf(ctx.auth, object), id);
  if (!record) throw new AppError('NOT_FOUND', `There is no ${model.object.display_name} with id ${id}.`);
  return record;
}

/** The instance moved: who may read its record hears it on the workflow channel, after commit. */
export function announce(ctx: EngineContext, row: WorkflowInstanceRow, state: InstanceState): void {
  const id = Number(row.record_id);
  ctx.events.push({
    channel: channels.workflow(row.object, id),
    event: 'workflow',
    payload: { instance: Number(row.id), workflow: row.workflow, status: state.status, node: state.node },
    audience: { kind: 'record', orgId: row.org_id, object: row.object, id },
  });
}

/** Tells each user on their own channel, after commit. */
export function tellUsers(
  ctx: EngineContext,
  userIds: readonly number[],
  event: string,
  payload: Record<string, unknown>,
): void {
  for (const userId of userIds) {
    ctx.events.push({ channel: channels.user(userId), event, payload, audience: { kind: 'user', userId } });
  }
}
