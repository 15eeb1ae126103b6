import {
  checkReportDefinition,
  DATE_BUCKETS,
  type FilterEntry,
  type RelatedObjects,
  type ReportColumn,
  type ReportDefinition,
  type ReportDimension,
  type ReportMeasure,
  reportColumnStorage,
  reportLookups,
  reportLookupTarget,
  resolveReportColumn,
  type StorageKind,
} from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import { accessOf, type RecordAccess, readableInBulkSql } from '../records/record-access';
import type { RecordModel } from '../records/record-model';
import { filterSql } from '../records/record-query';
import { labelSql } from '../records/records.repository';
import { requireVerb } from '../records/records.service';

type Fragment = RawBuilder<unknown>;

/** A report's object and the objects its lookups lead to, each checked against the caller's permissions. */
export interface ReportModels {
  model: RecordModel;
  /** The related object's model per lookup the report reads through. */
  lookups: Map<string, RecordModel>;
  related: RelatedObjects;
}

/**
 * Loads what a report reads and refuses what the caller may not: viewing the report's object or an
 * object it reads through a lookup needs that object's view permission (403).
 */
export async function loadReportModels(
  db: Db,
  auth: AuthContext,
  report: ReportDefinition,
): Promise<ReportModels> {
  const model = await loadModel(db, report.object);
  requireVerb(auth, report.object, 'view');
  const lookups = new Map<string, RecordModel>();
  for (const lookup of reportLookups(report)) {
    const target = reportLookupTarget(model.object, lookup);
    if (!target) continue; // a path through no lookup is told by checkReportDefinition
    requireVerb(auth, target, 'view');
    lookups.set(lookup, await loadModel(db, target));
  }
  const byObject = new Map([...lookups.values()].map((related) => [related.object.name, related.object]));
  return { model, lookups, related: (name) => byObject.get(name) };
}

/**
 * What a report reads, checked: an unknown attribute, a related one that does not exist, or a measure
 * that does not fit is a 422 naming each problem under its path.
 */
export async function reportModels(
  db: Db,
  auth: AuthContext,
  report: ReportDefinition,
): Promise<ReportModels> {
  const models = await loadReportModels(db, auth, report);
  const errors = checkReportDefinition(report, models.model.object, models.related);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('UNPROCESSABLE', first, errors);
  const sealed = [...report.dimensions, ...report.measures].find(
    (part) => part.attribute && sealedField(models, part.attribute),
  );
  // Only ciphertext is in the database: groups and sums of it would mean nothing (decision 0020).
  if (sealed?.attribute) {
    throw new AppError(
      'UNPROCESSABLE',
      `A report cannot use '${sealed.attribute}' of ${models.model.object.display_name}: its values are encrypted.`,
    );
  }
  return models;
}

/** Whether a report's attribute, of its object or of a related one (`lookup.attribute`), is encrypted. */
function sealedField(models: ReportModels, attribute: string): boolean {
  const [lookup, related] = attribute.split('.');
  if (related === undefined) return models.model.fields.get(attribute)?.encrypted === true;
  return models.lookups.get(lookup ?? '')?.fields.get(related)?.encrypted === true;
}

/** The caller's record access to each object a report reads: part of what a cached answer depends on. */
export function reportAccess(auth: AuthContext, models: ReportModels): Record<string, RecordAccess> {
  const objects = [models.model, ...models.lookups.values()].map((model) => model.object.name);
  return Object.fromEntries(objects.map((object) => [object, accessOf(auth, object)]));
}

/** The related records a lookup leads to, as a join: only those the caller may read, else nothing. */
export function relatedJoin(
  auth: AuthContext,
  lookup: string,
  related: RecordModel,
  alias: string,
): Fragment {
  const readable = readableInBulkSql(related.object.name, accessOf(auth, related.object.name));
  return sql`left join (select t.* from ${sql.table(related.table)} as t where ${readable}) as ${sql.id(alias)}
    on ${sql.ref(`${alias}.id`)} = ${sql.ref(`t.${lookup}`)}`;
}

