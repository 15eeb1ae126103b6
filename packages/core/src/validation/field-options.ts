/** Readers for the loosely typed option bags of attributes and form nodes (spec 001 §3.5). */
export type FieldOptions = Readonly<Record<string, unknown>>;

/** Designers save flags as true, 'true', '1' or 1. */
export function flag(options: FieldOptions, name: string): boolean {
  const value = options[name];
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function numberOption(options: FieldOptions, name: string): number | undefined {
  const value = options[name];
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** numberField's minNumber and maxNumber are parsed as integers (spec 001 §5.3). */
export function integerOption(options: FieldOptions, name: string): number | undefined {
  const value = options[name];
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}

export interface Limits {
  min: number | undefined;
  max: number | undefined;
}

/** The `limits {min, max}` option, or the `validation` object of a related list. */
export function limitsOption(options: FieldOptions, name: string, keys: readonly [string, string]): Limits {
  const bag = options[name];
  if (typeof bag !== 'object' || bag === null || Array.isArray(bag))
    return { min: undefined, max: undefined };
  const values = bag as FieldOptions;
  return { min: numberOption(values, keys[0]), max: numberOption(values, keys[1]) };
}

/** The allowed values of a select: `options.items`, each `{ value, name }` (spec 001 §7.2). */
export function itemValues(options: FieldOptions): ReadonlySet<string> | undefined {
  const items = options.items;
  if (!Array.isArray(items) || items.length === 0) return undefined;
  const values = new Set<string>();
  for (const item of items) {
    const value = typeof item === 'object' && item !== null ? (item as FieldOptions).value : item;
    if (typeof value === 'string' || typeof value === 'number') values.add(String(value));
  }
  return values;
}
