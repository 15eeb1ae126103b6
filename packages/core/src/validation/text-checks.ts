import { type FieldOptions, flag, limitsOption } from './field-options';
import { type CheckFactory, chain, fail, NOT_VALID_JSON, pass, type ValueCheck } from './value-check';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9][0-9\s\-().]*$/;
const URL_PATTERN = /^(?:https?:\/\/)?[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/i;

/**
 * Characters are counted as Unicode code points: what Postgres's `char_length` counts, and the same in
 * every browser and server. Not UTF-16 units (an emoji would count twice) and not grapheme clusters
 * (their boundaries change with each runtime's Unicode data, so a browser and the server could judge
 * the same text differently). Decision 0013.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** NUL, or half of a surrogate pair: Postgres cannot store either in text, and no person typed them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const asText: ValueCheck = (value) => {
  if (typeof value === 'number' && Number.isFinite(value)) return pass(String(value));
  if (typeof value !== 'string') return fail('must be text.');
  return value.includes('\0') || LONE_SURROGATE.test(value)
    ? fail('must not contain NUL or broken characters.')
    : pass(value);
};

/**
 * Length limits: the type's maximum of spec 001 §9 unless the `limits` option sets one; a minimum
 * only when the option sets it (the §9 lower figures are where each text type's range starts, and
 * would refuse a one-letter name or every short long text).
 */
function lengthCheck(typeMax: number | undefined, options: FieldOptions, unit = 'characters'): ValueCheck {
  const own = limitsOption(options, 'limits', ['min', 'max']);
  const min = own.min;
  const max = own.max ?? typeMax;
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

/** Plain text: text, then its limits (the type's maximum unless `limits` sets one). */
export const textCheck =
  (typeMax: number): CheckFactory =>
  (options) =>
    chain(asText, lengthCheck(typeMax, options));

export const longTextCheck =
  (typeMax: number): CheckFactory =>
  (options) =>
    flag(options, 'isJson')
      ? chain(asText, lengthCheck(typeMax, options), json)
      : chain(asText, lengthCheck(typeMax, options));

export const emailCheck =
  (typeMax: number): CheckFactory =>
  (options) =>
    chain(
      asText,
      (value) => pass(String(value).trim()),
      lengthCheck(typeMax, options),
      pattern(EMAIL, 'must be an e-mail address.'),
    );

/** At most 15 digits (E.164, spec 001 §9), written with an optional + and separators. */
export const phoneCheck =
  (typeMax: number): CheckFactory =>
  (options) =>
    chain(
      asText,
      (value) => pass(String(value).trim()),
      pattern(PHONE, 'must be a phone number.'),
      lengthCheck(typeMax, options, 'digits'),
    );

export const urlCheck =
  (typeMax: number): CheckFactory =>
  (options) =>
    chain(
      asText,
      (value) => pass(String(value).trim()),
      lengthCheck(typeMax, options),
      pattern(URL_PATTERN, 'must be a web address.'),
    );
