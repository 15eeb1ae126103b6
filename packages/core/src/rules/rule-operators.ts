import { type FieldType, mapFieldTypes } from '../metadata/field-types';

/** The operators of spec 001 §5.1, by the family of the left operand's field type. */
const DEFAULT = ['is', 'isNot', 'isEmpty', 'isNotEmpty'] as const;
const TEXT = [
  ...DEFAULT,
  'startsWith',
  'notStartsWith',
  'endsWith',
  'notEndsWith',
  'contains',
  'notContains',
  'minChars',
  'maxChars',
] as const;
const PHONE = [...TEXT, 'countryIs', 'countryIsNot'] as const;
const EMAIL = [
  ...TEXT,
  'usernameIs',
  'usernameIsNot',
  'domainIs',
  'domainIsNot',
  'tldIs',
  'tldIsNot',
] as const;
const MULTI = [...DEFAULT, 'oneOf', 'notAnyOf'] as const;
const NUMBER = [
  'equals',
  'notEquals',
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'trunc',
  'floor',
  'ceil',
  'isEmpty',
  'isNotEmpty',
] as const;
const DATE_PARTS = ['year', 'month', 'date', 'week', 'day'] as const;
const DATE = [
  'is',
  'isNot',
  'before',
  'after',
  'isEmpty',
  'isNotEmpty',
  ...DATE_PARTS.flatMap((part) => [`${part}Is`, `${part}IsNot`, `${part}Before`, `${part}After`] as const),
] as const;
const DATETIME = [...DATE, 'hourIs', 'hourIsNot', 'hourBefore', 'hourAfter'] as const;
const COLLECTION = ['hasOne', 'isEmpty', 'isNotEmpty'] as const;

export type RuleOperatorName =
  | (typeof PHONE)[number]
  | (typeof EMAIL)[number]
  | (typeof MULTI)[number]
  | (typeof NUMBER)[number]
  | (typeof DATETIME)[number]
  | (typeof COLLECTION)[number];

/** Every operator, once. */
export const RULE_OPERATORS: readonly RuleOperatorName[] = [
  ...new Set<RuleOperatorName>([...PHONE, ...EMAIL, ...MULTI, ...NUMBER, ...DATETIME, ...COLLECTION]),
];

export type OperatorFamily =
  | 'default'
  | 'text'
  | 'phone'
  | 'email'
  | 'multi'
  | 'number'
  | 'date'
  | 'datetime'
  | 'collection';

export const OPERATORS_BY_FAMILY: Record<OperatorFamily, readonly string[]> = {
  default: DEFAULT,
  text: TEXT,
  phone: PHONE,
  email: EMAIL,
  multi: MULTI,
  number: NUMBER,
  date: DATE,
  datetime: DATETIME,
  collection: COLLECTION,
};

/** The operator family of each field type, from its definition. */
export const OPERATOR_FAMILY_OF: Record<FieldType, OperatorFamily> = mapFieldTypes(
  (definition) => definition.operators,
);

/** Operators that take no right operand. */
export const UNARY_OPERATORS: readonly string[] = ['isEmpty', 'isNotEmpty', 'hasOne'];
