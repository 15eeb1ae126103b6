import {
  checkReportDefinition,
  type ReportColumn,
  type ReportDefinition,
  type ReportDimension,
  type ReportMeasure,
  type ReportResult,
  reportColumnStorage,
  type StorageKind,
} from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import { accessOf, readableSql } from '../records/record-access';
import type { RecordModel } from '../records/record-model';
import { filterSql } from '../records/record-query';
import { labelSql } from '../records/records.repository';
import { requireVerb } from '../records/records.service';

type Fragment = RawBuilder<unknown>;

interface DimensionSql {
  column: ReportColumn;
  value: Fragment;
  label?: Fragment;
  join?: Fragment;
}

/**
 * A dimension as SQL: a date period as its first day (`2026-07-01`), a lookup with its record's label.
 * Numbers and ids are cast to float8 so they come back as JSON numbers from every driver (node-postgres
 * answers bigint and numeric as strings, PGlite as numbers); ids stay far below 2^53.
 */
function dimensionSql(model: RecordModel, dimension: ReportDimension, index: number): DimensionSql {
  const key = `d${index}`;
  const storage = reportColumnStorage(model.object, dimension.attribute) as StorageKind;
  const ref = sql.ref(`t.${dimension.attribute}`);
  const column = (kind: ReportColumn['kind']): ReportColumn => ({
    key,
    role: 'dimension',
    attribute: dimension.attribute,
    kind,
  });
  if (storage === 'date' || storage === 'datetime') {
    const bucket = dimension.bucket ?? 'day';
    return {
      column: column('period'),
      value: sql`to_char(date_trunc(${bucket}::text, ${ref}::timestamp), 'YYYY-MM-DD')`,
    };
  }
  if (dimension.attribute === 'owner_id') {
    const alias = `j${index}`;
    return {
      column: column('reference'),
      value: sql`${ref}::float8`,
      label: sql.ref(`${alias}.name`),
      join: sql`left join users as ${sql.id(alias)} on ${sql.ref(`${alias}.id`)} = ${ref}`,
    };
  }
  const references = model.fields.get(dimension.attribute)?.references;
  if (storage === 'reference' && references && references.label.length > 0) {
    const alias = `j${index}`;
    return {
      column: column('reference'),
      value: sql`${ref}::float8`,
      label: labelSql(alias, references.label),
      join: sql`left join ${sql.table(references.table)} as ${sql.id(alias)} on ${sql.ref(`${alias}.id`)} = ${ref}`,
    };
  }
  if (storage === 'integer' || storage === 'decimal' || storage === 'reference') {
    return { column: column('value'), value: sql`${ref}::float8` };
  }
  return { column: column('value'), value: ref };
}

/** A measure as SQL: numbers come back as JSON numbers, dates as text. */
function measureSql(
  model: RecordModel,
  measure: ReportMeasure,
  index: number,
): { column: ReportColumn; value: Fragment } {
  const key = `m${index}`;
  if (measure.kind === 'count' || !measure.attribute) {
    return { column: { key, role: 'measure', attribute: null, kind: 'number' }, value: sql`count(*)::int` };
  }
  const storage = reportColumnStorage(model.object, measure.attribute) as StorageKind;
  const ref = sql.ref(`t.${measure.attribute}`);
  const column: ReportColumn = {
    key,
    role: 'measure',
    attribute: measure.attribute,
    kind: storage === 'date' || storage === 'datetime' ? 'date' : 'number',
  };
  switch (measure.kind) {
    case 'countDistinct':
      return { column: { ...column, kind: 'number' }, value: sql`count(distinct ${ref})::int` };
    case 'sum':
      return { column, value: sql`coalesce(sum(${ref}), 0)::float8` };
    case 'avg':
      return { column, value: sql`avg(${ref})::float8` };
    case 'min':
    case 'max': {
      const aggregate = measure.kind === 'min' ? sql`min(${ref})` : sql`max(${ref})`;
      return { column, value: column.kind === 'date' ? sql`${aggregate}::text` : sql`${aggregate}::float8` };
    }
  }
}

/**
 * Runs a report as one aggregate query in the database, over only the records the person may read
 * (the same access rule as their lists), in their organization. Groups beyond the limit are cut and
 * the answer says so. A table pages through the groups with `page.offset`.
 */
export async function runReport(
  db: Db,
  auth: AuthContext,
  report: ReportDefinition,
  page: { offset: number } = { offset: 0 },
): Promise<ReportResult> {
  const model = await loadModel(db, report.object);
  requireVerb(auth, report.object, 'view');
  const errors = checkReportDefinition(report, model.object);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('UNPROCESSABLE', first, errors);
  const sealed = [...report.dimensions, ...report.measures].find(
    (part) => part.attribute && model.fields.get(part.attribute)?.encrypted,
  );
  // Only ciphertext is in the database: groups and sums of it would mean nothing (decision 0020).
  if (sealed?.attribute) {
    throw new AppError(
      'UNPROCESSABLE',
      `A report cannot use '${sealed.attribute}' of ${model.object.display_name}: its values are encrypted.`,
    );
  }

  const dimensions = report.dimensions.map((dimension, index) => dimensionSql(model, dimension, index));
  const measures = report.measures.map((measure, index) => measureSql(model, measure, index));
  const selected = [
    ...dimensions.flatMap((d) => [
      sql`${d.value} as ${sql.id(d.column.key)}`,
      ...(d.label ? [sql`${d.label} as ${sql.id(`${d.column.key}_label`)}`] : []),
    ]),
    ...measures.map((m) => sql`${m.value} as ${sql.id(m.column.key)}`),
  ];
  // Grouped by position: an expression with bound parameters (a period's bucket) would not match its
  // own copy in GROUP BY, whose parameters are numbered anew.
  const groupCount = dimensions.reduce((count, d) => count + (d.label ? 2 : 1), 0);
  const groups = Array.from({ length: groupCount }, (_, index) => sql.lit(index + 1));
  const conditions = [
    readableSql(report.object, accessOf(auth, report.object)),
    ...report.filters.map((f) => filterSql(model, f)),
  ];
  const sorting =
    report.sort.length > 0
      ? report.sort
      : dimensions.map((d) => ({ column: d.column.key, direction: 'asc' as const }));
  const order = sorting.map(
    (entry) =>
      sql`${sql.id(entry.column)} ${entry.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`}`,
  );

  const rows = await withTenant(db, auth.orgId, async (tx) => {
    const result = await sql<Record<string, string | number | boolean | null>>`
      select ${sql.join(selected)}
      from ${sql.table(model.table)} as t ${sql.join(
        dimensions.flatMap((d) => (d.join ? [d.join] : [])),
        sql` `,
      )}
      where ${sql.join(conditions, sql` and `)}
      ${groups.length > 0 ? sql`group by ${sql.join(groups)}` : sql``}
      ${order.length > 0 ? sql`order by ${sql.join(order)}` : sql``}
      limit ${report.limit + 1} offset ${page.offset}`.execute(tx);
    return result.rows;
  });
  return {
    columns: [...dimensions.map((d) => d.column), ...measures.map((m) => m.column)],
    rows: rows.slice(0, report.limit),
    truncated: rows.length > report.limit,
  };
}
