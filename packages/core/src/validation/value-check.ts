import type { FieldOptions } from './field-options';

/**
 * The outcome of checking one non-empty value: the value coerced to its record form, or the
 * validator message that follows the field's label ('must be at least 0.'). A `bare` message is
 * shown as it is ('Not valid JSON', spec 001 §5.3).
 */
export type CheckResult = { ok: true; value: unknown } | { ok: false; message: string; bare?: true };

export type ValueCheck = (value: unknown) => CheckResult;

/** Builds a field's check once from its options; the form's validator keeps it. */
export type CheckFactory = (options: FieldOptions) => ValueCheck;

export const pass = (value: unknown): CheckResult => ({ ok: true, value });
export const fail = (message: string): CheckResult => ({ ok: false, message });
export const NOT_VALID_JSON: CheckResult = { ok: false, message: 'Not valid JSON', bare: true };

/** Runs checks in order, each on the value the previous one coerced. */
export function chain(...checks: ValueCheck[]): ValueCheck {
  return (value) => {
    let result: CheckResult = pass(value);
    for (const check of checks) {
      result = check(result.ok ? result.value : value);
      if (!result.ok) return result;
    }
    return result;
  };
}
