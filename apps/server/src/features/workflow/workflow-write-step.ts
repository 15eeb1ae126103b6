import { START_CONDITION } from '@atrium/core';
import { AppError } from '../../platform/errors/app-error';
import { selectRecord } from '../records/records.repository';
import { declareObjectStep } from '../records/write-pipeline/object-steps';
import type { WriteState } from '../records/write-pipeline/write-state';
import { cancelWithRecord } from './workflow-cancel';
import { activeDefinitions, compiledDefinition } from './workflow-definitions';
import { applyEvent, drainFollowUps, startInstance } from './workflow-engine';
import { newContext } from './workflow-engine-context';
import { guardWorkflowFields } from './workflow-field-guard';
import { liveInstancesOf } from './workflow-instances.repository';
import { workflowsDefinedOn } from './workflows-on-object';

/**
 * The record write pipeline's workflow step, after the record and its history are written and in the
 * same transaction: a create starts the workflows that start on create; an update lets waiting
 * instances look again (a blocked transition, a WAIT on a date field) and starts the workflows whose
 * start condition has just come to hold. A workflow step's own write moves nothing.
 */
export async function advanceWithWrite(state: WriteState): Promise<void> {
  const { request, tx, auth, result } = state;
  if (request.kind !== 'create' && request.kind !== 'update') return;
  if (request.kind === 'update' && request.origin === 'workflow') return;
  if (!result || state.id === undefined) return;
  if (!(await workflowsDefinedOn(state))) return;
  const definitions = await activeDefinitions(tx, request.object);
  const live = request.kind === 'update' ? await liveInstancesOf(tx, request.object, state.id) : [];
  if (definitions.length === 0 && live.length === 0) return;
  const ctx = newContext(tx, auth, state.prepared, state.events);
  const user = { id: auth.user.id, permissions: auth.permissions.list(), timeZone: auth.timeZone };
  for (const row of live)
    await applyEvent(ctx, row, { type: 'recordChanged' }, { record: result, quiet: true });
  for (const definition of definitions) {
    const workflow = await compiledDefinition(tx, definition, state.model);
    const { start } = workflow.definition;
    if (start.on === 'manual' || (start.on === 'create') !== (request.kind === 'create')) continue;
    if (start.on === 'update') {
      if (live.some((row) => row.workflow === definition.name)) continue;
      if (!workflow.test(START_CONDITION, result, user)?.held) continue;
      if (state.current && workflow.test(START_CONDITION, state.current, user)?.held) continue;
    }
    await startInstance(ctx, { definition, object: request.object, recordId: state.id, record: result });
  }
  await drainFollowUps(ctx);
  if (!ctx.changed.has(`${request.object}:${state.id}`)) return;
  // A step changed the record: the answer and the events carry it as it is now.
  const now = await selectRecord(tx, state.model, state.access, state.id);
  if (!now)
    throw new AppError('NOT_FOUND', `There is no ${state.model.object.display_name} with id ${state.id}.`);
  state.result = now;
}

let declared = false;

/** Declares the step once per process (several apps in one test process share the registry). */
export function declareWorkflowStep(): void {
  if (declared) return;
  declared = true;
  declareObjectStep(
    { everyObject: true },
    { name: 'workflow', kinds: ['create', 'update'], phase: 'afterWrite', run: advanceWithWrite },
  );
  declareObjectStep(
    { everyObject: true },
    { name: 'workflowFields', kinds: ['update'], phase: 'beforePersist', run: guardWorkflowFields },
  );
  declareObjectStep(
    { everyObject: true },
    { name: 'workflowCancel', kinds: ['delete'], phase: 'afterWrite', run: cancelWithRecord },
  );
}
