import type { FilterEntry } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import { AppError } from '../../platform/errors/app-error';
import type { RecordModel } from '../records/record-model';
import { type CheckedFilter, checkFilter, escapeLike } from '../records/record-query';
import type { CopyContext } from './column-store';
import { typed } from './duck-sql';
import type { ReplicaColumn } from './replica-columns';

type Fragment = RawBuilder<unknown>;

/** A bound value as the copy stores it: times as UTC wall-clock time. */
function duckValue(column: ReplicaColumn, value: unknown): Fragment {
  if (column.storage === 'datetime' && value !== null && value !== undefined) {
    const time = new Date(value instanceof Date ? value : String(value));
    return typed(time.toISOString().replace('T', ' ').replace('Z', ''), column.duckType);
  }
  return typed(value, column.duckType);
}

function checkedFilterDuck(filter: CheckedFilter, column: ReplicaColumn): Fragment {
  const ref = sql.ref(`t.${column.name}`);
  const bound = (value: unknown) => duckValue(column, value);
  switch (filter.operation) {
    case 'equals':
      return sql`${ref} = ${bound(filter.value)}`;
    case 'notEquals':
      return sql`${ref} is distinct from ${bound(filter.value)}`;
    case 'greaterThan':
      return sql`${ref} > ${bound(filter.value)}`;
    case 'greaterThanOrEqual':
      return sql`${ref} >= ${bound(filter.value)}`;
    case 'lessThan':
      return sql`${ref} < ${bound(filter.value)}`;
    case 'lessThanOrEqual':
      return sql`${ref} <= ${bound(filter.value)}`;
    case 'contains':
    case 'startsWith':
    case 'endsWith':
      // Postgres' ILIKE, with its backslash escape said out loud (DuckDB has none by default).
      return sql`lower(${ref}) like lower(${filter.pattern}) escape '\\'`;
    case 'in':
      return sql`${ref} in (${sql.join(filter.values.map(bound))})`;
    case 'notIn':
      return sql`${ref} not in (${sql.join(filter.values.map(bound))})`;
    case 'between':
      return sql`${ref} between ${bound(filter.from)} and ${bound(filter.to)}`;
    case 'isEmpty':
      return filter.column.storage === 'text' ? sql`coalesce(${ref}, '') = ''` : sql`${ref} is null`;
    case 'isNotEmpty':
      return filter.column.storage === 'text' ? sql`coalesce(${ref}, '') <> ''` : sql`${ref} is not null`;
    case 'jsonContains':
      throw new AppError('INTERNAL', 'JSON attributes are not in the column store.');
  }
}

/** Whether the copy holds every column these filters read. */
export function filtersFit(filters: FilterEntry[], columns: ReplicaColumn[]): boolean {
  const copied = new Set(columns.map((column) => column.name));
  return filters.every((filter) => copied.has(filter.columnName));
}

/** One filter of the record layer as a condition on the copy `t`, checked as on Postgres. */
export function filterDuck(model: RecordModel, copy: CopyContext, entry: FilterEntry): Fragment {
  const checked = checkFilter(model, entry);
  const column = copy.columns.find((candidate) => candidate.name === checked.column.name);
  if (!column) throw new AppError('INTERNAL', `'${checked.column.name}' is not in the column store.`);
  return checkedFilterDuck(checked, column);
}

/** Global search on the copy, as `searchSql` on Postgres: any searchable text attribute contains it. */
export function searchDuck(model: RecordModel, term: string): Fragment {
  if (model.searchColumns.length === 0) return sql`false`;
  const pattern = `%${escapeLike(term)}%`;
  return sql`(${sql.join(
    model.searchColumns.map((name) => sql`lower(${sql.ref(`t.${name}`)}) like lower(${pattern}) escape '\\'`),
    sql` or `,
  )})`;
}

/**
 * The rows of the copy the caller may read: their organization (the copy has no row-level security),
 * the same rule as `readableInBulkSql` (owner, not restricted, or granted and not denied), and of a
 * versioned object only the active versions.
 */
export function readableDuck(model: RecordModel, copy: CopyContext): Fragment[] {
  const { access } = copy;
  const conditions: Fragment[] = [sql`t.org_id = ${typed(copy.orgId, 'INTEGER')}`];
  if ((access.objectMask & 1) === 0) conditions.push(sql`false`);
  else if (!access.bypass) {
    // "Not restricted, or owned, or granted", written as the negation of "restricted, not owned and
    // not granted": the same rows under SQL's three-valued logic, but DuckDB evaluates this conjunction
    // short-circuited on the few restricted rows, where the disjunction cost a list's count on a
    // million rows twice as much CPU (docs/decisions/0035).
    const notGranted =
      copy.granted.length > 0
        ? sql` and not list_contains(${typed(`[${copy.granted.join(',')}]`, 'BIGINT[]')}, t.id)`
        : sql``;
    conditions.push(sql`not (t.restricted and t.owner_id <> ${typed(access.userId, 'BIGINT')}${notGranted})`);
  }
  if (model.object.has_versioning) conditions.push(sql`t.is_active_version`);
  return conditions;
}
