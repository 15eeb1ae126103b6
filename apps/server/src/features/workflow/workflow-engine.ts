import {
  advanceWorkflow,
  type CompiledWorkflow,
  type InstanceState,
  type RefusalCode,
  type WorkflowEffect,
  type WorkflowEvent,
} from '@atrium/core';
import type { WorkflowDefinitionRow, WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import { AppError } from '../../platform/errors/app-error';
import { compiledDefinition, compiledVersion } from './workflow-definitions';
import { type Applied, applyEffects, WORKFLOW_MAIL_JOB } from './workflow-effects';
import { announce, type EngineContext, modelOf, recordFor, workflowActor } from './workflow-engine-context';
import {
  appendTimeline,
  insertInstance,
  lockInstance,
  saveState,
  stateOf,
  WORKFLOW_TIMER_JOB,
} from './workflow-instances.repository';
import { approversOf, userIdIn } from './workflow-people';

/** The engine's background jobs, which the app registers handlers for. */
export { WORKFLOW_MAIL_JOB, WORKFLOW_TIMER_JOB };

const STATUS_OF_REFUSAL: Record<RefusalCode, 'FORBIDDEN' | 'CONFLICT' | 'UNPROCESSABLE'> = {
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  unavailable: 'CONFLICT',
  invalid: 'UNPROCESSABLE',
};

/** Starts a sub-workflow's instance on the record its effect names, or says why it cannot. */
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
  await settle(ctx, row, await applyEffects(ctx, row, result, startChild));
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
  await settle(ctx, row, await applyEffects(ctx, row, result, startChild));
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
