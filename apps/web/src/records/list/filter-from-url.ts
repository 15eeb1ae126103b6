import { z } from '@atrium/core';
import type { FilterRow } from './filter-row';

/** `?filter=` of a list's address: a filter row as JSON, so another screen can open a filtered list. */
const FILTER_PARAM = 'filter';

const bound = z.union([z.number(), z.string()]).optional();
const inputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), value: z.string().max(500) }),
  z.object({ kind: z.literal('number'), from: z.number().optional(), to: z.number().optional() }),
  z.object({
    kind: z.enum(['date', 'datetime']),
    from: bound.pipe(z.string().optional()),
    to: bound.pipe(z.string().optional()),
  }),
  z.object({ kind: z.literal('choice'), values: z.array(z.string().max(500)).max(50) }),
  z.object({ kind: z.literal('boolean'), value: z.enum(['1', '0']) }),
  z.object({
    kind: z.literal('lookup'),
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    label: z.string().max(500).optional(),
  }),
]);
const rowSchema = z.record(z.string().max(80), inputSchema);

/** The filter row an address carries; an absent or malformed one is no filter. */
export function filterRowFromSearch(search: string): FilterRow {
  const raw = new URLSearchParams(search).get(FILTER_PARAM);
  if (!raw) return {};
  try {
    const parsed = rowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as FilterRow) : {};
  } catch {
    return {};
  }
}

/** The query string part that opens a list with this filter row. */
export function filterRowParam(row: FilterRow): string {
  return new URLSearchParams({ [FILTER_PARAM]: JSON.stringify(row) }).toString();
}
