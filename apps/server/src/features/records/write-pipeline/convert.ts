import { copyOfStoredValues, toStorage } from '../record-values';
import type { WriteState } from './write-state';

/**
 * Pipeline step, convert for storage, once: the validated values of a create or update become columns; a
 * duplicate or a new version starts from the stored row's own columns.
 */
export function convert(state: WriteState): void {
  const { request, model } = state;
  if (request.kind === 'create' || request.kind === 'update') {
    state.columns = toStorage(model, state.values);
  } else if ((request.kind === 'duplicate' || request.kind === 'version') && state.stored) {
    state.columns = copyOfStoredValues(model, state.stored);
  }
}
