import type { LabelPart, RecordData } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared-statements';
import { AppError } from '../../platform/errors/app-error';
import { accessMaskSql, type RecordAccess, readableSql } from './record-access';
import { openRecord } from './record-encryption';
import type { RecordModel } from './record-model';

/** Up to this many matching rows a list's total is counted exactly; beyond it, it is estimated. */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * How many of the table's pages the estimate reads (TABLESAMPLE SYSTEM): a few percent of relative
 * error when the matches are spread over the table (on a million rows and 20,000 matches, about 1,500
 * of them are seen), at the cost of a few tens of thousands of rows rather than all of them.
 */
export const ESTIMATE_SAMPLE_PAGES = 1_000;

// Tenancy, record access and the column store's change tracking (`change_xid`, migration 0042) are the
// server's own: no answer carries them.
const HIDDEN_COLUMNS = ['org_id', 'restricted', 'change_xid'];

/** Columns a list always sends, whatever `fields` asks: a row is addressed and saved by these. */
const ALWAYS_SENT = ['id', 'version'];

/** Columns every object table has, which `fields` may ask for besides the attributes. */
const SYSTEM_COLUMNS = new Set([
  'id',
  'version',
  'owner_id',
  'created_at',
  'updated_at',
  'sort_order',
  'is_locked',
  'is_active_version',
  'version_root_id',
]);

/** A label expression as SQL over the joined parent row: text parts bound, attribute parts as columns. */
export function labelSql(alias: string, parts: LabelPart[]) {
  const pieces = parts.map((part) =>
    'attribute' in part
      ? sql`coalesce(${sql.ref(`${alias}.${part.attribute}`)}::text, '')`
      : sql`${part.text}::text`,
  );
  return sql`nullif(concat(${sql.join(pieces)}), '')`;
}

/** The stored columns `fields` names, checked against the object: a name it does not have is a 422. */
function columnsOfFields(model: RecordModel, fields: string[]): string[] {
  const columns = new Set(ALWAYS_SENT);
  for (const name of fields) {
    const field = model.fields.get(name);
    if (field?.storage === 'polymorphicReference') {
      columns.add(`${name}_type`);
      columns.add(`${name}_id`);
    } else if (field || SYSTEM_COLUMNS.has(name)) {
      columns.add(name);
    } else {
      const message = `'${name}' in fields is not one of the attributes of ${model.object.display_name}.`;
      throw new AppError('UNPROCESSABLE', message, { fields: [message] });
    }
  }
  return [...columns];
}

/** `jsonb_build_object` takes at most 100 arguments: 50 columns a call, joined with `||`. */
function jsonObjectSql(columns: string[]) {
  const calls = [];
  for (let start = 0; start < columns.length; start += 50) {
    const pairs = columns.slice(start, start + 50).map((c) => sql`${sql.lit(c)}::text, ${sql.ref(`t.${c}`)}`);
    calls.push(sql`jsonb_build_object(${sql.join(pairs)})`);
  }
  return sql.join(calls, sql` || `);
}

/**
 * SELECT list of a record page: the row as JSON (Postgres formats dates, numbers and times the same
 * for every driver), the person's permission mask, and each lookup's label from one join per lookup.
 * With `fields`, only those columns are read and only the lookups among them are joined; with
 * `wholeRow`, the row is that expression instead.
 */
function recordSelection(
  model: RecordModel,
  access: RecordAccess,
  fields?: string[],
  wholeRow?: RawBuilder<unknown>,
) {
  const columns = fields ? columnsOfFields(model, fields) : undefined;
  const lookups = [...model.fields.values()].filter(
    (field) => (field.references?.label.length ?? 0) > 0 && (!columns || columns.includes(field.name)),
  );
  const joins = lookups.map((field, index) => {
    const alias = `l${index}`;
    return sql`left join ${sql.table(field.references?.table ?? '')} as ${sql.id(alias)} on ${sql.ref(`${alias}.id`)} = ${sql.ref(`t.${field.name}`)}`;
  });
  const labels = lookups.map(
    (field, index) =>
      sql`, ${labelSql(`l${index}`, field.references?.label ?? [])} as ${sql.id(`${field.name}_display`)}`,
  );
  const row =
    wholeRow ??
    (columns
      ? jsonObjectSql(columns)
      : sql`to_jsonb(t) - ${sql.join(
          HIDDEN_COLUMNS.map((c) => sql.lit(c)),
          sql` - `,
        )}`);
  return {
    columns: sql`${row} as record, ${accessMaskSql(model.object.name, access)} as permission${sql.join(labels, sql``)}`,
    joins: sql.join(joins, sql` `),
    lookups: new Set(lookups.map((field) => field.name)),
  };
}

type PageRow = { record: Record<string, unknown>; permission: number } & Record<string, unknown>;

