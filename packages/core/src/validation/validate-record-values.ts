/**
 * The one validator of a record write (decision 0013): what the browser checks before a save and
 * what the server checks on every write are this function, so the two never disagree.
 *
 * Contract
 * - `values`: what the write sends, by attribute name. A create sends the new record; an update
 *   sends only the attributes it changes.
 * - `mode`: `create` judges every field of the form (required ones must have a value unless the form,
 *   its conditions or the rules hide them); `update` judges only the attributes sent.
 * - `previous`: the stored record of an update, in record form; the form's conditions and
 *   `required` read the record as it would be saved (`previous` with `values`).
 * - `effects`: the rules' effects on that record (rule-required fields, Set Options), when the
 *   caller evaluated them; `context`: the clock and zone of `hideOnCondition` expressions.
 * - Answers `values`: every attribute sent, normalised to its record form (text trimmed where its
 *   type says so, '1'/'0' for booleans, numbers, 'YYYY-MM-DD', ISO UTC datetimes, 'HH:MM:SS', lists
 *   of strings, `{ lat, lng, … }`, record ids, `{ type, id }`; an empty value is null), and
 *   `errors`: every problem, per attribute, in the spec's words ('{label} is required.', otherwise
 *   the label and the check's message, or 'Not valid JSON'). A name that is no stored attribute of
 *   the object is an error under that name. Nothing is written or thrown.
 * - Left to the caller, since only the server knows them: whether a referenced record exists and
 *   may be read in the writer's organization, uniqueness, cleaning rich text, and turning record
 *   values into columns.
 */
import type { ExpressionContext } from '../expressions/compile-expression';
import type { FormNode } from '../metadata/form-schema';
import type { ObjectDefinition } from '../metadata/object-definition';
import type { RuleEffects } from '../rules/rule-types';
import { isEmptyValue, isMissing } from './field-checks';
import { addFieldError, type FieldErrors, mergeFieldErrors } from './field-errors';
import { formFieldsOf, type ValidatedField } from './form-fields';
import { buildRecordValidator, type RecordValidator } from './record-validator';

export type WriteMode = 'create' | 'update';

export interface RecordWrite {
  values: Readonly<Record<string, unknown>>;
  mode: WriteMode;
  previous?: Readonly<Record<string, unknown>>;
  effects?: RuleEffects;
  context?: ExpressionContext;
}

export interface RecordValuesInput extends RecordWrite {
  definition: ObjectDefinition;
  /** The published form the record is written through; without one, every stored attribute counts. */
  form?: FormNode | undefined;
}

export interface RecordValuesResult {
  values: Record<string, unknown>;
  errors: FieldErrors;
}

/** A write's validator, compiled once per definition and form; the server keeps one per object. */
export interface RecordWriteValidator {
  validate(write: RecordWrite): RecordValuesResult;
}

function checkAttribute(field: ValidatedField, value: unknown, errors: FieldErrors): unknown {
  if (isEmptyValue(value)) {
    if (field.required) addFieldError(errors, field.name, `${field.label} is required.`);
    return null;
  }
  const result = field.check ? field.check(value) : { ok: true as const, value };
  if (!result.ok) {
    addFieldError(errors, field.name, result.bare ? result.message : `${field.label} ${result.message}`);
    return undefined;
  }
  if ((field.mustBeOn && result.value !== '1') || (field.required && isMissing(field.type, result.value))) {
    addFieldError(errors, field.name, `${field.label} is required.`);
  }
  return result.value;
}

/** Compiles the validator of writes for one object and its form. */
export function buildRecordWriteValidator(
  definition: ObjectDefinition,
  form: FormNode | undefined,
  formValidator: RecordValidator = buildRecordValidator({ definition, form }),
): RecordWriteValidator {
  const onForm = new Set(formValidator.fields.map((field) => field.name));
  // Every stored attribute, checked with its own options: a value the form does not show is still
  // checked for its type and domain, though the form decides what is required.
  const attributes = new Map(formFieldsOf(definition, undefined).fields.map((field) => [field.name, field]));

  const validate = ({ values, mode, previous, effects, context }: RecordWrite): RecordValuesResult => {
    const sent = Object.keys(values);
    const whole = mode === 'create' ? values : { ...previous, ...values };
    const judged = formValidator.validate({
      values: whole,
      isNew: mode === 'create',
      ...(effects ? { effects } : {}),
      ...(context ? { context } : {}),
      ...(mode === 'update' ? { changedOnly: sent.filter((name) => onForm.has(name)) } : {}),
    });
    const errors: FieldErrors = {};
    const normalised: Record<string, unknown> = {};
    for (const name of sent) {
      // A related list on the form is judged by its count of rows; it adds no value of its own.
      if (onForm.has(name)) {
        if (Object.hasOwn(judged.coerced, name)) normalised[name] = judged.coerced[name];
        continue;
      }
      const attribute = attributes.get(name);
      if (!attribute) {
        addFieldError(errors, name, `'${name}' is not an attribute of ${definition.display_name}.`);
        continue;
      }
      // Off the form, `required` is the form's to decide: the person could not have filled it.
      const value = checkAttribute({ ...attribute, required: false }, values[name], errors);
      if (value !== undefined) normalised[name] = value;
    }
    return { values: normalised, errors: mergeFieldErrors(judged.errors, errors) };
  };

  return { validate };
}

/** Validates one write; callers that write often keep `buildRecordWriteValidator`'s result instead. */
export function validateRecordValues({ definition, form, ...write }: RecordValuesInput): RecordValuesResult {
  return buildRecordWriteValidator(definition, form).validate(write);
}
