import type { FilterEntry, RecordWriteValidator, SortEntry } from '@atrium/core';
import { buildRecordWriteValidator, FILTER_OPERATIONS } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import { AppError } from '../../platform/errors/app-error';
import type { RecordModel, StoredField } from './record-model';
import { toStorage } from './record-values';

type SqlFragment = RawBuilder<unknown>;

/**
 * Columns every object has that lists may filter and sort by, with their storage kind. A Map: a column
 * name comes from the client, and `__proto__` or `constructor` must not find an object's inherited keys.
 */
const SYSTEM_FIELDS = new Map<string, StoredField['storage']>([
  ['id', 'integer'],
  ['owner_id', 'integer'],
  ['created_at', 'datetime'],
  ['updated_at', 'datetime'],
  ['sort_order', 'decimal'],
]);

export interface Column {
  name: string;
  storage: StoredField['storage'];
  field: StoredField | undefined;
}

/** A polymorphic parent is stored as `{name}_type` and `{name}_id`; lists filter and sort by those. */
function polymorphicColumn(model: RecordModel, name: string): Column | undefined {
  const match = /^(.+)_(type|id)$/.exec(name);
  const field = match?.[1] ? model.fields.get(match[1]) : undefined;
  if (field?.storage !== 'polymorphicReference') return undefined;
  return { name, storage: match?.[2] === 'type' ? 'text' : 'integer', field: undefined };
}

function columnOf(model: RecordModel, name: string, purpose: 'filter' | 'sort'): Column {
  const field = model.fields.get(name);
  if (field?.encrypted) {
    // Only ciphertext is in the database: a comparison or an order there would mean nothing.
    throw new AppError(
      'UNPROCESSABLE',
      `You cannot ${purpose} ${model.object.display_name} by '${name}': its values are encrypted.`,
    );
  }
  if (field && field.storage !== 'polymorphicReference') return { name, storage: field.storage, field };
  const polymorphic = polymorphicColumn(model, name);
  if (polymorphic) return polymorphic;
  const system = SYSTEM_FIELDS.get(name);
  if (system) return { name, storage: system, field: undefined };
  throw new AppError(
    'BAD_REQUEST',
    `You cannot ${purpose} ${model.object.display_name} by '${name}': it is not one of its attributes.`,
  );
}

const WHOLE = /^-?(0|[1-9][0-9]{0,15})$/;
const DECIMAL = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,15})?$/;

/**
 * A filter value on a system column, read strictly: `Number()` would turn `true`, `[]`, `'0x10'` or
 * `'1e400'` into ids or into values Postgres refuses. Dates stay within the years Postgres reads back.
 */
function systemValue(column: Column, value: unknown): unknown {
  if (column.storage === 'datetime') {
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    const year = new Date(time).getUTCFullYear();
    if (Number.isNaN(time) || year < 1 || year > 9999) {
      throw new AppError('BAD_REQUEST', `The filter on '${column.name}' needs a date and time.`);
    }
    return new Date(time).toISOString();
  }
  const whole = column.storage === 'integer';
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && (whole ? WHOLE : DECIMAL).test(value)
        ? Number(value)
        : Number.NaN;
  if (whole ? !Number.isSafeInteger(number) : !Number.isFinite(number)) {
    throw new AppError(
      'BAD_REQUEST',
      `The filter on '${column.name}' needs ${whole ? 'a whole number' : 'a number'}.`,
    );
  }
  return number;
}

const attributeValidators = new WeakMap<RecordModel, RecordWriteValidator>();

/** Core's validator of writes over every stored attribute (no form), kept once per model. */
function attributeValidator(model: RecordModel): RecordWriteValidator {
  let validator = attributeValidators.get(model);
  if (!validator) {
    validator = buildRecordWriteValidator(model.object, undefined);
    attributeValidators.set(model, validator);
  }
  return validator;
}

