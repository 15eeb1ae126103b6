import { AppError } from '../../../platform/errors/app-error';
import { loadModel } from '../model-cache';
import { formPolicyOf } from '../record-form-policy';
import { runSteps } from './run-write';
import type { WriteState } from './write-state';

/**
 * What a module's declared write steps (HCM, LMS, the tiering tool, digital signature) read and do the
 * same way: a field's value after the write, a lookup's id, a refusal on one field, and a write of a
 * related record on the person's behalf.
 */

/** The value a write leaves in a field: the one it sends, else the stored one. */
export function writtenValue(state: WriteState, name: string): unknown {
  if (name in state.values) return state.values[name];
  return state.stored?.[name];
}

/** A lookup's record id as stored or sent (a number, its digits, or `{ id }`); undefined for none. */
export function lookupId(value: unknown): number | undefined {
  const raw = typeof value === 'object' && value !== null && 'id' in value ? value.id : value;
  const id = Number(raw);
  return raw !== null && raw !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A refusal of one field: 422 with the reason, on the field and as the message. */
export function refuseField(field: string, message: string): never {
  throw new AppError('UNPROCESSABLE', message, { [field]: [message] });
}

/**
 * Updates another record through the pipeline, in the same transaction, as the same person (their
 * permissions hold) but on their behalf: it may set read-only attributes, which steps keep.
 */
export async function writeRelatedRecord(
  state: WriteState,
  object: string,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  if (!state.prepared.models.has(object)) {
    const model = await loadModel(state.tx, object);
    state.prepared.models.set(object, { model, policy: await formPolicyOf(state.tx, model) });
  }
  const related = await runSteps(state.tx, state.auth, state.prepared, {
    kind: 'update',
    object,
    id,
    values,
    version: undefined,
    trusted: true,
  });
  state.events.push(...related.events);
}
