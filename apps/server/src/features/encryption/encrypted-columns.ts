import { FIELD_TYPE_SPECS, type FieldType, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** One column of an object table that holds sealed values: an attribute marked `isEncrypted`. */
export interface EncryptedColumn {
  object: string;
  table: string;
  column: string;
}

/**
 * Every encrypted column of every object table, from the metadata, as the record model decides it
 * (record-model.ts): `isEncrypted` on an attribute stored as text. The names come from validated
 * metadata; callers still pass them to SQL only through sql.table / sql.id.
 */
export async function listEncryptedColumns(db: Db): Promise<EncryptedColumn[]> {
  const rows = await db
    .selectFrom('attributes as a')
    .innerJoin('objects as o', 'o.id', 'a.object_id')
    .select(['o.name as object', 'a.name as column', 'a.type'])
    .where(sql<boolean>`a.options->'isEncrypted' = 'true'::jsonb`)
    .orderBy('o.name')
    .orderBy('a.name')
    .execute();
  return rows
    .filter((row) => FIELD_TYPE_SPECS[row.type as FieldType]?.storage === 'text')
    .map((row) => ({ object: row.object, table: objectTableName(row.object), column: row.column }));
}
