import { isRichTextField } from '@atrium/core';
import { AppError } from '../../platform/errors/app-error';
import type { RecordModel, StoredField } from './record-model';
import { sanitizeRichText } from './rich-text-sanitizer';

/** A column and the value to bind for it. */
export type ColumnValues = Record<string, unknown>;

type Coerced = { ok: true; value: unknown } | { ok: false; message: string };

const ok = (value: unknown): Coerced => ({ ok: true, value });
const fail = (message: string): Coerced => ({ ok: false, message });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?$/;

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

function limitsOf(field: StoredField): { min?: number; max?: number } {
  const limits = field.options.limits;
  if (typeof limits === 'object' && limits !== null) {
    const { min, max } = limits as { min?: unknown; max?: unknown };
    return { ...(typeof min === 'number' ? { min } : {}), ...(typeof max === 'number' ? { max } : {}) };
  }
  return {};
}

function coerceText(field: StoredField, value: unknown): Coerced {
  if (typeof value !== 'string' && typeof value !== 'number') return fail(`${field.label} must be text.`);
  // Rich text is stored cleaned, never refused for markup: other readers of the value (prints,
  // exports, e-mails) then never meet a script, and the limits count what is kept.
  const text = isRichTextField(field.type, field.options) ? sanitizeRichText(String(value)) : String(value);
  // Markup that cleans away to nothing held no text: no value, as an empty string would be.
  if (text === '' && value !== '') {
    return field.options.required === true ? fail(`${field.label} is required.`) : ok(null);
  }
  const { min, max } = limitsOf(field);
  // The spec's limits count characters of what the person typed; an empty value is "no value".
  if (max !== undefined && text.length > max)
    return fail(`${field.label} must be at most ${max} characters.`);
  if (min !== undefined && text.length > 0 && text.length < min) {
    return fail(`${field.label} must be at least ${min} characters.`);
  }
  if (field.type === 'email' && text !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) {
    return fail(`${field.label} must be an e-mail address.`);
  }
  return ok(text);
}

function coerceInteger(field: StoredField, value: unknown): Coerced {
  const number = numberOf(value);
  if (number === undefined || !Number.isSafeInteger(number))
    return fail(`${field.label} must be a whole number.`);
  if (field.options.disableNegative === true && number < 0) return fail(`${field.label} cannot be negative.`);
  const { minNumber, maxNumber } = field.options as { minNumber?: unknown; maxNumber?: unknown };
  if (typeof minNumber === 'number' && number < minNumber)
    return fail(`${field.label} must be at least ${minNumber}.`);
  if (typeof maxNumber === 'number' && number > maxNumber)
    return fail(`${field.label} must be at most ${maxNumber}.`);
  return ok(number);
}

const COERCERS: Record<StoredField['storage'], (field: StoredField, value: unknown) => Coerced> = {
  text: coerceText,
  json: (field, value) => {
    if (field.type === 'multiSelect' || field.type === 'tagSelect') {
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? ok(JSON.stringify(value))
        : fail(`${field.label} must be a list of choices.`);
    }
    return ok(JSON.stringify(value));
  },
  boolean: (field, value) => {
    if (value === true || value === '1' || value === 1) return ok(true);
    if (value === false || value === '0' || value === 0) return ok(false);
    return fail(`${field.label} must be '1' or '0'.`);
  },
  integer: coerceInteger,
  decimal: (field, value) => {
    const number = numberOf(value);
    if (number === undefined) return fail(`${field.label} must be a number.`);
    if (field.options.disableNegative === true && number < 0)
      return fail(`${field.label} cannot be negative.`);
    return ok(number);
  },
  date: (field, value) => {
    const text = typeof value === 'string' ? value.slice(0, 10) : '';
    return DATE.test(text) && !Number.isNaN(Date.parse(text))
      ? ok(text)
      : fail(`${field.label} must be a date.`);
  },
  datetime: (field, value) => {
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time)
      ? fail(`${field.label} must be a date and time.`)
      : ok(new Date(time).toISOString());
  },
  time: (field, value) =>
    typeof value === 'string' && TIME.test(value)
      ? ok(value)
      : fail(`${field.label} must be a time (HH:MM).`),
  reference: (field, value) => {
    const id = numberOf(value);
    return id !== undefined && Number.isSafeInteger(id) && id > 0
      ? ok(id)
      : fail(`${field.label} must be the id of a record.`);
  },
  polymorphicReference: (field, value) => {
    if (typeof value !== 'object' || value === null) return fail(`${field.label} must name a parent record.`);
    const { type, id } = value as { type?: unknown; id?: unknown };
    const parentId = numberOf(id);
    if (typeof type !== 'string' || !/^[a-z][a-z0-9_]{0,39}$/.test(type) || parentId === undefined) {
      return fail(`${field.label} must name a parent record.`);
    }
    return ok({ type, id: parentId });
  },
};

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

export interface ValuesInput {
  model: RecordModel;
  body: Record<string, unknown>;
  /** A create checks required fields that were left out; an update only those it changes. */
  mode: 'create' | 'update';
}

/**
 * Turns a request body into column values: unknown names are refused, each value is checked and
 * converted for its column, and every problem is reported at once (422, per field).
 */
export function toColumnValues(input: ValuesInput): ColumnValues {
  const { columns, errors } = convertValues(input);
  if (Object.keys(errors).length > 0) {
    throw new AppError('UNPROCESSABLE', 'Some values are not valid; nothing was saved.', errors);
  }
  return columns;
}

/** The column values of a body and the problems with it, per field, for callers that add their own. */
export function convertValues({ model, body, mode }: ValuesInput): {
  columns: ColumnValues;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  const columns: ColumnValues = {};
  for (const [name, value] of Object.entries(body)) {
    const field = model.fields.get(name);
    if (!field) {
      errors[name] = [`'${name}' is not an attribute of ${model.object.display_name}.`];
      continue;
    }
    if (isEmpty(value)) {
      if (field.options.required === true) errors[name] = [`${field.label} is required.`];
      else if (field.storage === 'polymorphicReference') {
        columns[`${name}_type`] = null;
        columns[`${name}_id`] = null;
      } else columns[name] = null;
      continue;
    }
    const coerced = COERCERS[field.storage](field, value);
    if (!coerced.ok) {
      errors[name] = [coerced.message];
    } else if (field.storage === 'polymorphicReference') {
      const { type, id } = coerced.value as { type: string; id: number };
      columns[`${name}_type`] = type;
      columns[`${name}_id`] = id;
    } else {
      columns[name] = coerced.value;
    }
  }
  if (mode === 'create') {
    for (const field of model.fields.values()) {
      if (field.options.required === true && !(field.name in body) && !errors[field.name]) {
        errors[field.name] = [`${field.label} is required.`];
      }
    }
  }
  return { columns, errors };
}

/**
 * The column values of a stored row (as `lockRecord` reads it) ready to insert again: a duplicate or a
 * new version starts from the same values. JSON columns go back as JSON text.
 */
export function copyOfStoredValues(model: RecordModel, stored: Record<string, unknown>): ColumnValues {
  const values: ColumnValues = {};
  for (const field of model.fields.values()) {
    const columns =
      field.storage === 'polymorphicReference' ? [`${field.name}_type`, `${field.name}_id`] : [field.name];
    for (const column of columns) {
      const value = stored[column];
      values[column] =
        field.storage === 'json' && value !== null && value !== undefined ? JSON.stringify(value) : value;
    }
  }
  return values;
}
