import { mergeFieldErrors, readOnlyAttributes } from '@atrium/core';
import { AppError } from '../../../platform/errors/app-error';
import { applyFormRules } from '../record-form-policy';
import { cleanRichTextValues } from '../rich-text-sanitizer';
import type { WriteState } from './write-state';

/**
 * Pipeline step, rules and validation: the object's form rules, then core's validator of writes
 * (`buildRecordWriteValidator`, decision 0013), once, as the only judge of the values. The server adds
 * only what core cannot do: rich text is cleaned before it is judged (the server's sanitizer decides what
 * markup is kept, so markup that cleans away to nothing is judged as no value), and the relations the previous
 * step resolved are reported with core's problems. Every problem is reported at once (422, per
 * field); core's normalised values go on to be converted for storage.
 */
export async function validate(state: WriteState): Promise<void> {
  const { request, model, policy } = state;
  if (request.kind !== 'create' && request.kind !== 'update') return;
  const rules = await applyFormRules(policy, {
    tx: state.tx,
    before: state.current,
    changes: request.values,
    auth: state.auth,
    // A person's own write may not change what the metadata makes read-only (a step's count, a
    // workflow's status); the platform's and a package's steps write those on their behalf.
    locked: request.trusted ? [] : readOnlyAttributes(model.object),
  });
  // Cleaned after the rules, so a rich text the rules set is cleaned as one sent.
  const judged = policy.validator.validate({
    values: cleanRichTextValues(model, rules.written),
    mode: request.kind,
    ...(state.current ? { previous: state.current } : {}),
    effects: rules.effects,
  });
  const errors = mergeFieldErrors(state.errors, rules.errors, judged.errors);
  if (Object.keys(errors).length > 0) {
    throw new AppError('UNPROCESSABLE', 'Some values are not valid; nothing was saved.', errors);
  }
  state.values = judged.values;
}
