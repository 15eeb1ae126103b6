import { AppError } from '../../../platform/errors/app-error';
import { runSteps } from './run-write';
import type { WriteState } from './write-state';

/** The child's link to its parent: the lookup's id, or a polymorphic parent's type and id. */
function linkTo(state: WriteState, relationship: { type: string; foreign_key: string }, parentId: number) {
  const { name } = state.model.object;
  return relationship.type === 'Polymorphic'
    ? { [relationship.foreign_key]: { type: name, id: parentId } }
    : { [relationship.foreign_key]: parentId };
}

/**
 * Pipeline step, children: the new children sent with a record (spec 001 §4.4's held rows) are created
 * through the same steps, in the same transaction, linked to it, in the order sent (an ordered
 * object keeps that order as sort_order 1, 2, 3…). Every child is tried so the answer can name each
 * refused one: `{relationship}.{index}.{field}`; then one refusal rolls back the parent and all.
 */
export async function writeChildren(state: WriteState): Promise<void> {
  const { request, id: parentId } = state;
  if ((request.kind !== 'create' && request.kind !== 'update') || !request.children) return;
  if (parentId === undefined) return;
  const errors: Record<string, string[]> = {};
  for (const [name, rows] of Object.entries(request.children)) {
    const relationship = state.model.object.relationships[name.toLowerCase()];
    if (!relationship || relationship.parent_object !== state.model.object.name) {
      errors[name] = [`'${name}' is not a relationship of ${state.model.object.display_name}.`];
      continue;
    }
    for (const [index, row] of rows.entries()) {
      // A held row's temporary id ('n1') names it in the form, never in the table.
      const { id: _temporary, ...values } = row;
      try {
        const child = await runSteps(state.tx, state.auth, state.prepared, {
          kind: 'create',
          object: relationship.child_object,
          values: { ...values, ...linkTo(state, relationship, parentId) },
          sortOrder: index + 1,
        });
        state.events.push(...child.events);
      } catch (error) {
        // Refusals found before anything is written leave the transaction usable for the next child.
        if (!(error instanceof AppError) || !['UNPROCESSABLE', 'BAD_REQUEST'].includes(error.code))
          throw error;
        const fields = error.errors ?? { record: [error.message] };
        for (const [field, messages] of Object.entries(fields))
          errors[`${name}.${index}.${field}`] = messages;
      }
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('UNPROCESSABLE', 'Some children are not valid; nothing was saved.', errors);
  }
}
