import { FIELD_TYPE_SPECS, isFieldType, objectTableName, SYSTEM_COLUMNS } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** One record as column → value; every row of a batch has the same columns. */
export type SeedRow = Record<string, unknown> & { org_id: number; owner_id: number };

/** Bound parameters per statement, well under Postgres' 65,535. */
const MAX_PARAMETERS = 20_000;

/** The columns an object's table has for its attributes, read from its stored (validated) metadata. */
async function attributeColumns(tx: Db, objectName: string): Promise<Set<string>> {
  const rows = await tx
    .selectFrom('attributes as a')
    .innerJoin('objects as o', 'o.id', 'a.object_id')
    .select(['a.name', 'a.type'])
    .where('o.name', '=', objectName)
    .execute();
  const columns = new Set<string>(['org_id', 'owner_id', 'sort_order']);
  for (const { name, type } of rows) {
    if (!isFieldType(type)) continue;
    const storage = FIELD_TYPE_SPECS[type].storage;
    if (storage === 'polymorphicReference') {
      columns.add(`${name}_type`);
      columns.add(`${name}_id`);
    } else if (storage !== 'none') columns.add(name);
  }
  return columns;
}

/**
 * Inserts the rows in multi-row statements and writes each record's `created` history entry in the
 * same statement, as the record layer does on create. Answers the new ids in the order of `rows`
 * (a serial column numbers the rows of one INSERT … VALUES in the order they are listed).
 */
export async function insertSeedRows(tx: Db, objectName: string, rows: SeedRow[]): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const known = await attributeColumns(tx, objectName);
  const unknown = columns.filter((column) => !known.has(column));
  if (unknown.length > 0) throw new Error(`CRM seed: ${objectName} has no column ${unknown.join(', ')}.`);
  const table = sql.table(objectTableName(objectName));
  const columnList = sql.join(columns.map((column) => sql.id(column)));
  const hidden = sql.join(
    SYSTEM_COLUMNS.map((column) => sql.lit(column)),
    sql` - `,
  );
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values = sql.join(
      batch.map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`),
    );
    const result = await sql<{ id: string | number }>`
      with inserted as (
        insert into ${table} (${columnList}) values ${values} returning *
      ), history as (
        insert into record_history (org_id, object, record_id, version, action, changes, user_id)
        select org_id, ${objectName}, id, 1, 'created', jsonb_strip_nulls(to_jsonb(inserted) - ${hidden}), owner_id
        from inserted
      )
      select id from inserted order by id`.execute(tx);
    ids.push(...result.rows.map((row) => Number(row.id)));
  }
  return ids;
}
