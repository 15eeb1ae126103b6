import { DISPLAY_OPTIONS, flag, type OptionSpec, VALUE_OPTIONS } from '../field-types/option-spec';
import { FIELD_TYPE_SPECS, type FieldType, fieldTypeDefinition } from './field-types';

export type { OptionControl, OptionSpec } from '../field-types/option-spec';

/** Every option the creator offers for `type`: the common ones, then the type's own. */
export function optionSpecsOf(type: FieldType): readonly OptionSpec[] {
  const spec = FIELD_TYPE_SPECS[type];
  if (spec.storage === 'none') return [...DISPLAY_OPTIONS, ...fieldTypeDefinition(type).options];
  const common = spec.searchable ? [...VALUE_OPTIONS, flag('searchable')] : VALUE_OPTIONS;
  return [...common, ...fieldTypeDefinition(type).options];
}

/**
 * The options kept when an attribute changes type: those the new type also declares. The default value
 * goes too unless the storage stays the same, since '12' means nothing to a date.
 */
export function carryOptions(
  from: FieldType,
  to: FieldType,
  options: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const keys = new Set(optionSpecsOf(to).map((spec) => spec.key));
  if (FIELD_TYPE_SPECS[from].storage !== FIELD_TYPE_SPECS[to].storage) keys.delete('default');
  if (from !== to && keys.has('limits')) keys.delete('limits');
  return Object.fromEntries(Object.entries(options).filter(([key]) => keys.has(key)));
}
