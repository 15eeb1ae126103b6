import { type ObjectDefinition, storageOf, storedAttributes } from '@atrium/core';

/**
 * The form holds values as the API does (spec 001 §3.6): booleans '1'/'0', dates and times in ISO,
 * lookups as ids with their `_display` beside them. Only stored attributes are sent back.
 */
export function saveBodyOf(
  definition: ObjectDefinition,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const attribute of storedAttributes(definition)) {
    if (!Object.hasOwn(values, attribute.name)) continue;
    const value = values[attribute.name];
    body[attribute.name] = value === undefined || value === '' ? null : value;
  }
  return body;
}

/** Attribute defaults (`default` or `defaultValue`) a new record starts with (spec 001 §3.6). */
export function defaultValuesOf(definition: ObjectDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const attribute of storedAttributes(definition)) {
    const { options } = attribute;
    if (options.preventDefaultValue === true) continue;
    const value = options.default ?? options.defaultValue;
    if (value === undefined || value === null || value === '') continue;
    values[attribute.name] =
      storageOf(attribute) === 'boolean' && typeof value === 'boolean' ? (value ? '1' : '0') : value;
  }
  return values;
}
