import { type FieldOptions, itemValues, limitsOption } from './field-options';
import { type CheckFactory, fail, NOT_VALID_JSON, pass, type ValueCheck } from './value-check';

const NOT_AN_OPTION = 'is not one of the options.';

/**
 * Checkbox and singleOn keep '1' or '0' (spec 001 §3.6); like the widget, any value but '0' (or
 * false) counts as on.
 */
export const booleanCheck: CheckFactory = () => (value) => {
  if (value === false || value === 0 || value === '0' || value === 'false') return pass('0');
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return pass('1');
  return fail("must be '1' or '0'.");
};

/** One choice; when the attribute lists its items, one of them. */
export const singleChoiceCheck: CheckFactory = (options) => {
  const allowed = itemValues(options);
  return (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return fail('must be one choice.');
    const choice = String(value);
    return allowed && !allowed.has(choice) ? fail(NOT_AN_OPTION) : pass(choice);
  };
};

/** A list sent as itself or as JSON text ('["a","b"]'). */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function multiChoiceCheck(options: FieldOptions, allowed: ReadonlySet<string> | undefined): ValueCheck {
  const { min, max } = limitsOption(options, 'limits', ['min', 'max']);
  return (value) => {
    const list = listOf(value);
    if (!list?.every((item) => typeof item === 'string' || typeof item === 'number')) {
      return fail('must be a list of choices.');
    }
    const choices = list.map(String);
    if (allowed && choices.some((choice) => !allowed.has(choice))) return fail(NOT_AN_OPTION);
    if (max !== undefined && choices.length > max)
      return fail(`must have at most ${max} choice${max === 1 ? '' : 's'}.`);
    if (min !== undefined && choices.length < min)
      return fail(`must have at least ${min} choice${min === 1 ? '' : 's'}.`);
    return pass(choices);
  };
}

/** multiSelect and dragDropSelect: choices among the items; `limits` counts them. */
export const listedChoicesCheck: CheckFactory = (options) => multiChoiceCheck(options, itemValues(options));

/** tagSelect: free tags. */
export const tagsCheck: CheckFactory = (options) => multiChoiceCheck(options, undefined);

/** Map locations and file lists: an object or list, or JSON text of one. */
export const jsonCheck: CheckFactory = () => (value) => {
  if (typeof value === 'object' && value !== null) return pass(value);
  if (typeof value !== 'string') return NOT_VALID_JSON;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? pass(parsed) : NOT_VALID_JSON;
  } catch {
    return NOT_VALID_JSON;
  }
};

function recordId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const referenceCheck: CheckFactory = () => (value) => {
  const id = recordId(value);
  return id === undefined ? fail('must be the id of a record.') : pass(id);
};

/** A polymorphic parent: `{ type: object name, id }`. */
export const polymorphicCheck: CheckFactory = () => (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('must name a parent record.');
  const { type, id } = value as { type?: unknown; id?: unknown };
  const parentId = recordId(id);
  if (typeof type !== 'string' || !/^[a-z][a-z0-9_]{0,39}$/.test(type) || parentId === undefined) {
    return fail('must name a parent record.');
  }
  return pass({ type, id: parentId });
};
