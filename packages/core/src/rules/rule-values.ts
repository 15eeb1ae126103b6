/**
 * How the engine reads raw record values: emptiness, numbers, text and byte lengths. One definition
 * for every operator, so `is empty` on a text field and `min characters` agree on what a value is.
 */

/** null, undefined, '', whitespace-only text, an empty list and NaN are empty; 0, false and '0' are not. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

const NUMERIC_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/** A finite number from a number or numeric text (`'12.5'`, `' -3 '`, `'1e3'`); NaN for anything else. */
export function toFiniteNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : Number.NaN;
  }
  return Number.NaN;
}

/** Text a text operator can read: strings as they are, finite numbers as written, else undefined. */
export function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return undefined;
}

/** The comparison key of a single value for is / is not: lower-case text; true and false as '1' / '0'. */
export function valueKey(value: unknown): string | undefined {
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return undefined;
}

/** Length in UTF-8 bytes, counted without encoding (no TextEncoder allocation per call). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** A list value as a list: arrays as they are, one scalar as a list of one, empty values as []. */
export function toList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  return isEmptyValue(value) ? [] : [value];
}

/** Values shown in a trace must survive JSON: dates as ISO text, undefined as null, functions dropped. */
export function toPlain(value: unknown, depth = 0): unknown {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  // Deeply nested or cyclic related records are cut off rather than followed forever.
  if (typeof value === 'object' && value !== null && depth > 6) return '…';
  if (Array.isArray(value)) return value.map((entry) => toPlain(entry, depth + 1));
  if (typeof value === 'object' && value !== null) {
    const plain: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) plain[key] = toPlain(entry, depth + 1);
    return plain;
  }
  return value;
}
