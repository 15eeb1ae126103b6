/** One copy from the chosen record (`from`) into the record being edited (`to`). */
interface FieldCopy {
  from: string;
  to: string;
}

/** `map`: `{ attribute: destination }`, or a list of `{ attribute, destination }`. */
function copiesOfMap(option: unknown): FieldCopy[] {
  if (Array.isArray(option)) {
    return option.flatMap((entry: unknown): FieldCopy[] => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { attribute, destination } = entry as Record<string, unknown>;
      return typeof attribute === 'string' && typeof destination === 'string' && attribute && destination
        ? [{ from: attribute, to: destination }]
        : [];
    });
  }
  if (typeof option !== 'object' || option === null) return [];
  return Object.entries(option).flatMap(([from, to]): FieldCopy[] =>
    typeof to === 'string' && to !== '' ? [{ from, to }] : [],
  );
}

/** `customMap`: a list of `{ from, to }` pairs. */
function copiesOfCustomMap(option: unknown): FieldCopy[] {
  if (!Array.isArray(option)) return [];
  return option.flatMap((entry: unknown): FieldCopy[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { from, to } = entry as Record<string, unknown>;
    return typeof from === 'string' && typeof to === 'string' && from && to ? [{ from, to }] : [];
  });
}

/** The values a chosen record copies into the record being edited through `map` and `customMap`. */
export function mappedValues(
  map: unknown,
  customMap: unknown,
  chosen: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { from, to } of [...copiesOfMap(map), ...copiesOfCustomMap(customMap)]) {
    values[to] = chosen[from] ?? null;
  }
  return values;
}
