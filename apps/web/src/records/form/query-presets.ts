import { type Attribute, type ObjectDefinition, storageOf, storedAttributes } from '@atrium/core';

/** Values a new record starts with, taken from its create route's query string. */
export interface QueryPresets {
  /** Values of fields the form shows, as the API holds them. */
  values: Record<string, unknown>;
  /** Values the form has no field for (a polymorphic parent), sent as they are when the record is created. */
  extra: Record<string, unknown>;
}

const ID = /^[1-9][0-9]{0,15}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const OFF = new Set(['0', 'false', 'no']);

function presetOf(attribute: Attribute, raw: string): unknown {
  switch (storageOf(attribute)) {
    case 'boolean':
      return OFF.has(raw.toLowerCase()) ? '0' : '1';
    case 'integer':
    case 'decimal':
      return NUMBER.test(raw) ? Number(raw) : undefined;
    case 'reference':
      return ID.test(raw) ? Number(raw) : undefined;
    default:
      return raw;
  }
}

/**
 * `?account_id=12` on a create route prefills `account_id`; `?notable_type=account&notable_id=12` a
 * polymorphic `notable`. Only attributes the object stores are read; anything else is ignored.
 */
export function queryPresets(definition: ObjectDefinition, params: URLSearchParams): QueryPresets {
  const values: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const attribute of storedAttributes(definition)) {
    const { name } = attribute;
    if (storageOf(attribute) === 'polymorphicReference') {
      const type = params.get(`${name}_type`);
      const id = params.get(`${name}_id`);
      if (type && id && ID.test(id)) extra[name] = { type, id: Number(id) };
      continue;
    }
    if (storageOf(attribute) === 'json') {
      const list = params.getAll(name).filter(Boolean);
      if (list.length) values[name] = list;
      continue;
    }
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    const value = presetOf(attribute, raw);
    if (value !== undefined) values[name] = value;
  }
  return { values, extra };
}
