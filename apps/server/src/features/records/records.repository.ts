import type { LabelPart, RecordData } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { accessMaskSql, type RecordAccess, readableSql } from './record-access';
import type { RecordModel } from './record-model';

/** Beyond this many matching rows a list answers the planner's estimate instead of counting them all. */
export const EXACT_COUNT_LIMIT = 10_000;

const HIDDEN_COLUMNS = ['org_id', 'restricted'];

/** A label expression as SQL over the joined parent row: text parts bound, attribute parts as columns. */
function labelSql(alias: string, parts: LabelPart[]) {
  const pieces = parts.map((part) =>
    'attribute' in part
      ? sql`coalesce(${sql.ref(`${alias}.${part.attribute}`)}::text, '')`
      : sql`${part.text}::text`,
  );
  return sql`nullif(concat(${sql.join(pieces)}), '')`;
}

/**
 * SELECT list of a record page: the row as JSON (Postgres formats dates, numbers and times the same
 * for every driver), the person's permission mask, and each lookup's label from one join per lookup.
 */
function recordSelection(model: RecordModel, access: RecordAccess) {
  const lookups = [...model.fields.values()].filter((field) => (field.references?.label.length ?? 0) > 0);
  const joins = lookups.map((field, index) => {
    const alias = `l${index}`;
    return sql`left join ${sql.table(field.references?.table ?? '')} as ${sql.id(alias)} on ${sql.ref(`${alias}.id`)} = ${sql.ref(`t.${field.name}`)}`;
  });
  const labels = lookups.map(
    (field, index) =>
      sql`, ${labelSql(`l${index}`, field.references?.label ?? [])} as ${sql.id(`${field.name}_display`)}`,
  );
  const row = sql`to_jsonb(t) - ${sql.join(
    HIDDEN_COLUMNS.map((c) => sql.lit(c)),
    sql` - `,
  )}`;
  return {
    columns: sql`${row} as record, ${accessMaskSql(model.object.name, access)} as permission${sql.join(labels, sql``)}`,
    joins: sql.join(joins, sql` `),
  };
}

type PageRow = { record: Record<string, unknown>; permission: number } & Record<string, unknown>;

/** Booleans travel as '1' and '0' (spec 001 §3.6); labels ride along as `{lookup}_display`. */
function toRecordData(model: RecordModel, row: PageRow): RecordData {
  const record: Record<string, unknown> = { ...row.record, permission: Number(row.permission) };
  for (const field of model.fields.values()) {
    const value = record[field.name];
    if (field.storage === 'boolean' && typeof value === 'boolean') record[field.name] = value ? '1' : '0';
    if (field.references?.label.length)
      record[`${field.name}_display`] = row[`${field.name}_display`] ?? null;
  }
  return record as RecordData;
}

export interface PageQuery {
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
  limit: number;
  offset: number;
}

export async function selectPage(
  tx: Db,
  model: RecordModel,
  access: RecordAccess,
  page: PageQuery,
): Promise<RecordData[]> {
  const selection = recordSelection(model, access);
  const result = await sql<PageRow>`
    select ${selection.columns}
    from ${sql.table(model.table)} as t ${selection.joins}
    where ${readableSql(model.object.name, access)} and ${page.where}
    order by ${page.order}
    limit ${page.limit} offset ${page.offset}`.execute(tx);
  return result.rows.map((row) => toRecordData(model, row));
}

/**
 * The total of a list. The planner's estimate comes first (it costs a plan, not a scan): when it is
 * above EXACT_COUNT_LIMIT the estimate is the answer, flagged as such; otherwise the rows are counted,
 * stopping at the limit, and if they do pass it after all the estimate is kept.
 */
export async function countMatching(
  tx: Db,
  model: RecordModel,
  access: RecordAccess,
  where: RawBuilder<unknown>,
): Promise<{ total: number; estimate: boolean }> {
  const filtered = sql`select 1 from ${sql.table(model.table)} as t where ${readableSql(model.object.name, access)} and ${where}`;
  const plan = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${filtered}`.execute(tx);
  const document = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof document === 'string' ? JSON.parse(document) : document) as [
    { Plan: { 'Plan Rows': number } },
  ];
  const estimate = Math.round(parsed[0].Plan['Plan Rows']);
  if (estimate > EXACT_COUNT_LIMIT) return { total: estimate, estimate: true };
  const capped = await sql<{ n: number }>`
    select count(*)::int as n from (${filtered} limit ${EXACT_COUNT_LIMIT + 1}) as capped`.execute(tx);
  const exact = capped.rows[0]?.n ?? 0;
  return exact > EXACT_COUNT_LIMIT
    ? { total: Math.max(exact, estimate), estimate: true }
    : { total: exact, estimate: false };
}

export async function selectRecord(tx: Db, model: RecordModel, access: RecordAccess, id: number) {
  const selection = recordSelection(model, access);
  const result = await sql<PageRow>`
    select ${selection.columns}
    from ${sql.table(model.table)} as t ${selection.joins}
    where t.id = ${id}`.execute(tx);
  const row = result.rows[0];
  return row ? toRecordData(model, row) : undefined;
}

/** The stored row, locked for the rest of the transaction, for an update or delete to compare with. */
export async function lockRecord(
  tx: Db,
  model: RecordModel,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const result = await sql<{ record: Record<string, unknown> }>`
    select to_jsonb(t) as record from ${sql.table(model.table)} as t where t.id = ${id} for update`.execute(
    tx,
  );
  return result.rows[0]?.record;
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
