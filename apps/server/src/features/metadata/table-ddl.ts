import {
  type Attribute,
  FIELD_TYPE_SPECS,
  type FieldType,
  objectTableName,
  type StorageKind,
} from '@atrium/core';
import { type ColumnDataType, sql } from 'kysely';
import { notifyRecordChanges } from '../../platform/db/change-triggers';
import type { Db } from '../../platform/db/database';
import { secureObjectTable } from '../../platform/db/object-table-access';
import { trackRowChanges } from '../../platform/db/row-changes';
import { AppError } from '../../platform/errors/app-error';

/** Postgres column types of each storage kind; never built from input. */
const COLUMN_TYPES: Record<Exclude<StorageKind, 'none' | 'polymorphicReference'>, ColumnDataType> = {
  text: 'text',
  json: 'jsonb',
  boolean: 'boolean',
  integer: 'bigint',
  decimal: 'numeric',
  date: 'date',
  datetime: 'timestamptz',
  time: 'time',
  reference: 'bigint',
};

export interface ColumnSpec {
  name: string;
  dataType: ColumnDataType;
}

/** The columns an attribute needs: none for displays, two for a polymorphic parent (`x_type`, `x_id`). */
export function columnsOf(attribute: Pick<Attribute, 'name' | 'type'>): ColumnSpec[] {
  const storage = FIELD_TYPE_SPECS[attribute.type as FieldType].storage;
  if (storage === 'none') return [];
  if (storage === 'polymorphicReference') {
    return [
      { name: `${attribute.name}_type`, dataType: 'text' },
      { name: `${attribute.name}_id`, dataType: 'bigint' },
    ];
  }
  return [{ name: attribute.name, dataType: COLUMN_TYPES[storage] }];
}

/** An object's table: system columns, then one typed column per stored attribute. */
export async function createObjectTable(
  tx: Db,
  objectName: string,
  attributes: Pick<Attribute, 'name' | 'type'>[],
) {
  const table = objectTableName(objectName);
  let builder = tx.schema
    .createTable(table)
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'double precision')
    .addColumn('is_active_version', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version_root_id', 'bigint')
    // True once the record has grants: only then do record-level checks need to look at them.
    .addColumn('restricted', 'boolean', (c) => c.notNull().defaultTo(false));
  for (const column of attributes.flatMap(columnsOf))
    builder = builder.addColumn(column.name, column.dataType);
  await builder.execute();
  // Every list is scoped to one organization and pages by id: this index serves the default list.
  await tx.schema.createIndex(`${table}_org_idx`).on(table).columns(['org_id', 'id']).execute();
  await secureObjectTable(tx, table);
  await notifyRecordChanges(tx, table);
  await trackRowChanges(tx, table);
}

export async function addAttributeColumns(
  tx: Db,
  objectName: string,
  attribute: Pick<Attribute, 'name' | 'type'>,
) {
  for (const column of columnsOf(attribute)) {
    await tx.schema.alterTable(objectTableName(objectName)).addColumn(column.name, column.dataType).execute();
  }
}

/** How many records hold a value in any of these columns (stops counting at one). */
async function holdsData(tx: Db, objectName: string, columns: string[]): Promise<boolean> {
  if (columns.length === 0) return false;
  const table = sql.table(objectTableName(objectName));
  const anyValue = sql.join(
    columns.map((column) => sql`${sql.ref(column)} is not null`),
    sql` or `,
  );
  const result = await sql<{
    found: number;
  }>`select 1 as found from ${table} where ${anyValue} limit 1`.execute(tx);
  return result.rows.length > 0;
}

/** Removing an attribute that holds data would lose it: refused, with the reason. */
export async function dropAttributeColumns(
  tx: Db,
  objectName: string,
  attribute: Pick<Attribute, 'name' | 'type'>,
) {
  const columns = columnsOf(attribute).map((column) => column.name);
  if (await holdsData(tx, objectName, columns)) {
    throw new AppError(
      'CONFLICT',
      `The attribute '${attribute.name}' holds data in some records; clear it in those records before removing it.`,
    );
  }
  for (const column of columns) {
    await tx.schema.alterTable(objectTableName(objectName)).dropColumn(column).execute();
  }
}

export async function renameAttributeColumns(
  tx: Db,
  objectName: string,
  from: Pick<Attribute, 'name' | 'type'>,
  to: string,
) {
  const renamed = columnsOf({ ...from, name: to });
  for (const [index, column] of columnsOf(from).entries()) {
    const target = renamed[index];
    if (!target) continue;
    await tx.schema.alterTable(objectTableName(objectName)).renameColumn(column.name, target.name).execute();
  }
}

/**
 * A type change keeps the column when the storage is the same (singleLine → email); otherwise the
 * column is replaced, which is allowed only while no record holds a value.
 */
export async function changeAttributeType(
  tx: Db,
  objectName: string,
  from: Pick<Attribute, 'name' | 'type'>,
  to: Pick<Attribute, 'name' | 'type'>,
) {
  const before = columnsOf(from);
  const after = columnsOf(to);
  const same =
    before.length === after.length && before.every((column, i) => column.dataType === after[i]?.dataType);
  if (same) return;
  if (
    await holdsData(
      tx,
      objectName,
      before.map((column) => column.name),
    )
  ) {
    throw new AppError(
      'CONFLICT',
      `The attribute '${from.name}' holds data that a ${to.type} field cannot keep; clear it first or add a new attribute.`,
    );
  }
  await dropAttributeColumns(tx, objectName, from);
  await addAttributeColumns(tx, objectName, to);
}

/** A one-to-many relation is a foreign key on the child; a polymorphic one a (type, id) pair. */
export async function addRelationshipColumns(
  tx: Db,
  relation: {
    type: 'OneToMany' | 'Polymorphic';
    parentObject: string;
    childObject: string;
    foreignKey: string;
  },
) {
  const table = objectTableName(relation.childObject);
  if (relation.type === 'OneToMany') {
    await tx.schema
      .alterTable(table)
      .addColumn(relation.foreignKey, 'bigint', (c) =>
        c.references(`${objectTableName(relation.parentObject)}.id`).onDelete('set null'),
      )
      .execute();
    await tx.schema
      .createIndex(`${table}_${relation.foreignKey}_idx`)
      .on(table)
      .columns(['org_id', relation.foreignKey])
      .execute();
    return;
  }
  const typeColumn = `${relation.foreignKey}_type`;
  const idColumn = `${relation.foreignKey}_id`;
  await tx.schema.alterTable(table).addColumn(typeColumn, 'text').execute();
  await tx.schema.alterTable(table).addColumn(idColumn, 'bigint').execute();
  await tx.schema
    .createIndex(`${table}_${relation.foreignKey}_idx`)
    .on(table)
    .columns(['org_id', typeColumn, idColumn])
    .execute();
}

/**
 * Turning `isEncrypted` on or off changes what an attribute's column holds (ciphertext or text); the
 * values already there are not rewritten outside the record write pipeline, so the change is allowed
 * only while no record holds a value (docs/decisions/0020).
 */
export async function changeAttributeEncryption(
  tx: Db,
  objectName: string,
  attribute: Pick<Attribute, 'name' | 'type'>,
  encrypted: boolean,
) {
  const columns = columnsOf(attribute).map((column) => column.name);
  if (await holdsData(tx, objectName, columns)) {
    throw new AppError(
      'CONFLICT',
      `The attribute '${attribute.name}' holds data in some records; clear it in those records before ${encrypted ? 'encrypting' : 'decrypting'} it, or add a new ${encrypted ? 'encrypted ' : ''}attribute.`,
    );
  }
}
