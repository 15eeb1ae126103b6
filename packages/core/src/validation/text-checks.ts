import { FIELD_TYPE_SPECS, type FieldType } from '../metadata/field-types';
import { type FieldOptions, flag, limitsOption } from './field-options';
import { type CheckFactory, chain, fail, NOT_VALID_JSON, pass, type ValueCheck } from './value-check';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9][0-9\s\-().]*$/;
const URL_PATTERN = /^(?:https?:\/\/)?[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/i;

/** Characters as a person counts them (and as Postgres does), not UTF-16 units. */
function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

const asText: ValueCheck = (value) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? pass(String(value))
    : fail('must be text.');

/**
 * Length limits: the type's maximum of spec 001 §9 unless the `limits` option sets one; a minimum
 * only when the option sets it (the §9 lower figures are where each text type's range starts, and
 * would refuse a one-letter name or every short long text).
 */
function lengthCheck(type: FieldType, options: FieldOptions, unit = 'characters'): ValueCheck {
  const own = limitsOption(options, 'limits', ['min', 'max']);
  const min = own.min;
  const max = own.max ?? FIELD_TYPE_SPECS[type].limits?.max;
  const count = unit === 'digits' ? (text: string) => text.replace(/\D/g, '').length : characterCount;
  return (value) => {
    const text = String(value);
    // A string no longer than the maximum in UTF-16 units is no longer in characters: skip the count.
    const length = max !== undefined && text.length <= max && min === undefined ? 0 : count(text);
    if (max !== undefined && length > max) return fail(`must be at most ${max} ${unit}.`);
    if (min !== undefined && length < min) return fail(`must be at least ${min} ${unit}.`);
    return pass(text);
  };
}

const pattern =
  (regex: RegExp, message: string): ValueCheck =>
  (value) =>
    regex.test(String(value)) ? pass(value) : fail(message);

const json: ValueCheck = (value) => {
  try {
    JSON.parse(String(value));
    return pass(value);
  } catch {
    return NOT_VALID_JSON;
  }
};

/** Plain text of a type: text, then its limits. */
export const textCheck =
  (type: FieldType): CheckFactory =>
  (options) =>
    chain(asText, lengthCheck(type, options));

export const longTextCheck: CheckFactory = (options) =>
  flag(options, 'isJson')
    ? chain(asText, lengthCheck('longText', options), json)
    : chain(asText, lengthCheck('longText', options));

export const emailCheck: CheckFactory = (options) =>
  chain(
    asText,
    (value) => pass(String(value).trim()),
    lengthCheck('email', options),
    pattern(EMAIL, 'must be an e-mail address.'),
  );

/** At most 15 digits (E.164, spec 001 §9), written with an optional + and separators. */
export const phoneCheck: CheckFactory = (options) =>
  chain(
    asText,
    (value) => pass(String(value).trim()),
    pattern(PHONE, 'must be a phone number.'),
    lengthCheck('phone', options, 'digits'),
  );

export const urlCheck: CheckFactory = (options) =>
  chain(
    asText,
    (value) => pass(String(value).trim()),
    lengthCheck('urlField', options),
    pattern(URL_PATTERN, 'must be a web address.'),
  );
