import { FIELD_TYPE_SPECS, type FieldType } from './field-types';

/**
 * How an attribute option is edited in the object creator (spec 001 §3.5):
 * `flag` on/off; `text` one line; `multiline` several lines; `integer`/`number` within min and max;
 * `limits` a `{ min, max }` pair within the type's limits; `pairs` a list of two-key entries (select
 * items, statuses, mappings); `choice` one of `choices`; `filters` a lookup's filter list;
 * `defaultValue` a value of the field's own kind; `currencyCode` an ISO 4217 code.
 */
export type OptionControl =
  | 'flag'
  | 'text'
  | 'multiline'
  | 'integer'
  | 'number'
  | 'limits'
  | 'pairs'
  | 'choice'
  | 'filters'
  | 'defaultValue'
  | 'currencyCode';

export interface OptionSpec {
  key: string;
  control: OptionControl;
  min?: number;
  max?: number;
  /** `choice`: the values offered. */
  choices?: readonly string[];
  /** `pairs`: the keys of each entry, the stored value first (`items` are `{ value, name }`). */
  pairKeys?: readonly [string, string];
}

const flag = (key: string): OptionSpec => ({ key, control: 'flag' });
const text = (key: string): OptionSpec => ({ key, control: 'text' });
const multiline = (key: string): OptionSpec => ({ key, control: 'multiline' });
const integer = (key: string, min?: number, max?: number): OptionSpec => ({
  key,
  control: 'integer',
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});
const number = (key: string, min?: number, max?: number): OptionSpec => ({
  ...integer(key, min, max),
  control: 'number',
});
const pairs = (key: string, first: string, second: string): OptionSpec => ({
  key,
  control: 'pairs',
  pairKeys: [first, second],
});
const choice = (key: string, choices: readonly string[]): OptionSpec => ({ key, control: 'choice', choices });

/** Options every value-holding field has; `searchable` only where FIELD_TYPE_SPECS says search looks. */
const VALUE_OPTIONS: readonly OptionSpec[] = [
  flag('required'),
  flag('readOnly'),
  { key: 'default', control: 'defaultValue' },
  text('placeholder'),
  text('description'),
  text('help'),
  flag('listed'),
  flag('hideLabel'),
  flag('enableHistoryTracking'),
  flag('isEncrypted'),
];

/** Options of fields that show or do something but hold no value. */
const DISPLAY_OPTIONS: readonly OptionSpec[] = [text('description'), flag('hideLabel'), flag('hideField')];

const textLimits: OptionSpec = { key: 'limits', control: 'limits' };
const items = pairs('items', 'value', 'name');
const signedRange = (read: typeof integer) => [flag('disableNegative'), read('minNumber'), read('maxNumber')];
const workflow = [integer('workflowId', 1), integer('overrideWorkflowId', 1)];

/** The options particular to each type, after the common ones; keyed by type so none is forgotten. */
const TYPE_OPTIONS: Record<FieldType, readonly OptionSpec[]> = {
  singleLine: [textLimits],
  multiLine: [textLimits, integer('rows', 1, 50)],
  longText: [textLimits, flag('isTiptap'), flag('disableWysiwyg')],
  phone: [textLimits, text('countryFilter')],
  email: [textLimits, text('domainFilter')],
  checkbox: [],
  radioSelect: [items],
  singleSelect: [items],
  multiSelect: [items, { key: 'limits', control: 'limits' }],
  singleSelectCountries: [],
  pickList: [items],
  tagSelect: [{ key: 'limits', control: 'limits' }],
  dragDropSelect: [items],
  numberField: signedRange(integer),
  decimalField: [integer('precision', 0, 10), ...signedRange(number)],
  currency: [
    { key: 'currency', control: 'currencyCode' },
    integer('precision', 0, 3),
    ...signedRange(number),
  ],
  percent: [number('minNumber'), number('maxNumber')],
  dateField: [choice('dateFormat', ['DD/MM/YYYY']), flag('hidePastDates')],
  datetimeField: [choice('dateFormat', ['DD/MM/YYYY hh:mm a']), flag('hidePastDates')],
  timeField: [],
  urlField: [textLimits],
  multipleFileUpload: [flag('includeFileSize')],
  multipleFileUploads: [flag('includeFileSize')],
  permissionEditor: [],
  mapField: [
    number('defaultLat', -90, 90),
    number('defaultLng', -180, 180),
    flag('isMapPointer'),
    flag('isInputFields'),
    flag('isSearchEnabled'),
    flag('isHideByDefault'),
  ],
  color: [],
  singleOn: [text('singleOnLabel'), text('singleOffLabel'), flag('singleOnRequired')],
  folio: [flag('isFloating')],
  sequence: [],
  resourceDisplay: [text('resourceDataAccessor'), flag('hideIfEmpty')],
  formula: [multiline('formulaBody'), text('formulaOutputName'), flag('enableBackgroundEval')],
  displayText: [multiline('displayContent'), flag('allowHtml')],
  objectPrint: [
    text('objectPrintLabel'),
    text('objectPrintEndPoint'),
    text('objectPrintBaseURL'),
    text('filterByTemplateNames'),
  ],
  lastCall: [],
  lastMeeting: [],
  timeline: [],
  statusBreadcrumb: [text('key'), pairs('statuses', 'id', 'label')],
  lookup: [
    { key: 'filters', control: 'filters' },
    pairs('customMap', 'from', 'to'),
    flag('nopaging'),
    flag('passFiltersToCreate'),
    flag('enableLookupInPopover'),
  ],
  polymorphParent: [],
  polymorphChild: [],
  relatedObject: [
    text('listTitle'),
    flag('showListTitle'),
    flag('disableAdding'),
    flag('disableFilteration'),
    flag('disableSorting'),
    choice('listMode', ['grid', 'card']),
    choice('editMode', ['inline', 'modal']),
  ],
  workflowStatusSummary: workflow,
  workflowActionsButtons: workflow,
  workflowTimeline: workflow,
  versions: [],
  versionsButtons: [],
  chartBar: [],
  brandCard: [],
  duplicationButtons: [],
};

/** Every option the creator offers for `type`: the common ones, then the type's own. */
export function optionSpecsOf(type: FieldType): readonly OptionSpec[] {
  const spec = FIELD_TYPE_SPECS[type];
  if (spec.storage === 'none') return [...DISPLAY_OPTIONS, ...TYPE_OPTIONS[type]];
  const common = spec.searchable ? [...VALUE_OPTIONS, flag('searchable')] : VALUE_OPTIONS;
  return [...common, ...TYPE_OPTIONS[type]];
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
