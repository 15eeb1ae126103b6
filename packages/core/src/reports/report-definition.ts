import { z } from '../api/zod';
import type { StorageKind } from '../field-types/field-type-definition';
import type { ObjectDefinition } from '../metadata/object-definition';
import { filterEntrySchema } from '../records/record.contract';
import { type RelatedObjects, reportColumnStorage, resolveReportColumn } from './report-paths';

/**
 * A report reads one object: its records grouped by up to two dimensions, with one to five measures per
 * group, within the person's record access. The server turns it into one aggregate query.
 */
export const DATE_BUCKETS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type DateBucket = (typeof DATE_BUCKETS)[number];

export const MEASURE_KINDS = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max'] as const;
export type MeasureKind = (typeof MEASURE_KINDS)[number];

const attributeName = z.string().max(80, 'An attribute name is at most 80 characters.');

export const reportDimensionSchema = z.object({
  attribute: attributeName,
  /** Dates only: the period records are grouped by (a day when left out). */
  bucket: z.enum(DATE_BUCKETS, { error: `bucket must be one of ${DATE_BUCKETS.join(', ')}.` }).optional(),
});
export type ReportDimension = z.infer<typeof reportDimensionSchema>;

export const reportMeasureSchema = z.object({
  kind: z.enum(MEASURE_KINDS, { error: `kind must be one of ${MEASURE_KINDS.join(', ')}.` }),
  /** Every kind but `count` reads an attribute. */
  attribute: attributeName.optional(),
});
export type ReportMeasure = z.infer<typeof reportMeasureSchema>;

export const reportSortSchema = z.object({
  /** `d0`, `d1` for the dimensions, `m0`…`m4` for the measures, as the answer's columns are keyed. */
  column: z.string().regex(/^(d[01]|m[0-4])$/, 'A sort column is d0, d1 or m0 to m4.'),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).default('asc'),
});

export const reportDefinitionSchema = z.object({
  object: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'The object name is not valid.'),
  filters: z.array(filterEntrySchema).max(30, 'At most 30 filters.').default([]),
  dimensions: z.array(reportDimensionSchema).max(2, 'A report groups by at most two dimensions.').default([]),
  measures: z
    .array(reportMeasureSchema)
    .min(1, 'A report needs at least one measure.')
    .max(5, 'A report has at most five measures.'),
  sort: z.array(reportSortSchema).max(3, 'At most 3 sort columns.').default([]),
  limit: z.number().int('limit must be a whole number.').min(1).max(1000).default(200),
});
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;
export type ReportDefinitionInput = z.input<typeof reportDefinitionSchema>;

const GROUPABLE: ReadonlySet<StorageKind> = new Set([
  'text',
  'boolean',
  'integer',
  'date',
  'datetime',
  'reference',
]);
const DATED: ReadonlySet<StorageKind> = new Set(['date', 'datetime']);
const NUMERIC: ReadonlySet<StorageKind> = new Set(['integer', 'decimal']);
const ORDERED: ReadonlySet<StorageKind> = new Set(['integer', 'decimal', 'date', 'datetime']);

/** What each measure reads: the storage kinds it makes sense on. */
const MEASURE_FITS: Record<
  Exclude<MeasureKind, 'count'>,
  { kinds: ReadonlySet<StorageKind>; needs: string }
> = {
  countDistinct: {
    kinds: new Set(['text', 'boolean', 'integer', 'decimal', 'date', 'datetime', 'reference']),
    needs: 'a stored value',
  },
  sum: { kinds: NUMERIC, needs: 'a number' },
  avg: { kinds: NUMERIC, needs: 'a number' },
  min: { kinds: ORDERED, needs: 'a number or a date' },
  max: { kinds: ORDERED, needs: 'a number or a date' },
};

/** What is wrong with one measure on this object, if anything: under `attribute` or the measure itself. */
function measureProblem(
  measure: ReportMeasure,
  object: ObjectDefinition,
): { path: 'attribute' | ''; message: string } | undefined {
  if (measure.kind === 'count') {
    return measure.attribute === undefined
      ? undefined
      : { path: 'attribute', message: 'count counts records: it takes no attribute.' };
  }
  if (measure.attribute === undefined)
    return { path: 'attribute', message: `${measure.kind} needs an attribute.` };
  const storage = reportColumnStorage(object, measure.attribute);
  if (!storage) {
    const message = measure.attribute.includes('.')
      ? `A measure reads the report's own attributes: '${measure.attribute}' is on a related object.`
      : `${object.display_name} has no attribute '${measure.attribute}'.`;
    return { path: 'attribute', message };
  }
  const fit = MEASURE_FITS[measure.kind];
  if (fit.kinds.has(storage)) return undefined;
  return {
    path: '',
    message: `${measure.kind} of '${measure.attribute}' does not fit: it needs ${fit.needs}.`,
  };
}

/**
 * Checks a report against its object: each problem under its path (`dimensions.0.attribute`,
 * `measures.1`, …) in words a person understands. An empty answer means the report can run.
 */
export function checkReportDefinition(
  report: ReportDefinition,
  object: ObjectDefinition,
  related?: RelatedObjects,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    errors[path] = [...(errors[path] ?? []), message];
  };
  for (const [index, dimension] of report.dimensions.entries()) {
    const path = `dimensions.${index}`;
    const resolved = resolveReportColumn(object, dimension.attribute, related);
    if ('problem' in resolved) {
      add(`${path}.attribute`, resolved.problem);
      continue;
    }
    const { storage } = resolved.column;
    if (!GROUPABLE.has(storage)) {
      add(`${path}.attribute`, `Records cannot be grouped by '${dimension.attribute}'.`);
    } else if (dimension.bucket && !DATED.has(storage)) {
      add(
        `${path}.bucket`,
        `'${dimension.attribute}' is not a date: it cannot be grouped by ${dimension.bucket}.`,
      );
    }
  }
  const dimensionNames = report.dimensions.map(
    (dimension) => `${dimension.attribute}:${dimension.bucket ?? ''}`,
  );
  if (new Set(dimensionNames).size !== dimensionNames.length)
    add('dimensions', 'A dimension is listed twice.');

  for (const [index, measure] of report.measures.entries()) {
    const problem = measureProblem(measure, object);
    if (problem)
      add(problem.path ? `measures.${index}.${problem.path}` : `measures.${index}`, problem.message);
  }

  // Filters on the object's own columns are checked where they become SQL; a related one is checked
  // here, since only here are the related objects known.
  for (const [index, filter] of report.filters.entries()) {
    if (!filter.columnName.includes('.')) continue;
    const resolved = resolveReportColumn(object, filter.columnName, related);
    if ('problem' in resolved) add(`filters.${index}.columnName`, resolved.problem);
  }

  report.sort.forEach((entry, index) => {
    const position = Number(entry.column.slice(1));
    const count = entry.column.startsWith('d') ? report.dimensions.length : report.measures.length;
    if (position >= count) add(`sort.${index}.column`, `The report has no column ${entry.column}.`);
  });
  return errors;
}
