import {
  DATE_BUCKETS,
  type ReportColumn,
  type ReportDefinition,
  type ReportResult,
  reportColumnStorage,
  resolveReportColumn,
  type StorageKind,
} from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import { AppError } from '../../platform/errors/app-error';
import type { ColumnStore, CopyContext } from '../column-store/column-store';
import { filterDuck, filtersFit, readableDuck } from '../column-store/duck-filters';
import type { ReplicaColumn } from '../column-store/replica-columns';
import { type ReportModels, reportOrderSql } from './report-sql';

type Fragment = RawBuilder<unknown>;

/**
 * Whether the column store can answer a report: it reads the object's own copied columns only. Lookups
 * (related attributes, labels of referenced records, owners' names) stay on Postgres, which holds the
 * other tables; so do polymorphic parents and JSON, which are not copied.
 */
export function duckCanAnswer(
  models: ReportModels,
  report: ReportDefinition,
  columns: ReplicaColumn[],
): boolean {
  const copied = new Set(columns.map((column) => column.name));
  const dimensionsFit = report.dimensions.every((dimension) => {
    if (!copied.has(dimension.attribute) || dimension.attribute === 'owner_id') return false;
    const references = models.model.fields.get(dimension.attribute)?.references;
    return !(references && references.label.length > 0);
  });
  return (
    dimensionsFit &&
    report.measures.every((measure) => !measure.attribute || copied.has(measure.attribute)) &&
    filtersFit(report.filters, columns)
  );
}

interface DuckDimension {
  column: ReportColumn;
  /** What the inner query groups by: cheap to compute per row (a month is a number, not a date). */
  key: Fragment;
  /** The answer's value, from the group's key, once per group. */
  value: Fragment;
}

/** A date period: grouped by a whole number, shown as its first day (`2026-07-01`), as on Postgres. */
function periodDimension(ref: Fragment, bucket: (typeof DATE_BUCKETS)[number], key: Fragment) {
  const day = (date: Fragment) => sql`strftime(${date}, '%Y-%m-%d')`;
  switch (bucket) {
    case 'day':
      return { key: sql`cast(${ref} as date)`, value: day(key) };
    case 'week':
      return { key: sql`date_trunc('week', cast(${ref} as date))`, value: day(key) };
    case 'month':
      return {
        key: sql`year(${ref}) * 12 + month(${ref}) - 1`,
        value: day(sql`make_date(${key} // 12, ${key} % 12 + 1, 1)`),
      };
    case 'quarter':
      return {
        key: sql`year(${ref}) * 4 + quarter(${ref}) - 1`,
        value: day(sql`make_date(${key} // 4, (${key} % 4) * 3 + 1, 1)`),
      };
    case 'year':
      return { key: sql`year(${ref})`, value: day(sql`make_date(${key}, 1, 1)`) };
  }
}

function dimensionDuck(models: ReportModels, report: ReportDefinition, index: number): DuckDimension {
  const dimension = report.dimensions[index];
  if (!dimension) throw new AppError('INTERNAL', 'No such dimension.');
  const resolved = resolveReportColumn(models.model.object, dimension.attribute, models.related);
  if (!('column' in resolved)) throw new AppError('UNPROCESSABLE', resolved.problem);
  const storage: StorageKind = resolved.column.storage;
  const key = `d${index}`;
  const ref = sql.ref(`t.${dimension.attribute}`);
  const keyRef = sql.ref(`g.${key}`);
  const column = (kind: ReportColumn['kind']): ReportColumn => ({
    key,
    role: 'dimension',
    attribute: dimension.attribute,
    kind,
  });
  if (storage === 'date' || storage === 'datetime') {
    const bucket = DATE_BUCKETS.find((known) => known === (dimension.bucket ?? 'day'));
    if (!bucket) throw new AppError('UNPROCESSABLE', `bucket must be one of ${DATE_BUCKETS.join(', ')}.`);
    return { column: column('period'), ...periodDimension(ref, bucket, keyRef) };
  }
  if (storage === 'integer' || storage === 'decimal' || storage === 'reference') {
    return { column: column('value'), key: ref, value: sql`cast(${keyRef} as double)` };
  }
  return { column: column('value'), key: ref, value: keyRef };
}

