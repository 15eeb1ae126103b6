/**
 * Spec 001 §5.2: empty or false option values are dropped on save. Empty means undefined, null, false,
 * a blank string, an empty list or an empty object; `0` and `'0'` are kept, since they are real values
 * (a minimum of 0, a hide flag written '0').
 */
export function isEmptyOptionValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The options without their empty values; the same object when nothing was dropped. */
export function cleanOptions(options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const entries = Object.entries(options);
  const kept = entries.filter(([, value]) => !isEmptyOptionValue(value));
  return kept.length === entries.length ? options : Object.fromEntries(kept);
}
