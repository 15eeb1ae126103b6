import type { StorageKind } from '@atrium/core';
import type { RecordModel } from '../records/record-model';

/** A column of an object table's copy in the column store. */
export interface ReplicaColumn {
  name: string;
  /** The DuckDB type: one of the constants below, never built from input. */
  duckType: string;
  storage: StorageKind;
}

/**
 * DuckDB types of the storage kinds the column store copies. A decimal's type is sized when its
 * table is loaded (`decimalType`), so sums are exact as in Postgres; times are UTC wall-clock time, as
 * reports group them (Postgres' sessions run in UTC). JSON, time of day and polymorphic parents are not
 * copied: reports over them stay on Postgres.
 */
const DUCK_TYPES: Partial<Record<StorageKind, string>> = {
  text: 'VARCHAR',
  boolean: 'BOOLEAN',
  integer: 'BIGINT',
  // The widest a decimal field allows, until `decimalType` sizes it from the values when a table loads.
  decimal: 'DECIMAL(38,10)',
  date: 'DATE',
  datetime: 'TIMESTAMP',
  reference: 'BIGINT',
};

/** The columns every object table has that reports and record access read. */
const SYSTEM_COLUMNS: ReplicaColumn[] = [
  { name: 'id', duckType: 'BIGINT', storage: 'integer' },
  { name: 'org_id', duckType: 'INTEGER', storage: 'integer' },
  { name: 'owner_id', duckType: 'BIGINT', storage: 'integer' },
  { name: 'restricted', duckType: 'BOOLEAN', storage: 'boolean' },
  { name: 'is_active_version', duckType: 'BOOLEAN', storage: 'boolean' },
  { name: 'created_at', duckType: 'TIMESTAMP', storage: 'datetime' },
  { name: 'updated_at', duckType: 'TIMESTAMP', storage: 'datetime' },
  { name: 'sort_order', duckType: 'DOUBLE', storage: 'decimal' },
];

/** What of an object the column store copies: the system columns and each plain stored attribute. */
export function replicaColumns(model: RecordModel): ReplicaColumn[] {
  const attributes = [...model.fields.values()].flatMap((field): ReplicaColumn[] => {
    const duckType = DUCK_TYPES[field.storage];
    // Ciphertext means nothing to an aggregate; reports refuse encrypted attributes anyway.
    if (!duckType || field.encrypted) return [];
    return [{ name: field.name, duckType, storage: field.storage }];
  });
  return [...SYSTEM_COLUMNS, ...attributes];
}

/**
 * The type of a decimal column whose values have up to `digits` whole digits and `scale` places, with
 * three digits to spare: 18 digits fit in 64 bits, which DuckDB filters and sums about five times
 * faster than 38 (128 bits). A later value that does not fit makes the copy load again, wider.
 */
export function decimalType(digits: number, scale: number): string {
  const precision = digits + scale + 3 <= 18 ? 18 : 38;
  return `DECIMAL(${precision},${Math.min(scale, precision - 1)})`;
}

/** Whether a decimal, as Postgres writes it (`-12.50`), fits a column's type without rounding. */
export function decimalFits(duckType: string, text: string): boolean {
  const match = /^DECIMAL\((\d+),(\d+)\)$/.exec(duckType);
  if (!match) return true;
  const precision = Number(match[1]);
  const scale = Number(match[2]);
  const [whole = '', places = ''] = text.replace(/^-/, '').split('.');
  return places.replace(/0+$/, '').length <= scale && whole.replace(/^0+/, '').length <= precision - scale;
}

/** Two copies hold the same columns: the copy may be kept when an object's definition changes. */
export function columnsKey(columns: ReplicaColumn[]): string {
  return columns.map((column) => `${column.name}:${column.duckType}`).join(',');
}
