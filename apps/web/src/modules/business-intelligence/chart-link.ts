import type { DateBucket, ObjectDefinition, ReportDefinition } from '@atrium/core';
import dayjs from 'dayjs';
import { filterRowParam } from '../../records/list/filter-from-url';
import { type FilterInput, filterKindOf } from '../../records/list/filter-row';

type Key = string | number | boolean | null;

/** The last day of the period that starts on `start` (periods are Postgres date_trunc's: weeks from Monday). */
export function periodEnd(start: string, bucket: DateBucket): string {
  const first = dayjs(start);
  const next =
    bucket === 'quarter' ? first.add(3, 'month') : first.add(1, bucket === 'week' ? 'week' : bucket);
  return next.subtract(1, 'day').format('YYYY-MM-DD');
}

/** The list filter that selects the records behind one category, or undefined when the list cannot. */
export function categoryFilter(
  object: ObjectDefinition,
  dimension: ReportDefinition['dimensions'][number],
  key: Key,
): FilterInput | undefined {
  if (key === null) return undefined;
  const attribute = object.attributes.find((candidate) => candidate.name === dimension.attribute);
  // Lookups, owners and the system dates have no cell in the list's filter row.
  if (!attribute) return undefined;
  const kind = filterKindOf(attribute);
  switch (kind) {
    case 'choice':
      return { kind, values: [String(key)] };
    case 'text':
      return { kind, value: String(key) };
    case 'boolean':
      return { kind, value: key === true || key === 'true' || key === 1 ? '1' : '0' };
    case 'number':
      return typeof key === 'number' ? { kind, from: key, to: key } : undefined;
    case 'date':
    case 'datetime': {
      const start = String(key);
      return { kind, from: start, to: periodEnd(start, dimension.bucket ?? 'day') };
    }
    case 'none':
      return undefined;
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}

/** Where a click on a bar or slice leads: the object's record list filtered to that category. */
export function categoryLink(
  listRoute: string | undefined,
  object: ObjectDefinition,
  report: ReportDefinition,
  key: Key,
): string | undefined {
  const dimension = report.dimensions[0];
  if (!listRoute || !dimension) return undefined;
  const filter = categoryFilter(object, dimension, key);
  if (!filter) return undefined;
  return `${listRoute}?${filterRowParam({ [dimension.attribute]: filter })}`;
}
