/** Empty text, null and undefined all mean "no value"; numbers typed as text compare as numbers. */
function normalise(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.length ? JSON.stringify(value) : null;
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

const isDateTime = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value);

/**
 * The fields whose value differs from the loaded record: a save sends only these plus `version`, so
 * the server's per-field conflict check sees exactly what this person changed.
 */
export function changedFields(
  original: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(next).filter(([name, value]) => {
      const before = original[name];
      // A date-time is the same moment whatever its written form.
      if (isDateTime(before) && isDateTime(value) && Date.parse(before) === Date.parse(value)) return false;
      return normalise(before) !== normalise(value);
    }),
  );
}
