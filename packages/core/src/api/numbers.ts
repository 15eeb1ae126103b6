import { z } from './zod';

/** The largest id of a `serial` column (organizations, users, roles, objects, attributes, forms). */
export const SERIAL_ID_MAX = 2_147_483_647;

/** Decimal digits, no sign, no leading zero: `Number()` would also read ` 1`, `+1`, `0x10`, `1e1`, `0b1`. */
const DECIMAL_ID = /^[1-9][0-9]{0,15}$/;
const DECIMAL_WHOLE = /^(0|[1-9][0-9]{0,15})$/;
const DECIMAL_NUMBER = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,15})?$/;

/** An id a client wrote as text, read strictly; undefined when it is anything but `12`-style digits. */
export function parseDecimalId(text: string, max: number = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!DECIMAL_ID.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id <= max ? id : undefined;
}

interface IdOptions {
  /** `SERIAL_ID_MAX` for ids of `serial` columns; record, grant and upload ids are bigint. */
  max?: number;
}

/**
 * An id in a path or a query string (always text): the one parser every route's params use, so
 * `/records/account/%201` or `/records/account/0x10` never address record 1 or 16.
 */
export function textIdSchema(what: string, options: IdOptions = {}) {
  const message = `${what} must be a whole number such as 12.`;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  return z.string({ error: message }).transform((raw, context) => {
    const id = parseDecimalId(raw, max);
    if (id === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

/** An id in a JSON body: a JSON number only, so `true`, `"7"`, `[1]` or `1.5` are refused, not coerced. */
export function jsonIdSchema(what: string, options: IdOptions = {}) {
  const message = `${what} must be the number of an id, such as 12.`;
  return z
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(options.max ?? Number.MAX_SAFE_INTEGER, message);
}

/** A whole number in the query string (a page, a page size), written in decimal digits. */
export function textIntegerSchema(what: string, range: { min: number; max: number }) {
  const message = `${what} must be a whole number from ${range.min} to ${range.max}.`;
  return z.string({ error: message }).transform((raw, context) => {
    const value = DECIMAL_WHOLE.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= range.min && value <= range.max)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** A decimal number in the query string (a latitude, say): `-12.5`, never `0x10`, `1e3`, `''` or `Infinity`. */
export function textDecimalSchema(what: string, range: { min: number; max: number }) {
  const message = `${what} must be a number from ${range.min} to ${range.max}.`;
  return z.string({ error: message }).transform((raw, context) => {
    const value = DECIMAL_NUMBER.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= range.min && value <= range.max)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}