/** Checks and converts a filter value with the same rules as a saved value of that field. */
function bound(model: RecordModel, column: Column, value: unknown): unknown {
  if (column.storage === 'text') {
    // A filter compares; it is not a saved value, so length limits do not apply.
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new AppError('BAD_REQUEST', `The filter on '${column.name}' needs text.`);
    }
    return String(value);
  }
  if (!column.field) return systemValue(column, value);
  // A filter value is checked by core's validator as a saved value would be, and converted the same way.
  const checked = attributeValidator(model).validate({ values: { [column.name]: value }, mode: 'update' });
  const problem = checked.errors[column.name]?.[0];
  if (problem) throw new AppError('BAD_REQUEST', `The filter on '${column.name}': ${problem}`);
  return toStorage(model, { [column.name]: checked.values[column.name] ?? value })[column.name];
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function textPattern(value: unknown, column: string, shape: (escaped: string) => string): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new AppError('BAD_REQUEST', `The filter on '${column}' needs text.`);
  }
  return shape(escapeLike(String(value)));
}

function listOf(value: unknown, column: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 100) {
    throw new AppError('BAD_REQUEST', `The filter on '${column}' needs a list of 1 to 100 values.`);
  }
  return value;
}

/**
 * A filter checked against the object: its column, and its values read and converted with the same
 * rules as saved values. Each query engine writes it in its own SQL (`filterSql` for Postgres, the
 * reports' column store for its copy), so both refuse the same input with the same message.
 */
export type CheckedFilter = { column: Column } & (
  | {
      operation:
        | 'equals'
        | 'notEquals'
        | 'greaterThan'
        | 'greaterThanOrEqual'
        | 'lessThan'
        | 'lessThanOrEqual';
      value: unknown;
    }
  | { operation: 'in' | 'notIn'; values: unknown[] }
  | { operation: 'between'; from: unknown; to: unknown }
  /** A LIKE pattern, its `%`, `_` and `\\` escaped with a backslash. */
  | { operation: 'contains' | 'startsWith' | 'endsWith'; pattern: string }
  | { operation: 'jsonContains'; json: string }
  | { operation: 'isEmpty' | 'isNotEmpty' }
);

export function checkFilter(model: RecordModel, entry: FilterEntry): CheckedFilter {
  const column = columnOf(model, entry.columnName, 'filter');
  const allowed = FILTER_OPERATIONS[column.storage];
  if (!allowed.includes(entry.operation)) {
    throw new AppError(
      'BAD_REQUEST',
      `The filter '${entry.operation}' does not apply to '${entry.columnName}'.`,
    );
  }
  const value = entry.value;
  switch (entry.operation) {
    case 'equals':
    case 'notEquals':
    case 'greaterThan':
    case 'greaterThanOrEqual':
    case 'lessThan':
    case 'lessThanOrEqual':
      return { column, operation: entry.operation, value: bound(model, column, value) };
    case 'contains':
      if (column.storage === 'json')
        return { column, operation: 'jsonContains', json: JSON.stringify([value]) };
      return { column, operation: 'contains', pattern: textPattern(value, column.name, (v) => `%${v}%`) };
    case 'startsWith':
      return { column, operation: 'startsWith', pattern: textPattern(value, column.name, (v) => `${v}%`) };
    case 'endsWith':
      return { column, operation: 'endsWith', pattern: textPattern(value, column.name, (v) => `%${v}`) };
    case 'in':
    case 'notIn':
      return {
        column,
        operation: entry.operation,
        values: listOf(value, column.name).map((v) => bound(model, column, v)),
      };
    case 'between': {
      const range = Array.isArray(value) ? value : [];
      if (range.length !== 2)
        throw new AppError('BAD_REQUEST', `The filter on '${column.name}' needs [from, to].`);
      return {
        column,
        operation: 'between',
        from: bound(model, column, range[0]),
        to: bound(model, column, range[1]),
      };
    }
    case 'isEmpty':
    case 'isNotEmpty':
      return { column, operation: entry.operation };
  }
}

/** One filter as a SQL condition on `t`. Values are always bound parameters. */
export function filterSql(model: RecordModel, entry: FilterEntry): SqlFragment {
  return checkedFilterSql(checkFilter(model, entry));
}

