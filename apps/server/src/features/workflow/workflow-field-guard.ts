import { type WorkflowDefinition, workflowDefinitionSchema } from '@atrium/core';
import { AppError } from '../../platform/errors/app-error';
import type { WriteState } from '../records/write-pipeline/write-state';
import { workflowsDefinedOn } from './workflows-on-object';

/** The fields a workflow owns: those one of its SET_FIELDS steps sets (a ticket's status, a leave's status). */
export function governedFields(definition: WorkflowDefinition): Set<string> {
  const fields = new Set<string>();
  for (const node of definition.nodes) {
    if (node.kind !== 'SET_FIELDS') continue;
    for (const field of Object.keys(node.values)) fields.add(field);
  }
  return fields;
}

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * Refuses a person's direct change of a field that a workflow on the record sets (a kanban drag, an
 * edit, a crafted request): while the workflow runs, or after it finished, the field moves only with
 * the workflow's own steps (decisions, approvals), so the record's state and the workflow never
 * disagree. A record no workflow ever ran on (or whose workflow was cancelled or failed) is free.
 */
export async function guardWorkflowFields(state: WriteState): Promise<void> {
  const { request, tx, current } = state;
  if (request.kind !== 'update' || request.origin === 'workflow' || !current) return;
  const changed = Object.keys(request.values).filter(
    (field) => field in state.values && !same(state.values[field], current[field]),
  );
  if (changed.length === 0 || !(await workflowsDefinedOn(state))) return;
  const instances = await tx
    .selectFrom('workflow_instances as i')
    .innerJoin('workflow_definitions as d', 'd.id', 'i.definition_id')
    .select(['i.status', 'i.current_node', 'd.definition'])
    .where('i.object', '=', request.object)
    .where('i.record_id', '=', request.id)
    .where('i.status', 'in', ['RUNNING', 'WAITING', 'COMPLETED'])
    .orderBy('i.id')
    .execute();
  const errors: Record<string, string[]> = {};
  let first: string | undefined;
  for (const instance of instances) {
    const definition = workflowDefinitionSchema.parse(instance.definition);
    const governed = governedFields(definition);
    for (const field of changed) {
      if (!governed.has(field) || errors[field]) continue;
      const label = state.model.fields.get(field)?.label ?? field;
      const step = definition.nodes.find((node) => node.id === instance.current_node)?.label;
      const message =
        instance.status === 'COMPLETED'
          ? `${label} was set by the workflow “${definition.label}”, which has finished: it cannot be changed by hand.`
          : `${label} follows the workflow “${definition.label}”${step ? ` (now at “${step}”)` : ''}: change it with the workflow's actions on the record.`;
      errors[field] = [message];
      first ??= message;
    }
  }
  if (first) throw new AppError('UNPROCESSABLE', first, errors);
}