/** What a record select reads from, and what follows its joins (filter, order, paging, lock). */
interface RecordSelect {
  /** A write statement (`returning *`) whose row is read; absent, the object's table. */
  write?: RawBuilder<unknown>;
  rest: RawBuilder<unknown>;
  fields?: string[] | undefined;
  wholeRow?: RawBuilder<unknown>;
  /** A statement of one record by id, asked over and over: planned once per connection (prepared). */
  byId?: true;
}

/** The one shape of every record read: the selection (row, permission, labels) from t and its joins. */
async function selectRows(
  tx: Db,
  model: RecordModel,
  access: RecordAccess,
  query: RecordSelect,
): Promise<{ rows: PageRow[]; lookups: Set<string> }> {
  const selection = recordSelection(model, access, query.fields, query.wholeRow);
  const select = (source: RawBuilder<unknown>) =>
    sql<PageRow>`select ${selection.columns} from ${source} as t ${selection.joins} ${query.rest}`;
  const statement = query.write
    ? sql<PageRow>`with written as (${query.write}) ${select(sql.table('written'))}`
    : select(sql.table(model.table));
  const result = await (query.byId ? prepared(statement) : statement).execute(tx);
  return { rows: result.rows, lookups: selection.lookups };
}

/** Booleans travel as '1' and '0' (spec 001 §3.6); labels ride along as `{lookup}_display`. */
function toRecordData(model: RecordModel, row: PageRow, lookups: Set<string>): RecordData {
  const record: Record<string, unknown> = { ...row.record, permission: Number(row.permission) };
  for (const field of model.fields.values()) {
    const value = record[field.name];
    if (field.storage === 'boolean' && typeof value === 'boolean') record[field.name] = value ? '1' : '0';
    if (lookups.has(field.name)) record[`${field.name}_display`] = row[`${field.name}_display`] ?? null;
  }
  // Every record read goes through here: encrypted attributes are opened for the reader (decision 0020).
  openRecord(model, record);
  return record as RecordData;
}

export interface PageQuery {
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
  limit: number;
  offset: number;
  /** The attributes to send; absent, all of them. */
  fields?: string[] | undefined;
}

export async function selectPage(
  tx: Db,
  model: RecordModel,
  access: RecordAccess,
  page: PageQuery,
): Promise<RecordData[]> {
  const { rows, lookups } = await selectRows(tx, model, access, {
    fields: page.fields,
    rest: sql`where ${readableSql(model.object.name, access)} and ${page.where}
    order by ${page.order}
    limit ${page.limit} offset ${page.offset}`,
  });
  return rows.map((row) => toRecordData(model, row, lookups));
}

export interface CountOptions {
  exactLimit: number;
  samplePages: number;
}

/**
 * Matches counted first, before anything else is read: a list with fewer is exact at the price of a
 * short count, and one with more pays for the sample before (perhaps instead of) the longer count.
 */
const QUICK_COUNT_LIMIT = 1_000;

/**
 * The total of a list, without asking the planner (an EXPLAIN per call costs a plan and a round
 * trip, and its guess under row-level security can be far off), in one statement. Record access is a
 * subtraction: all matches, which an index can count alone, less the restricted ones this person may
 * not read, found through the partial index on restricted rows. Up to 1,000 matches are counted;
 * beyond, a table small enough to read whole is counted whole, and a bigger one is sampled (a fixed
 * sample of its pages, TABLESAMPLE SYSTEM, the same each time so paging does not make it jump). Only
 * when the sample does not put the total well past `exactLimit` are matches counted up to it (the
 * count that reads the most rows when the filter is not index-only); past it the answer is the
 * sample's estimate, labelled. Each later step is a subquery in a CASE branch, which Postgres runs
 * only when the branch is taken.
 */
