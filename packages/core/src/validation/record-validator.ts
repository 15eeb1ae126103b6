import type { ExpressionContext } from '../expressions/compile-expression';
import { isHiddenByCondition } from '../expressions/compile-expression';
import type { FormNode } from '../metadata/form-schema';
import type { ObjectDefinition } from '../metadata/object-definition';
import type { RuleEffects } from '../rules/rule-types';
import { NOT_AN_OPTION } from './choice-checks';
import { isEmptyValue, isMissing } from './field-checks';
import { addFieldError, type FieldErrors, ownValue } from './field-errors';
import { formFieldsOf, type ValidatedField } from './form-fields';

export interface RecordValidatorInput {
  definition: ObjectDefinition;
  /** The form the record is edited in; without one, every stored attribute is checked. */
  form: FormNode | undefined;
}

export interface ValidateInput {
  /** The whole record as it would be saved (rule-set values already applied). */
  values: Readonly<Record<string, unknown>>;
  effects?: RuleEffects;
  isNew: boolean;
  /** Check only these fields (re-validation after a change). */
  changedOnly?: readonly string[];
  /** Clock and zone for hideOnCondition expressions. */
  context?: ExpressionContext;
}

export interface ValidationResult {
  valid: boolean;
  errors: FieldErrors;
  /** The checked fields present in `values`, converted to their record form. */
  coerced: Record<string, unknown>;
}

export interface RecordValidator {
  readonly fields: readonly ValidatedField[];
  validate(input: ValidateInput): ValidationResult;
}

export { NOT_AN_OPTION } from './choice-checks';

/** A related list's value is its count of rows, or its rows. */
function countOf(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return Array.isArray(value) ? value.length : 0;
}

function allowedByRules(value: unknown, allowed: readonly string[]): boolean {
  const choices = Array.isArray(value) ? value : [value];
  return choices.every((choice) => allowed.includes(String(choice)));
}

/**
 * Compiles a form's validator once (spec 001 §5.4): required fields, types with coercion, the limits
 * of §9 and the restrictions rules place. Messages: '{label} is required.', otherwise the label and
 * the validator's message.
 */
export function buildRecordValidator({ definition, form }: RecordValidatorInput): RecordValidator {
  const { fields, gates } = formFieldsOf(definition, form);
  const byName = new Map(fields.map((field) => [field.name, field]));

  const validate = ({ values, effects, isNew, changedOnly, context }: ValidateInput): ValidationResult => {
    const errors: FieldErrors = {};
    const coerced: Record<string, unknown> = {};
    const ruleRequired = new Set(effects?.required);
    const hiddenLayouts = new Set(effects?.hiddenLayouts);
    // Each layout node is judged at most once per call: 0 not yet, 1 hidden, 2 shown.
    const gateState = new Uint8Array(gates.length);

    const gateHidden = (index: number): boolean => {
      if (gateState[index] === 0) {
        const gate = gates[index];
        const hidden =
          gate !== undefined &&
          ((isNew ? gate.hideOnCreate : gate.hideOnDetail) ||
            hiddenLayouts.has(gate.id) ||
            (gate.condition !== undefined && isHiddenByCondition(gate.condition, values, context)));
        gateState[index] = hidden ? 1 : 2;
      }
      return gateState[index] === 1;
    };

    const isHidden = (field: ValidatedField): boolean => {
      const ruled = effects ? ownValue(effects.visibility, field.name) : undefined;
      if (ruled === 'hidden') return true;
      if (ruled !== 'shown' && field.hideField) return true;
      return field.gates.some(gateHidden);
    };

    const required = (field: ValidatedField, rule: boolean) => (field.required || rule) && !isHidden(field);

    const checkField = (field: ValidatedField) => {
      const { name, label } = field;
      const present = Object.hasOwn(values, name);
      const value = present ? values[name] : undefined;
      const rule = ruleRequired.has(name);

      if (field.related) {
        if (!present) return;
        const count = countOf(value);
        const { minItems, maxItems } = field.related;
        if (count === 0 && required(field, field.related.required || rule))
          addFieldError(errors, name, `${label} is required.`);
        else if (minItems !== undefined && count < minItems)
          addFieldError(
            errors,
            name,
            `${label} must have at least ${minItems} item${minItems === 1 ? '' : 's'}.`,
          );
        else if (maxItems !== undefined && count > maxItems)
          addFieldError(
            errors,
            name,
            `${label} must have at most ${maxItems} item${maxItems === 1 ? '' : 's'}.`,
          );
        return;
      }

      if (isEmptyValue(value)) {
        if (required(field, rule)) addFieldError(errors, name, `${label} is required.`);
        if (present) coerced[name] = null;
        return;
      }
      const result = field.check ? field.check(value) : { ok: true as const, value };
      if (!result.ok) {
        addFieldError(errors, name, result.bare ? result.message : `${label} ${result.message}`);
        return;
      }
      coerced[name] = result.value;
      if (
        (field.mustBeOn && result.value !== '1') ||
        (isMissing(field.type, result.value) && required(field, rule))
      ) {
        addFieldError(errors, name, `${label} is required.`);
        return;
      }
      const allowed = effects ? ownValue(effects.options, name) : undefined;
      if (Array.isArray(allowed) && !allowedByRules(result.value, allowed)) {
        addFieldError(errors, name, `${label} ${NOT_AN_OPTION}`);
      }
    };

    if (changedOnly) {
      for (const name of changedOnly) {
        const field = byName.get(name);
        if (field) checkField(field);
      }
    } else {
      for (const field of fields) checkField(field);
    }
    return { valid: Object.keys(errors).length === 0, errors, coerced };
  };

  return { fields, validate };
}