function checkedFilterSql(filter: CheckedFilter): SqlFragment {
  const ref = sql.ref(`t.${filter.column.name}`);
  switch (filter.operation) {
    case 'equals':
      return sql`${ref} = ${filter.value}`;
    case 'notEquals':
      return sql`${ref} is distinct from ${filter.value}`;
    case 'greaterThan':
      return sql`${ref} > ${filter.value}`;
    case 'greaterThanOrEqual':
      return sql`${ref} >= ${filter.value}`;
    case 'lessThan':
      return sql`${ref} < ${filter.value}`;
    case 'lessThanOrEqual':
      return sql`${ref} <= ${filter.value}`;
    case 'jsonContains':
      return sql`${ref} @> ${filter.json}::jsonb`;
    case 'contains':
    case 'startsWith':
    case 'endsWith':
      return sql`${ref} ilike ${filter.pattern}`;
    case 'in':
      return sql`${ref} in (${sql.join(filter.values)})`;
    case 'notIn':
      return sql`${ref} not in (${sql.join(filter.values)})`;
    case 'between':
      return sql`${ref} between ${filter.from} and ${filter.to}`;
    case 'isEmpty':
      return filter.column.storage === 'text' ? sql`coalesce(${ref}, '') = ''` : sql`${ref} is null`;
    case 'isNotEmpty':
      return filter.column.storage === 'text' ? sql`coalesce(${ref}, '') <> ''` : sql`${ref} is not null`;
  }
}

/** Global search: any searchable text attribute contains the term. No searchable attribute: no match. */
export function searchSql(model: RecordModel, term: string): SqlFragment {
  if (model.searchColumns.length === 0) return sql`false`;
  const pattern = `%${escapeLike(term)}%`;
  return sql`(${sql.join(
    model.searchColumns.map((name) => sql`${sql.ref(`t.${name}`)} ilike ${pattern}`),
    sql` or `,
  )})`;
}

export interface ListCriteria {
  filter?: FilterEntry[] | undefined;
  sorting?: SortEntry[] | undefined;
  search?: string | undefined;
}

/**
 * WHERE and ORDER BY of a list, from the person's filter, search and sorting, and the columns of `t`
 * they read: a write that changes none of those (nor the rows on a page) leaves which records match,
 * and in what order, as it was.
 */
export function listSql(
  model: RecordModel,
  criteria: ListCriteria,
): { where: SqlFragment; order: SqlFragment; reads: string[] } {
  const filters = (criteria.filter ?? []).map((entry) => checkFilter(model, entry));
  const conditions = filters.map(checkedFilterSql);
  const reads = filters.map((filter) => filter.column.name);
  const term = criteria.search?.trim();
  if (term) {
    conditions.push(searchSql(model, term));
    reads.push(...model.searchColumns);
  }
  const order = orderSql(model, criteria.sorting);
  return {
    where: conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`,
    order: order.sql,
    reads: [...reads, ...order.reads],
  };
}

/** ORDER BY: the asked columns, then a stable tie-break; by default the object's order or newest first. */
function orderSql(
  model: RecordModel,
  sorting: SortEntry[] | undefined,
): { sql: SqlFragment; reads: string[] } {
  const reads: string[] = ['id'];
  // Postgres' own null placement (last ascending, first descending) and an id tie-break in the last
  // column's direction: exactly the order of a (org_id, column, id) index read forwards or backwards.
  const parts: SqlFragment[] = (sorting ?? []).map((entry) => {
    const column = columnOf(model, entry.columnName, 'sort');
    reads.push(column.name);
    return entry.direction === 'desc'
      ? sql`${sql.ref(`t.${column.name}`)} desc`
      : sql`${sql.ref(`t.${column.name}`)} asc`;
  });
  // A record never placed by hand keeps its place by id; moving one sets sort_order between neighbours.
  if (parts.length === 0 && model.object.has_ordering) {
    parts.push(sql`coalesce(t.sort_order, t.id) asc`);
    reads.push('sort_order');
  }
  const last = sorting?.at(-1)?.direction;
  parts.push(parts.length === 0 || last === 'desc' ? sql`t.id desc` : sql`t.id asc`);
  return { sql: sql.join(parts), reads };
}
