import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { EncryptedColumn } from './encrypted-columns';
import { historyStrings, jsonString, looksSealed } from './sealed-sql';

/** Per key id: how many values it seals in object tables and in the two history tables. */
export type SealedCounts = Map<string, { objects: number; history: number }>;

interface KeyCountRow {
  key_id: string;
  n: string | number;
}

/** `enc:{keyId}:…` grouped by the key id, over one text expression of one table. */
async function objectColumnCounts(db: Db, column: EncryptedColumn): Promise<KeyCountRow[]> {
  const value = sql.ref(column.column);
  const { rows } = await sql<KeyCountRow>`
    select split_part(${value}, ':', 2) as key_id, count(*) as n from ${sql.table(column.table)}
    where ${looksSealed(value)} group by 1`.execute(db);
  return rows;
}

async function historyCounts(db: Db): Promise<KeyCountRow[]> {
  const { rows } = await sql<KeyCountRow>`
    select split_part(s.v, ':', 2) as key_id, count(*) as n
    from record_history as h cross join lateral ${historyStrings(sql.ref('h.changes'))} as s
    where ${looksSealed(sql.ref('s.v'))} group by 1
    union all
    select split_part(f.v, ':', 2), count(*) from (
      select ${jsonString(sql.ref('old_value'))} as v from record_field_history
      union all
      select ${jsonString(sql.ref('new_value'))} from record_field_history) as f
    where ${looksSealed(sql.ref('f.v'))} group by 1`.execute(db);
  return rows;
}

/**
 * Counts the sealed values of every organization (the platform's own connection, which row-level
 * security does not confine): what decides whether an old key may leave `ATRIUM_ENCRYPTION_KEY`.
 * Each count reads its whole table; it is an administrator's question, not a request path.
 */
export async function countSealedValues(db: Db, columns: readonly EncryptedColumn[]): Promise<SealedCounts> {
  const counts: SealedCounts = new Map();
  const add = (rows: KeyCountRow[], where: 'objects' | 'history') => {
    for (const row of rows) {
      const entry = counts.get(row.key_id) ?? { objects: 0, history: 0 };
      entry[where] += Number(row.n);
      counts.set(row.key_id, entry);
    }
  };
  for (const column of columns) add(await objectColumnCounts(db, column), 'objects');
  add(await historyCounts(db), 'history');
  return counts;
}
