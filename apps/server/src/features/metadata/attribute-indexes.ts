import { createHash } from 'node:crypto';
import { type Attribute, FIELD_TYPE_SPECS, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Index names from a hash: table and column names together can pass Postgres' 63 characters. */
function indexName(table: string, column: string, kind: 'sort' | 'trgm'): string {
  return `ix_${createHash('sha1').update(`${table}.${column}`).digest('hex').slice(0, 16)}_${kind}`;
}

export async function dropAttributeIndexes(tx: Db, objectName: string, column: string): Promise<void> {
  const table = objectTableName(objectName);
  await sql`drop index if exists ${sql.id(indexName(table, column, 'sort'))}`.execute(tx);
  await sql`drop index if exists ${sql.id(indexName(table, column, 'trgm'))}`.execute(tx);
}

/**
 * The indexes an attribute's options call for: a b-tree per organization for attributes people sort
 * and filter by (listed, sortable or searchable), and a trigram index for searchable text, so lists of
 * a million rows stay fast. Existing ones are replaced, so a change of options is followed.
 */
export async function syncAttributeIndexes(
  tx: Db,
  objectName: string,
  attribute: Pick<Attribute, 'name' | 'type' | 'options'>,
): Promise<void> {
  const table = objectTableName(objectName);
  const storage = FIELD_TYPE_SPECS[attribute.type].storage;
  const options = attribute.options ?? {};
  const sortIndex = indexName(table, attribute.name, 'sort');
  const trigramIndex = indexName(table, attribute.name, 'trgm');
  await dropAttributeIndexes(tx, objectName, attribute.name);
  const indexable = !['none', 'json', 'polymorphicReference', 'reference'].includes(storage);
  const wanted = options.listed === true || options.sortable === true || options.searchable === true;
  if (indexable && wanted) {
    await sql`create index ${sql.id(sortIndex)} on ${sql.table(table)} (org_id, ${sql.ref(attribute.name)}, id)`.execute(
      tx,
    );
  }
  if (storage === 'text' && options.searchable === true) {
    await sql`create index ${sql.id(trigramIndex)} on ${sql.table(table)} using gin (${sql.ref(attribute.name)} gin_trgm_ops)`.execute(
      tx,
    );
  }
}
