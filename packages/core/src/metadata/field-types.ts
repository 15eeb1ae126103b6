/** Every field type of spec 001 §3.4, by family. */
export const FIELD_TYPES = [
  // text
  'singleLine',
  'multiLine',
  'longText',
  // contact
  'phone',
  'email',
  // choice
  'checkbox',
  'radioSelect',
  'singleSelect',
  'multiSelect',
  'singleSelectCountries',
  'pickList',
  'tagSelect',
  'dragDropSelect',
  // numeric
  'numberField',
  'decimalField',
  'currency',
  'percent',
  // date and time
  'dateField',
  'datetimeField',
  'timeField',
  // other inputs
  'urlField',
  'multipleFileUpload',
  'multipleFileUploads',
  'permissionEditor',
  'mapField',
  'color',
  'singleOn',
  'folio',
  'sequence',
  // display and behaviour
  'resourceDisplay',
  'formula',
  'displayText',
  'objectPrint',
  'lastCall',
  'lastMeeting',
  'timeline',
  'statusBreadcrumb',
  'lookup',
  'polymorphParent',
  'polymorphChild',
  'relatedObject',
  // workflow, version and chart items
  'workflowStatusSummary',
  'workflowActionsButtons',
  'workflowTimeline',
  'versions',
  'versionsButtons',
  'chartBar',
  'brandCard',
  'duplicationButtons',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}

/**
 * How a field's value is kept in its object's table. `none`: the field shows or does something but
 * holds no value of its own (a display, a widget, the child side of a relation).
 */
export type StorageKind =
  | 'text'
  | 'json'
  | 'boolean'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'datetime'
  | 'time'
  | 'reference'
  | 'polymorphicReference'
  | 'none';

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

const text = (min: number, max: number): FieldTypeSpec => ({
  storage: 'text',
  limits: { min, max },
  searchable: true,
});
const choice: FieldTypeSpec = { storage: 'text', searchable: true };
const display: FieldTypeSpec = { storage: 'none', searchable: false };
const json: FieldTypeSpec = { storage: 'json', searchable: false };
const of = (storage: StorageKind): FieldTypeSpec => ({ storage, searchable: false });

/** The registry keyed by type: adding a type without its entry is a compile error. */
export const FIELD_TYPE_SPECS: Record<FieldType, FieldTypeSpec> = {
  singleLine: text(2, 255),
  multiLine: text(10, 2000),
  longText: text(2000, 32000),
  phone: text(0, 15),
  email: text(2, 100),
  checkbox: of('boolean'),
  radioSelect: choice,
  singleSelect: choice,
  multiSelect: json,
  singleSelectCountries: choice,
  pickList: choice,
  tagSelect: json,
  dragDropSelect: json,
  numberField: of('integer'),
  decimalField: of('decimal'),
  currency: of('decimal'),
  percent: of('decimal'),
  dateField: of('date'),
  datetimeField: of('datetime'),
  timeField: of('time'),
  urlField: { storage: 'text', limits: { min: 0, max: 2048 }, searchable: true },
  multipleFileUpload: json,
  multipleFileUploads: json,
  permissionEditor: display,
  mapField: json,
  color: { storage: 'text', limits: { min: 0, max: 32 }, searchable: false },
  singleOn: of('boolean'),
  folio: display,
  sequence: { storage: 'text', limits: { min: 0, max: 64 }, searchable: true },
  resourceDisplay: display,
  formula: display,
  displayText: display,
  objectPrint: display,
  lastCall: display,
  lastMeeting: display,
  timeline: display,
  statusBreadcrumb: choice,
  lookup: of('reference'),
  polymorphParent: of('polymorphicReference'),
  polymorphChild: display,
  relatedObject: display,
  workflowStatusSummary: display,
  workflowActionsButtons: display,
  workflowTimeline: display,
  versions: display,
  versionsButtons: display,
  chartBar: display,
  brandCard: display,
  duplicationButtons: display,
};

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
