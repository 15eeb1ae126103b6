import {
  advanceWorkflow,
  type CompiledWorkflow,
  channels,
  type InstanceState,
  type RefusalCode,
  type TimelineEntry,
  type WorkflowActor,
  type WorkflowEffect,
  type WorkflowEvent,
} from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import type { WorkflowDefinitionRow, WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import { AppError } from '../../platform/errors/app-error';
import { insertJob } from '../../platform/jobs/job-queue';
import { loadModel } from '../records/model-cache';
import { accessOf } from '../records/record-access';
import { formPolicyOf } from '../records/record-form-policy';
import type { RecordModel } from '../records/record-model';
import { selectRecord } from '../records/records.repository';
import { runSteps } from '../records/write-pipeline/run-write';
import type { PendingEvent, Prepared } from '../records/write-pipeline/write-state';
import { compiledDefinition, compiledVersion } from './workflow-definitions';
import {
  appendTimeline,
  cancelPendingApprovals,
  insertApprovals,
  insertInstance,
  lockInstance,
  saveState,
  stateOf,
  WORKFLOW_TIMER_JOB,
} from './workflow-instances.repository';
import { keepApprovalNotices, keepNotice, notifyNotice } from './workflow-notices';
import { approversOf, peopleOf, userIdIn } from './workflow-people';

export { WORKFLOW_TIMER_JOB };
export const WORKFLOW_MAIL_JOB = 'workflow.mail';

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

const STATUS_OF_REFUSAL: Record<RefusalCode, 'FORBIDDEN' | 'CONFLICT' | 'UNPROCESSABLE'> = {
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  unavailable: 'CONFLICT',
  invalid: 'UNPROCESSABLE',
};

/** The person an event acts for, as the state machine sees them. */
export function workflowActor(auth: AuthContext): WorkflowActor {
  const { user } = auth;
  return { id: user.id, permissions: auth.permissions.list(), timeZone: auth.timeZone, locale: user.locale };
}

async function modelOf(ctx: EngineContext, object: string): Promise<RecordModel> {
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

function tellUsers(
  ctx: EngineContext,
  userIds: readonly number[],
  event: string,
  payload: Record<string, unknown>,
) {
  for (const userId of userIds) {
    ctx.events.push({ channel: channels.user(userId), event, payload, audience: { kind: 'user', userId } });
  }
}

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

async function startChild(
  ctx: EngineContext,
  parent: WorkflowInstanceRow,
  effect: Extract<WorkflowEffect, { kind: 'startSubWorkflow' }>,
  record: Readonly<Record<string, unknown>>,
): Promise<string | undefined> {
  const definition = await ctx.tx
    .selectFrom('workflow_definitions')
    .selectAll()
    .where('name', '=', effect.workflow)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!definition) return `The workflow '${effect.workflow}' is not published.`;
  let target = { object: parent.object, id: Number(parent.record_id) };
  if (effect.recordField) {
    const field = (await modelOf(ctx, parent.object)).fields.get(effect.recordField);
    const id = userIdIn(record[effect.recordField]);
    if (!field?.references || id === undefined) return `'${effect.recordField}' names no related record.`;
    target = { object: field.references.object, id };
  }
  if (definition.object !== target.object)
    return `The workflow '${effect.workflow}' runs on ${definition.object}, not ${target.object}.`;
  await startInstance(ctx, { definition, object: target.object, recordId: target.id, parentId: parent.id });
  return undefined;
}

interface Applied {
  state: InstanceState;
  timeline: TimelineEntry[];
}

/** Applies the machine's effects in order; a refused field set fails the step there and stops. */
async function applyEffects(
  ctx: EngineContext,
  row: WorkflowInstanceRow,
  result: {
    state: InstanceState;
    effects: WorkflowEffect[];
    timeline: TimelineEntry[];
    record: Record<string, unknown>;
  },
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

async function settle(ctx: EngineContext, row: WorkflowInstanceRow, applied: Applied): Promise<void> {
  await saveState(ctx.tx, row.id, applied.state);
  await appendTimeline(ctx.tx, { id: row.id, orgId: row.org_id }, applied.timeline, ctx.auth.user.id);
  announce(ctx, row, applied.state);
  const ended = applied.state.status === 'COMPLETED' || applied.state.status === 'FAILED';
  if (ended && row.parent_instance_id)
    ctx.followUps.push({
      instanceId: row.parent_instance_id,
      outcome: applied.state.status as 'COMPLETED' | 'FAILED',
    });
}

async function run(
  ctx: EngineContext,
  input: {
    workflow: CompiledWorkflow;
    row: WorkflowInstanceRow;
    state: InstanceState | undefined;
    event: WorkflowEvent;
    record: Record<string, unknown>;
  },
) {
  const { auth } = ctx;
  return advanceWorkflow({
    workflow: input.workflow,
    state: input.state,
    event: input.event,
    record: input.record,
    actor: workflowActor(auth),
    now: new Date(),
    approvers: await approversOf(ctx.tx, input.workflow.definition, {
      orgId: input.row.org_id,
      record: input.record,
      startedBy: input.state?.startedBy ?? auth.user.id,
      instanceId: input.row.id,
    }),
  });
}

/** Starts an instance of a definition's version on a record and runs it until it waits or ends. */
export async function startInstance(
  ctx: EngineContext,
  target: {
    definition: WorkflowDefinitionRow;
    object: string;
    recordId: number;
    parentId?: string;
    record?: Record<string, unknown>;
  },
): Promise<WorkflowInstanceRow> {
  const workflow = await compiledDefinition(
    ctx.tx,
    target.definition,
    await modelOf(ctx, target.definition.object),
  );
  const record = target.record ?? (await recordFor(ctx, target.object, target.recordId));
  const placeholder: InstanceState = {
    status: 'RUNNING',
    node: null,
    startedBy: ctx.auth.user.id,
    step: 0,
    approvals: [],
    waitUntil: null,
    blockedOn: null,
    error: null,
  };
  const row = await insertInstance(ctx.tx, {
    orgId: ctx.auth.orgId,
    definitionId: target.definition.id,
    workflow: target.definition.name,
    object: target.object,
    recordId: target.recordId,
    state: placeholder,
    parentId: target.parentId ?? null,
    startedBy: ctx.auth.user.id,
  });
  const result = await run(ctx, { workflow, row, state: undefined, event: { type: 'start' }, record });
  if (!result.ok) throw new AppError(STATUS_OF_REFUSAL[result.code], result.reason);
  await settle(ctx, row, await applyEffects(ctx, row, result));
  return row;
}

/**
 * Moves a locked instance with an event. A refusal is an AppError (403, 409 or 422 with the reason)
 * unless `quiet`, when it answers false (a record change that concerns no waiting step).
 */
export async function applyEvent(
  ctx: EngineContext,
  row: WorkflowInstanceRow,
  event: WorkflowEvent,
  options: { record?: Record<string, unknown>; quiet?: boolean } = {},
): Promise<boolean> {
  const workflow = await compiledVersion(ctx.tx, row.definition_id, await modelOf(ctx, row.object));
  const record = options.record ?? (await recordFor(ctx, row.object, Number(row.record_id)));
  const result = await run(ctx, { workflow, row, state: stateOf(row), event, record });
  if (!result.ok) {
    if (options.quiet) return false;
    throw new AppError(STATUS_OF_REFUSAL[result.code], result.reason);
  }
  await settle(ctx, row, await applyEffects(ctx, row, result));
  return true;
}

/** Tells parents whose sub-workflows ended; each parent may end in turn and tell its own. */
export async function drainFollowUps(ctx: EngineContext): Promise<void> {
  for (let next = ctx.followUps.shift(); next; next = ctx.followUps.shift()) {
    const parent = await lockInstance(ctx.tx, next.instanceId);
    if (!parent || (parent.status !== 'WAITING' && parent.status !== 'RUNNING')) continue;
    await applyEvent(
      ctx,
      parent,
      { type: 'subCompleted', step: parent.step, outcome: next.outcome },
      { quiet: true },
    );
  }
}

export function newContext(
  tx: Db,
  auth: AuthContext,
  prepared: Prepared,
  events: PendingEvent[] = [],
): EngineContext {
  return { tx, auth, prepared, events, followUps: [], changed: new Set() };
}
