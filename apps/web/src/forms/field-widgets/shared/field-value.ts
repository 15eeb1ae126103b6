/** A stored value as text; objects and arrays (not text values) give ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function isEmptyValue(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** A list value (multi-select, tags): an array, a JSON array in a string, or one plain value. */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean);
  if (typeof value !== 'string' || value === '') return typeof value === 'number' ? [String(value)] : [];
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(textOf).filter(Boolean);
    } catch {
      // Not JSON after all: the text is one value.
    }
  }
  return [value];
}

/** Reads a dotted path (`owner.name`, `items.0.id`) into a record. */
export function valueAtPath(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