export const lookupAlias = (lookup: string) => `r_${lookup}`;

export interface DimensionSql {
  column: ReportColumn;
  value: Fragment;
  /** What the query groups by, when not the value itself. */
  group?: Fragment;
  label?: Fragment;
  join?: Fragment;
}

/**
 * A dimension as SQL: a date period as its first day (`2026-07-01`), a lookup with its record's label,
 * a related attribute (`account.industry`) read from the lookup's join. Numbers and ids are cast to
 * float8 so they come back as JSON numbers from every driver (node-postgres answers bigint and numeric
 * as strings, PGlite as numbers); ids stay far below 2^53.
 */
export function dimensionSql(models: ReportModels, dimension: ReportDimension, index: number): DimensionSql {
  const key = `d${index}`;
  const resolved = resolveReportColumn(models.model.object, dimension.attribute, models.related);
  if (!('column' in resolved)) throw new AppError('UNPROCESSABLE', resolved.problem);
  const { lookup, attribute, storage } = resolved.column;
  const ref = sql.ref(`${lookup ? lookupAlias(lookup) : 't'}.${attribute}`);
  const column = (kind: ReportColumn['kind']): ReportColumn => ({
    key,
    role: 'dimension',
    attribute: dimension.attribute,
    kind,
  });
  if (storage === 'date' || storage === 'datetime') {
    const bucket = DATE_BUCKETS.find((known) => known === (dimension.bucket ?? 'day'));
    if (!bucket) throw new AppError('UNPROCESSABLE', `bucket must be one of ${DATE_BUCKETS.join(', ')}.`);
    // Grouped by the period itself and written as text once per group, not once per row (a third of
    // a million-row aggregate's time). The bucket is a literal so the two expressions are one to
    // Postgres; it is one of DATE_BUCKETS, never the caller's text.
    const period = sql`date_trunc(${sql.lit(bucket)}, ${ref}::timestamp)`;
    return { column: column('period'), value: sql`to_char(${period}, 'YYYY-MM-DD')`, group: period };
  }
  // A related record's own lookups and owner are grouped by id; their labels are one level too far.
  if (!lookup && attribute === 'owner_id') {
    const alias = `j${index}`;
    return {
      column: column('reference'),
      value: sql`${ref}::float8`,
      label: sql.ref(`${alias}.name`),
      join: sql`left join users as ${sql.id(alias)} on ${sql.ref(`${alias}.id`)} = ${ref}`,
    };
  }
  const references = lookup ? undefined : models.model.fields.get(attribute)?.references;
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
export function measureSql(
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
 * A filter as SQL: the record layer's own for the object's columns; on a related attribute
 * (`account.industry`), the records whose lookup leads to a record the caller may read that matches.
 */
export function reportFilterSql(auth: AuthContext, models: ReportModels, filter: FilterEntry): Fragment {
  const resolved = resolveReportColumn(models.model.object, filter.columnName, models.related);
  if (!('column' in resolved) || !resolved.column.lookup) return filterSql(models.model, filter);
  const { lookup, attribute } = resolved.column;
  const related = models.lookups.get(lookup);
  if (!related) throw new AppError('UNPROCESSABLE', `'${lookup}' is not a lookup of this report's object.`);
  const readable = readableInBulkSql(related.object.name, accessOf(auth, related.object.name));
  const inner = filterSql(related, { ...filter, columnName: attribute });
  return sql`${sql.ref(`t.${lookup}`)} in (select t.id from ${sql.table(related.table)} as t
    where ${readable} and ${inner})`;
}

/** ORDER BY of a report's answer: its sort, else its dimensions in order; nulls last either way. */
export function reportOrderSql(report: ReportDefinition, dimensions: { column: ReportColumn }[]): Fragment[] {
  const sorting =
    report.sort.length > 0
      ? report.sort
      : dimensions.map((d) => ({ column: d.column.key, direction: 'asc' as const }));
  return sorting.map(
    (entry) =>
      sql`${sql.id(entry.column)} ${entry.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`}`,
  );
}