export async function countMatching(
  tx: Db,
  model: RecordModel,
  access: RecordAccess,
  where: RawBuilder<unknown>,
  options: CountOptions = { exactLimit: EXACT_COUNT_LIMIT, samplePages: ESTIMATE_SAMPLE_PAGES },
): Promise<{ total: number; estimate: boolean }> {
  if ((access.objectMask & 1) === 0) return { total: 0, estimate: false };
  const { exactLimit, samplePages } = options;
  const quick = Math.min(QUICK_COUNT_LIMIT, exactLimit);
  const table = sql.table(model.table);
  const readable = readableSql(model.object.name, access);
  const hidden = access.bypass
    ? sql`0`
    : sql`(select count(*) from ${table} as t where t.restricted and not coalesce(${readable}, false) and ${where})`;
  const pagesSql = sql`greatest(1, pg_relation_size(${model.table}::regclass) / current_setting('block_size')::int)`;
  const capped = (limit: number) =>
    sql`(select count(*) from (select 1 from ${table} as t where ${where} limit ${limit + 1}) as c)::int`;
  // The sample's estimate (hits × pages ÷ sampled pages) well past the limit: sampling error at the
  // limit is a few percent, so half as much again leaves no doubt when matches are spread out.
  const clearlyPast = (1.5 * exactLimit * samplePages).toFixed(0);
  const counted = await sql<{
    quick: number;
    hidden: number;
    pages: number;
    whole: number | null;
    sampled: number | null;
    matched: number | null;
  }>`
    with quick as (select ${capped(quick)} as n),
    size as (select ${pagesSql}::int as pages),
    sample as (
      select case when quick.n > ${quick} and size.pages > ${samplePages} then
        (select count(*) from ${table} as t
          tablesample system ((100.0 * ${samplePages}) / ${pagesSql}) repeatable (0)
          where ${readable} and ${where})::int
      end as hits from quick, size
    )
    select quick.n as quick, ${hidden}::int as hidden, size.pages, sample.hits as sampled,
      case when quick.n > ${quick} and size.pages <= ${samplePages} then
        (select count(*) from ${table} as t where ${readable} and ${where})::int
      end as whole,
      case when sample.hits is not null and sample.hits::numeric * size.pages < ${clearlyPast}::numeric then
        ${capped(exactLimit)}
      end as matched
    from quick, size, sample`.execute(tx);
  const row = counted.rows[0];
  const hiddenRows = Number(row?.hidden ?? 0);
  const quickCount = Number(row?.quick ?? 0);
  if (quickCount <= quick) return { total: Math.max(0, quickCount - hiddenRows), estimate: false };
  if (row?.whole !== null && row?.whole !== undefined) return { total: Number(row.whole), estimate: false };
  const matched = row?.matched === null || row?.matched === undefined ? undefined : Number(row.matched);
  if (matched !== undefined && matched <= exactLimit) {
    return { total: Math.max(0, matched - hiddenRows), estimate: false };
  }
  const pages = Math.max(1, Number(row?.pages ?? 1));
  const estimate = Math.round((Number(row?.sampled ?? 0) * pages) / samplePages);
  // The counts already saw this many readable rows at least.
  const seen = (matched === undefined ? quick : exactLimit) + 1 - hiddenRows;
  return { total: Math.max(estimate, seen), estimate: true };
}

export async function selectRecord(tx: Db, model: RecordModel, access: RecordAccess, id: number) {
  const { rows, lookups } = await selectRows(tx, model, access, {
    rest: sql`where t.id = ${id}`,
    byId: true,
  });
  const row = rows[0];
  return row ? toRecordData(model, row, lookups) : undefined;
}

/**
 * Runs a write statement (an insert or update `returning *` of one row) and answers the row it wrote as
 * the writer reads it, with its permission and lookup labels, in the same round trip.
 */
export async function writeAndSelect(
  tx: Db,
  model: RecordModel,
  access: RecordAccess,
  write: RawBuilder<unknown>,
): Promise<RecordData | undefined> {
  const { rows, lookups } = await selectRows(tx, model, access, { write, rest: sql`` });
  const row = rows[0];
  return row ? toRecordData(model, row, lookups) : undefined;
}

/**
 * A record as the writer reads it (`current`) and its stored row (`stored`, every column, for an
 * update or delete to compare with), read in one statement that locks the row for the rest of the
 * transaction. A writer waiting on the lock reads the row as the other writer left it.
 */
export async function lockAndSelectRecord(
  tx: Db,
  model: RecordModel,
  access: RecordAccess,
  id: number,
): Promise<{ current: RecordData; stored: Record<string, unknown> } | undefined> {
  const { rows, lookups } = await selectRows(tx, model, access, {
    wholeRow: sql`to_jsonb(t)`,
    rest: sql`where t.id = ${id} for update of t`,
    byId: true,
  });
  const row = rows[0];
  if (!row) return undefined;
  const stored = row.record;
  const visible = Object.fromEntries(
    Object.entries(stored).filter(([column]) => !HIDDEN_COLUMNS.includes(column)),
  );
  return { current: toRecordData(model, { ...row, record: visible }, lookups), stored };
}

export interface HistoryEntry {
  orgId: number;
  object: string;
  recordId: number;
  version: number;
  /** created, updated, deleted, reordered, files added, files removed. */
  action: string;
  changes: Record<string, unknown>;
  userId: number;
}

export async function insertHistory(tx: Db, entry: HistoryEntry): Promise<void> {
  await tx
    .insertInto('record_history')
    .values({
      org_id: entry.orgId,
      object: entry.object,
      record_id: entry.recordId,
      version: entry.version,
      action: entry.action,
      changes: JSON.stringify(entry.changes),
      user_id: entry.userId,
    })
    .execute();
}

/** Names of the fields changed after `version`: what a stale update would overwrite. */
export async function fieldsChangedSince(
  tx: Db,
  object: string,
  recordId: number,
  version: number,
): Promise<Set<string>> {
  const rows = await tx
    .selectFrom('record_history')
    .select('changes')
    .where('object', '=', object)
    .where('record_id', '=', recordId)
    .where('version', '>', version)
    .execute();
  return new Set(rows.flatMap((row) => Object.keys(row.changes)));
}
