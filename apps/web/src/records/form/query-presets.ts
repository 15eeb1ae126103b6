import type { ObjectDefinition } from '@atrium/core';
import { storageOf, storedAttributes } from '../record-fields';
import { type FormValues, toFormValue } from './form-values';

/** Values a new record starts with, taken from its create route's query string. */
export interface QueryPresets {
  /** Values of inputs the form shows. */
  values: FormValues;
  /** Values the form has no input for (a polymorphic parent), sent as they are when the record is created. */
  extra: Record<string, unknown>;
}

const ID = /^[1-9][0-9]{0,15}$/;

/**
 * `?account_id=12` on a create route prefills `account_id`; `?notable_type=account&notable_id=12` a
 * polymorphic `notable`. Only attributes the object stores are read; anything else is ignored.
 */
export function queryPresets(definition: ObjectDefinition, params: URLSearchParams): QueryPresets {
  const values: FormValues = {};
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
      if (list.length) values[name] = toFormValue(attribute, list);
      continue;
    }
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    if (storageOf(attribute) === 'reference' && !ID.test(raw)) continue;
    values[name] = toFormValue(attribute, raw);
  }
  return { values, extra };
}
