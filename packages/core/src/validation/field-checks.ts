import { type FieldType, fieldTypeDefinition, mapFieldTypes } from '../metadata/field-types';
import type { CheckFactory } from './value-check';

/**
 * The check of each field type, from its definition. `null`: the type holds no value of its own
 * (displays, widgets, the child side of a relation).
 */
export const FIELD_CHECKS: Record<FieldType, CheckFactory | null> = mapFieldTypes(
  (definition) => definition.check,
);

/** No value: null, nothing, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** Empty for `required`: no value, or one the type counts as empty (an unticked checkbox). */
export function isMissing(type: FieldType, value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  return fieldTypeDefinition(type).emptyWhen?.(value) ?? false;
}
