import { sealColumn } from './record-encryption';
import type { RecordModel, StoredField } from './record-model';

/** A column and the value to bind for it. */
export type ColumnValues = Record<string, unknown>;

/**
 * How a value core's validator accepted (and coerced) is kept in its column. Nothing here refuses a
 * value: by the time a value is converted it has been validated (write-pipeline/validate.ts).
 */
const CONVERTERS: Record<StoredField['storage'], (field: StoredField, value: unknown) => unknown> = {
  // Rich text arrives cleaned (write-pipeline/validate.ts cleans it before core's validator judges it).
  text: (_field, value) => String(value),
  json: (_field, value) => JSON.stringify(value),
  boolean: (_field, value) => value === true || value === '1' || value === 1,
  integer: (_field, value) => Number(value),
  decimal: (_field, value) => Number(value),
  date: (_field, value) => value,
  datetime: (_field, value) => new Date(String(value)).toISOString(),
  time: (_field, value) => value,
  reference: (_field, value) => Number(value),
  polymorphicReference: (_field, value) => value,
};

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Converts validated attribute values to column values, once: JSON as text, booleans as booleans,
 * a polymorphic parent as its `_type` and `_id` columns, an empty value as null, an encrypted
 * attribute's text as ciphertext.
 */
export function toStorage(model: RecordModel, values: Readonly<Record<string, unknown>>): ColumnValues {
  const columns: ColumnValues = {};
  for (const [name, value] of Object.entries(values)) {
    const field = model.fields.get(name);
    if (!field) continue;
    if (field.storage === 'polymorphicReference') {
      const parent = isEmpty(value) ? undefined : (value as { type: string; id: number });
      columns[`${name}_type`] = parent?.type ?? null;
      columns[`${name}_id`] = parent ? Number(parent.id) : null;
      continue;
    }
    const column = isEmpty(value) ? null : CONVERTERS[field.storage](field, value);
    // The one place a value becomes a column: an encrypted attribute's is sealed here (decision 0020).
    columns[name] = field.encrypted ? sealColumn(column) : column;
  }
  return columns;
}

/**
 * The column values of a stored row (as `lockAndSelectRecord` reads it) ready to insert again: a duplicate or a
 * new version starts from the same values. JSON columns go back as JSON text.
 */
export function copyOfStoredValues(model: RecordModel, stored: Record<string, unknown>): ColumnValues {
  const values: ColumnValues = {};
  for (const field of model.fields.values()) {
    const columns =
      field.storage === 'polymorphicReference' ? [`${field.name}_type`, `${field.name}_id`] : [field.name];
    for (const column of columns) {
      const value = stored[column];
      values[column] =
        field.storage === 'json' && value !== null && value !== undefined ? JSON.stringify(value) : value;
    }
  }
  return values;
}
