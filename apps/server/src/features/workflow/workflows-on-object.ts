import type { WriteState } from '../records/write-pipeline/write-state';

const asked = new WeakMap<WriteState, Promise<boolean>>();

/**
 * Whether a workflow was ever defined on the write's object (definitions are never deleted, so none
 * means no instance can run on its records either). Asked once per write, inside its transaction: a
 * package that defines a workflow and writes records in one transaction sees its own definition. Most
 * objects have none, and their writes then skip the workflow steps' lookups for this one.
 */
export function workflowsDefinedOn(state: WriteState): Promise<boolean> {
  let answer = asked.get(state);
  if (!answer) {
    answer = state.tx
      .selectFrom('workflow_definitions')
      .select('id')
      .where('object', '=', state.request.object)
      .limit(1)
      .executeTakeFirst()
      .then((row) => row !== undefined);
    asked.set(state, answer);
  }
  return answer;
}
