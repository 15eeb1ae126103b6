import type { ChoiceReader } from '../field-types/field-choices';
import { type FieldOptions, limitsOption } from './field-options';
import { type CheckFactory, fail, NOT_VALID_JSON, pass, type ValueCheck } from './value-check';

export const NOT_AN_OPTION = 'is not one of the options.';

/**
 * Checkbox and singleOn keep '1' or '0' (spec 001 §3.6). A write says which with true/false, 1/0,
 * '1'/'0' or 'true'/'false'; anything else is refused rather than guessed to be on.
 */
export const booleanCheck: CheckFactory = () => (value) => {
  if (value === true || value === 1 || value === '1' || value === 'true') return pass('1');
  if (value === false || value === 0 || value === '0' || value === 'false') return pass('0');
  return fail("must be '1' or '0'.");
};

function allowedOf(read: ChoiceReader, options: FieldOptions): ReadonlySet<string> {
  return new Set(read(options)?.map((choice) => choice.value));
}

/**
 * One choice, exactly one of the type's options (compared as stored: 'Lost' is not ' lost'). A type
 * whose options list is empty accepts no value at all.
 */
export const singleChoiceCheck =
  (read: ChoiceReader): CheckFactory =>
  (options) => {
    const allowed = allowedOf(read, options);
    return (value) => {
      if (typeof value !== 'string' && typeof value !== 'number') return fail('must be one choice.');
      const choice = String(value);
      return allowed.has(choice) ? pass(choice) : fail(NOT_AN_OPTION);
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
    if (!list?.every((item): item is string => typeof item === 'string')) {
      return fail('must be a list of choices.');
    }
    if (allowed && list.some((choice) => !allowed.has(choice))) return fail(NOT_AN_OPTION);
    if (max !== undefined && list.length > max)
      return fail(`must have at most ${max} choice${max === 1 ? '' : 's'}.`);
    if (min !== undefined && list.length < min)
      return fail(`must have at least ${min} choice${min === 1 ? '' : 's'}.`);
    return pass(list);
  };
}

/** multiSelect and dragDropSelect: a list of strings, each one of the options; `limits` counts them. */
export const listedChoicesCheck =
  (read: ChoiceReader): CheckFactory =>
  (options) =>
    multiChoiceCheck(options, allowedOf(read, options));

/** tagSelect: free tags, unless the field lists its items, then only those. */
export const tagsCheck =
  (read: ChoiceReader): CheckFactory =>
  (options) => {
    const listed = read(options);
    return multiChoiceCheck(options, listed ? new Set(listed.map((choice) => choice.value)) : undefined);
  };

function jsonValue(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** File lists: an object or list, or JSON text of one. */
export const jsonCheck: CheckFactory = () => (value) => {
  const parsed = jsonValue(value);
  return parsed === undefined ? NOT_VALID_JSON : pass(parsed);
};

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A map location: `{ lat, lng, address?, addressParts? }` with latitude −90..90 and longitude −180..180. */
export const mapCheck: CheckFactory = () => (value) => {
  const parsed = jsonValue(value);
  if (parsed === undefined) return NOT_VALID_JSON;
  if (Array.isArray(parsed)) return fail('must be a location.');
  const { lat, lng, address } = parsed as { lat?: unknown; lng?: unknown; address?: unknown };
  if (!inRange(lat, 90)) return fail('must have a latitude between -90 and 90.');
  if (!inRange(lng, 180)) return fail('must have a longitude between -180 and 180.');
  if (address !== undefined && address !== null && typeof address !== 'string')
    return fail('must be a location.');
  return pass(parsed);
};

/** Record ids are strict decimal integers: '0x10', '+1', '1e1' and ' 1' name no record. */
function recordId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^[1-9]\d*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const referenceCheck: CheckFactory = () => (value) => {
  const id = recordId(value);
  return id === undefined ? fail('must be the id of a record.') : pass(id);
};

/** A polymorphic parent: `{ type: object name, id }`; whether it exists is the server's to know. */
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
