import { type DateBucket, type ObjectDefinition, type ReportDefinition, storageOf } from '@atrium/core';
import dayjs from 'dayjs';
import { filterRowParam } from '../../records/list/filter-from-url';
import { type FilterInput, type FilterRow, filterKindOf } from '../../records/list/filter-row';

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

/** The record a chart on a form is drawn for: the form's object, the record, and the lookup named. */
export interface ChartRecordContext {
  /** The form's object (the parent the chart's records point at). */
  object: string;
  id: number;
  /** The widget's `lookup` option, when the chart's object has several lookups to `object`. */
  lookup?: string | undefined;
  /** The record's label, shown in the list's filter cell. */
  label?: string | undefined;
}

/**
 * The lookup of `object` a chart in a record's context follows, as the server's contextFilter picks it:
 * the one named, else the first in attribute order that points at `parent`; undefined when none does.
 */
export function contextLookup(
  object: ObjectDefinition,
  parent: string,
  named: string | undefined,
): string | undefined {
  const lookups = object.attributes.filter(
    (attribute) =>
      storageOf(attribute) === 'reference' &&
      Object.values(object.relationships).some(
        (relationship) =>
          relationship.child_object === object.name &&
          relationship.foreign_key === attribute.name &&
          relationship.parent_object === parent,
      ),
  );
  return (named === undefined ? lookups[0] : lookups.find((attribute) => attribute.name === named))?.name;
}

/**
 * Where a click on a bar or slice leads: the object's record list filtered to that category and, for a
 * chart on a record's form, to the records whose lookup is that record (an account's opportunities).
 */
export function categoryLink(
  listRoute: string | undefined,
  object: ObjectDefinition,
  report: ReportDefinition,
  key: Key,
  context?: ChartRecordContext,
): string | undefined {
  const dimension = report.dimensions[0];
  if (!listRoute || !dimension) return undefined;
  const filter = categoryFilter(object, dimension, key);
  if (!filter) return undefined;
  const row: FilterRow = { [dimension.attribute]: filter };
  if (context) {
    const lookup = contextLookup(object, context.object, context.lookup);
    // Without the lookup the list would show every record of the category, not this record's.
    if (!lookup || !Number.isSafeInteger(context.id) || context.id <= 0) return undefined;
    row[lookup] = { kind: 'lookup', id: context.id, ...(context.label ? { label: context.label } : {}) };
  }
  return `${listRoute}?${filterRowParam(row)}`;
}