function measureDuck(models: ReportModels, report: ReportDefinition, index: number) {
  const measure = report.measures[index];
  if (!measure) throw new AppError('INTERNAL', 'No such measure.');
  const key = `m${index}`;
  if (measure.kind === 'count' || !measure.attribute) {
    const column: ReportColumn = { key, role: 'measure', attribute: null, kind: 'number' };
    return { column, value: sql`cast(count(*) as integer)` };
  }
  const storage = reportColumnStorage(models.model.object, measure.attribute) as StorageKind;
  const ref = sql.ref(`t.${measure.attribute}`);
  const isDate = storage === 'date' || storage === 'datetime';
  const column: ReportColumn = {
    key,
    role: 'measure',
    attribute: measure.attribute,
    kind: isDate ? 'date' : 'number',
  };
  switch (measure.kind) {
    case 'countDistinct':
      return {
        column: { ...column, kind: 'number' as const },
        value: sql`cast(count(distinct ${ref}) as integer)`,
      };
    case 'sum':
      return { column, value: sql`cast(coalesce(sum(${ref}), 0) as double)` };
    case 'avg':
      return { column, value: sql`cast(avg(${ref}) as double)` };
    case 'min':
    case 'max': {
      const aggregate = measure.kind === 'min' ? sql`min(${ref})` : sql`max(${ref})`;
      // Postgres writes a timestamptz as text with its zone, which is UTC here.
      const asText =
        storage === 'datetime'
          ? sql`cast(${aggregate} as varchar) || '+00'`
          : sql`cast(${aggregate} as varchar)`;
      return { column, value: isDate ? asText : sql`cast(${aggregate} as double)` };
    }
  }
}

/**
 * A report as one DuckDB statement over an object's copy: the same answer as `queryReport` gives on
 * Postgres (same columns, groups, order and limit), over the rows the caller may read.
 */
function duckReportSql(models: ReportModels, report: ReportDefinition, copy: CopyContext, offset: number) {
  const dimensions = report.dimensions.map((_, index) => dimensionDuck(models, report, index));
  const measures = report.measures.map((_, index) => measureDuck(models, report, index));
  const conditions = [
    ...readableDuck(models.model, copy),
    ...report.filters.map((filter) => filterDuck(models.model, copy, filter)),
  ];
  const inner = [
    ...dimensions.map((d, index) => sql`${d.key} as ${sql.id(`d${index}`)}`),
    ...measures.map((m) => sql`${m.value} as ${sql.id(m.column.key)}`),
  ];
  const outer = [
    ...dimensions.map((d) => sql`${d.value} as ${sql.id(d.column.key)}`),
    ...measures.map((m) => sql.ref(`g.${m.column.key}`)),
  ];
  const groups = dimensions.map((_, index) => sql.lit(index + 1));
  const order = reportOrderSql(report, dimensions);
  return sql`select ${sql.join(outer)} from (
      select ${sql.join(inner)} from ${sql.table(copy.table)} as t
      where ${sql.join(conditions, sql` and `)}
      ${groups.length > 0 ? sql`group by ${sql.join(groups)}` : sql``}
    ) as g
    ${order.length > 0 ? sql`order by ${sql.join(order)}` : sql``}
    limit ${sql.lit(report.limit + 1)} offset ${sql.lit(offset)}`;
}

/** A report's answer from the column store (decision 0029), or undefined when Postgres should answer. */
export async function answerFromColumns(
  store: ColumnStore,
  auth: AuthContext,
  models: ReportModels,
  report: ReportDefinition,
  offset: number,
): Promise<ReportResult | undefined> {
  const rows = await store.query(
    auth,
    models.model,
    (columns) => duckCanAnswer(models, report, columns),
    (copy) => duckReportSql(models, report, copy, offset),
  );
  if (!rows) return undefined;
  const columns = [
    ...report.dimensions.map((_, index) => dimensionDuck(models, report, index).column),
    ...report.measures.map((_, index) => measureDuck(models, report, index).column),
  ];
  return {
    columns,
    rows: rows.slice(0, report.limit) as ReportResult['rows'],
    truncated: rows.length > report.limit,
  };
}
