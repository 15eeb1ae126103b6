import type { ChoiceReader, FieldChoice } from '../field-types/field-choices';
import type { FieldTypeDefinition, StorageKind } from '../field-types/field-type-definition';
import { FIELD_TYPE_DEFINITIONS } from '../field-types/field-type-registry';
import type { FieldOptions } from '../validation/field-options';

export type { FieldChoice } from '../field-types/field-choices';
export type { FieldTypeDefinition, PalettePlace, StorageKind } from '../field-types/field-type-definition';

/** Every field type of spec 001 §3.4: the keys of the one registry of definitions (decision 0013). */
export type FieldType = keyof typeof FIELD_TYPE_DEFINITIONS;

export const FIELD_TYPES = Object.keys(FIELD_TYPE_DEFINITIONS) as readonly FieldType[];

const TYPE_SET: ReadonlySet<string> = new Set(FIELD_TYPES);

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && TYPE_SET.has(value);
}

/** The definition of a type, typed as the common shape. */
export function fieldTypeDefinition(type: FieldType): FieldTypeDefinition {
  return FIELD_TYPE_DEFINITIONS[type];
}

/** Builds a map keyed by type from each type's definition. */
export function mapFieldTypes<T>(
  pick: (definition: FieldTypeDefinition, type: FieldType) => T,
): Record<FieldType, T> {
  return Object.fromEntries(
    FIELD_TYPES.map((type) => [type, pick(FIELD_TYPE_DEFINITIONS[type], type)]),
  ) as Record<FieldType, T>;
}

/** The list filter operations a stored value supports. */
export const FILTER_OPERATION_NAMES = [
  'equals',
  'notEquals',
  'contains',
  'startsWith',
  'endsWith',
  'in',
  'notIn',
  'greaterThan',
  'greaterThanOrEqual',
  'lessThan',
  'lessThanOrEqual',
  'between',
  'isEmpty',
  'isNotEmpty',
] as const;

export type FilterOperation = (typeof FILTER_OPERATION_NAMES)[number];

export interface FieldTypeSpec {
  storage: StorageKind;
  /** Length limits of spec 001 §9 for text-like types. */
  limits?: { min: number; max: number };
  /** Global search looks into it (when the attribute is marked searchable). */
  searchable: boolean;
}

/** Storage, limits and search of each type, as read from its definition. */
export const FIELD_TYPE_SPECS: Record<FieldType, FieldTypeSpec> = mapFieldTypes(
  ({ storage, limits, searchable }) => ({
    storage,
    ...(limits ? { limits } : {}),
    searchable,
  }),
);

const EMPTINESS = ['isEmpty', 'isNotEmpty'] as const;
const RANGES = ['greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual', 'between'] as const;
const NUMBERS: readonly FilterOperation[] = ['equals', 'notEquals', 'in', 'notIn', ...RANGES, ...EMPTINESS];

/** Operations a list filter may use on a storage kind. */
export const FILTER_OPERATIONS: Record<StorageKind, readonly FilterOperation[]> = {
  text: ['equals', 'notEquals', 'contains', 'startsWith', 'endsWith', 'in', 'notIn', ...EMPTINESS],
  json: ['contains', ...EMPTINESS],
  boolean: ['equals', 'notEquals', ...EMPTINESS],
  integer: NUMBERS,
  decimal: NUMBERS,
  date: ['equals', 'notEquals', ...RANGES, ...EMPTINESS],
  datetime: [...RANGES, ...EMPTINESS],
  time: ['equals', 'greaterThan', 'lessThan', 'between', ...EMPTINESS],
  reference: ['equals', 'notEquals', 'in', 'notIn', ...EMPTINESS],
  polymorphicReference: ['equals', ...EMPTINESS],
  none: [],
};

/** Whether a type keeps a value in its object's table. */
export function isStored(type: FieldType): boolean {
  return FIELD_TYPE_SPECS[type].storage !== 'none';
}

/** Checkbox and switch: stored as '1' or '0'. */
export function isBooleanType(type: string): boolean {
  return isFieldType(type) && FIELD_TYPE_DEFINITIONS[type].storage === 'boolean';
}

/** The types that point at another object's record (the parent side of a relationship). */
export const RELATION_FIELD_TYPES: readonly FieldType[] = FIELD_TYPES.filter((type) => {
  const { storage } = FIELD_TYPE_DEFINITIONS[type];
  return storage === 'reference' || storage === 'polymorphicReference';
});

export function isRelationFieldType(type: string): boolean {
  return (RELATION_FIELD_TYPES as readonly string[]).includes(type);
}

/** Values of the type read left to right in any language (numbers, dates, phone numbers, addresses). */
export function readsLeftToRight(type: string): boolean {
  return isFieldType(type) && fieldTypeDefinition(type).leftToRight === true;
}

/** A chart with no Group by option counts records by the first field of such a type. */
export function countsByDefault(type: string): boolean {
  return isFieldType(type) && fieldTypeDefinition(type).countsByDefault === true;
}

/** The quick-create form of a lookup leaves the type out: it needs a saved record or a form of its own. */
export function needsFullForm(type: string): boolean {
  return isFieldType(type) && fieldTypeDefinition(type).needsFullForm === true;
}

/** Storages a count per value (the bar statistics, a chart's Group by) can group records by. */
export const GROUPABLE_STORAGES: ReadonlySet<StorageKind> = new Set([
  'text',
  'boolean',
  'integer',
  'date',
  'reference',
]);

/** The English name of each type, shown in the palette and the creator. */
export function fieldTypeLabel(type: FieldType): string {
  return FIELD_TYPE_DEFINITIONS[type].label;
}

/**
 * The values a choice-like field accepts, read where its type keeps them (`items` of a select,
 * `statuses` of a status breadcrumb, the ISO list of a country field); undefined for a type that has
 * no options, or a field that lists none. The validator, the rule editor and the widgets all read
 * options through this one accessor.
 */
export function fieldChoices(
  type: string,
  options: FieldOptions | undefined,
): readonly FieldChoice[] | undefined {
  if (!isFieldType(type)) return undefined;
  const read: ChoiceReader | undefined = fieldTypeDefinition(type).choices;
  return read ? read(options ?? {}) : undefined;
}
