import type { Attribute, ObjectDefinition } from '@atrium/core';
import dayjs, { type Dayjs } from 'dayjs';
import { storageOf, storedAttributes } from '../record-fields';

/** A value as an Ant Design input holds it. */
export type FormValue = string | number | boolean | string[] | Dayjs | null | undefined;
export type FormValues = Record<string, FormValue>;

const isDayjs = (value: unknown): value is Dayjs => dayjs.isDayjs(value);

/** API value → input value: dates become dayjs, booleans '1'/'0' become checked, lists stay lists. */
export function toFormValue(attribute: Attribute, value: unknown): FormValue {
  if (value === null || value === undefined) return storageOf(attribute) === 'boolean' ? false : undefined;
  switch (storageOf(attribute)) {
    case 'boolean':
      return value === '1' || value === true;
    case 'date':
    case 'datetime':
      return dayjs(String(value)).isValid() ? dayjs(String(value)) : undefined;
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? value : Number(value);
    case 'reference':
      return typeof value === 'number' ? value : Number(value);
    case 'json':
      if (Array.isArray(value)) return value.map(String);
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  }
}

/** Input value → API value (docs/api/records.md): booleans '1'/'0', dates YYYY-MM-DD, date-times ISO. */
export function toApiValue(attribute: Attribute, value: FormValue): unknown {
  const storage = storageOf(attribute);
  if (storage === 'boolean') return value === true ? '1' : '0';
  if (value === undefined || value === null || value === '') return null;
  if (isDayjs(value)) return storage === 'date' ? value.format('YYYY-MM-DD') : value.toISOString();
  if (Array.isArray(value)) return value.length ? value : null;
  return value;
}

export function formValuesOf(definition: ObjectDefinition, record: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    storedAttributes(definition).map((attribute) => [
      attribute.name,
      toFormValue(attribute, record[attribute.name]),
    ]),
  );
}

export function apiValuesOf(definition: ObjectDefinition, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    storedAttributes(definition).map((attribute) => [
      attribute.name,
      toApiValue(attribute, values[attribute.name]),
    ]),
  );
}
