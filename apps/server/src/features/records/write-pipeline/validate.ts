import { buildRecordValidator, isRichTextField, mergeFieldErrors, type RecordValidator } from '@atrium/core';
import { AppError } from '../../../platform/errors/app-error';
import { applyFormPolicy } from '../record-form-policy';
import type { RecordModel } from '../record-model';
import { sanitizeRichText } from '../rich-text-sanitizer';
import type { WriteState } from './write-state';

const attributeValidators = new WeakMap<RecordModel, RecordValidator>();

/**
 * Core's validator over every stored attribute, for the attributes the object's form does not carry
 * (and for filter values): each value is still checked by core, and by core only.
 */
export function attributeValidator(model: RecordModel): RecordValidator {
  let validator = attributeValidators.get(model);
  if (!validator) {
    validator = buildRecordValidator({ definition: model.object, form: undefined });
    attributeValidators.set(model, validator);
  }
  return validator;
}

/** The body names only attributes of the object: only the server knows the stored attributes. */
function unknownNames(model: RecordModel, sent: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const name of Object.keys(sent)) {
    if (!model.fields.has(name))
      errors[name] = [`'${name}' is not an attribute of ${model.object.display_name}.`];
  }
  return errors;
}

/**
 * INTERIM, to be replaced by core's: the one check the server still makes beyond what only it can
 * know. A required rich text whose markup cleans away to nothing (the server's sanitizer decides what
 * is kept) holds no text, so it is missing. Core's validator sees the markup and accepts it.
 */
function interimServerChecks(model: RecordModel, values: Readonly<Record<string, unknown>>) {
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = model.fields.get(name);
    if (field?.options.required !== true || typeof value !== 'string' || value === '') continue;
    if (isRichTextField(field.type, field.options) && sanitizeRichText(value) === '')
      errors[name] = [`${field.label} is required.`];
  }
  return errors;
}

/**
 * Pipeline step, rules and validation: the object's form rules and core's validator, once per value (the
 * form's validator for the fields on the form, core's attribute validator for the others), then the
 * server's own checks. Every problem is reported at once (422, per field); the coerced values go on to
 * be converted for storage.
 */
export async function validate(state: WriteState): Promise<void> {
  const { request, model, policy } = state;
  if (request.kind !== 'create' && request.kind !== 'update') return;
  const isNew = request.kind === 'create';
  const shape = unknownNames(model, request.values);
  const known = Object.fromEntries(Object.entries(request.values).filter(([name]) => model.fields.has(name)));
  const outcome = await applyFormPolicy(policy, {
    tx: state.tx,
    before: state.current,
    changes: known,
    auth: state.auth,
  });
  const written = Object.fromEntries(
    Object.entries(outcome.written).filter(([name]) => model.fields.has(name)),
  );
  const onForm = new Set(policy.validator.fields.map((field) => field.name));
  // A new record's attributes left off the form are checked too: a required one must still be given.
  const names = isNew ? [...model.fields.keys()] : Object.keys(written);
  const others = attributeValidator(model).validate({
    values: { ...state.current, ...written },
    isNew,
    changedOnly: names.filter((name) => !onForm.has(name)),
  });
  const errors = mergeFieldErrors(
    shape,
    state.errors,
    outcome.errors,
    others.errors,
    interimServerChecks(model, written),
  );
  if (Object.keys(errors).length > 0) {
    throw new AppError('UNPROCESSABLE', 'Some values are not valid; nothing was saved.', errors);
  }
  state.values = Object.fromEntries(
    Object.entries(written).map(([name, value]) => {
      if (Object.hasOwn(outcome.coerced, name)) return [name, outcome.coerced[name]];
      if (Object.hasOwn(others.coerced, name)) return [name, others.coerced[name]];
      return [name, value];
    }),
  );
}
