import type { OperatorFamily } from '../rules/rule-operators';
import {
  booleanCheck,
  jsonCheck,
  listedChoicesCheck,
  mapCheck,
  polymorphicCheck,
  referenceCheck,
  singleChoiceCheck,
  tagsCheck,
} from '../validation/choice-checks';
import { dateCheck, dateTimeCheck, timeCheck } from '../validation/date-checks';
import { currencyCheck, decimalFieldCheck, integerCheck, percentCheck } from '../validation/number-checks';
import { emailCheck, longTextCheck, phoneCheck, textCheck, urlCheck } from '../validation/text-checks';
import type { CheckFactory } from '../validation/value-check';
import { type ChoiceReader, countryChoices, itemChoices, statusChoices } from './field-choices';
import { defineFieldType, type FieldTypeDefinition, type PalettePlace } from './field-type-definition';
import {
  choice,
  flag,
  integer,
  items,
  multiline,
  number,
  type OptionSpec,
  pairs,
  signedRange,
  text,
  textLimits,
  workflow,
} from './option-spec';

const pencil: PalettePlace = { group: 'PENCIL', singleUse: false };

/** How a whole number reads: as digits, or as a star badge ('★ 3'). */
export const NUMBER_SHOWN_AS = ['number', 'stars'] as const;
const once = (group: 'PENCIL' | 'DUPLICATION' | 'WORKFLOW' | 'VERSIONS'): PalettePlace => ({
  group,
  singleUse: true,
});
const related: PalettePlace = { group: 'RELATED' };

/** A text-like type with the length limits of spec 001 §9; its check enforces the maximum. */
const textType = (
  label: string,
  [min, max]: readonly [number, number],
  check: (typeMax: number) => CheckFactory,
  rest: Pick<FieldTypeDefinition, 'options' | 'operators'> & { searchable?: boolean },
) =>
  defineFieldType({
    label,
    storage: 'text',
    limits: { min, max },
    searchable: rest.searchable ?? true,
    options: rest.options,
    check: check(max),
    operators: rest.operators,
    palette: pencil,
  });

/** One value among the type's options, found where `choices` says the type keeps them. */
const singleChoice = (
  label: string,
  choices: ChoiceReader,
  options: readonly OptionSpec[],
  palette: PalettePlace = pencil,
) =>
  defineFieldType({
    label,
    storage: 'text',
    searchable: true,
    options,
    check: singleChoiceCheck(choices),
    choices,
    operators: 'default',
    palette,
  });

/** A list of values among the options, kept as JSON. */
const listedChoices = (label: string) =>
  defineFieldType({
    label,
    storage: 'json',
    searchable: false,
    options: [items, textLimits],
    check: listedChoicesCheck(itemChoices),
    choices: itemChoices,
    operators: 'multi',
    palette: pencil,
  });

const numeric = (label: string, storage: 'integer' | 'decimal', check: CheckFactory, options: OptionSpec[]) =>
  defineFieldType({
    label,
    storage,
    searchable: false,
    options,
    check,
    operators: 'number',
    palette: pencil,
    leftToRight: true,
  });

const files = (label: string) =>
  defineFieldType({
    label,
    storage: 'json',
    searchable: false,
    options: [flag('includeFileSize')],
    check: jsonCheck,
    operators: 'collection',
    palette: pencil,
    needsFullForm: true,
  });

const booleanType = (label: string, options: OptionSpec[], emptyWhen?: (value: unknown) => boolean) =>
  defineFieldType({
    label,
    storage: 'boolean',
    searchable: false,
    options,
    check: booleanCheck,
    operators: 'default',
    palette: pencil,
    ...(emptyWhen ? { emptyWhen } : {}),
  });

/** A type that shows or does something but holds no value of its own. */
const display = (
  label: string,
  palette: PalettePlace,
  options: OptionSpec[] = [],
  operators: OperatorFamily = 'default',
) => defineFieldType({ label, storage: 'none', searchable: false, options, check: null, operators, palette });

/** Every field type of spec 001 §3.4, by family: the one list of types (decision 0013). */
export const FIELD_TYPE_DEFINITIONS = {
  // text
  singleLine: textType('Single Line', [2, 255], textCheck, { options: [textLimits], operators: 'text' }),
  multiLine: textType('Multi Line', [10, 2000], textCheck, {
    options: [textLimits, integer('rows', 1, 50)],
    operators: 'text',
  }),
  longText: textType('Long Text', [2000, 32000], longTextCheck, {
    options: [textLimits, flag('isTiptap'), flag('disableWysiwyg')],
    operators: 'text',
  }),
  // contact
  phone: {
    ...textType('Phone', [0, 15], phoneCheck, {
      options: [textLimits, text('countryFilter')],
      operators: 'phone',
    }),
    leftToRight: true,
  },
  email: {
    ...textType('Email', [2, 100], emailCheck, {
      options: [textLimits, text('domainFilter')],
      operators: 'email',
    }),
    leftToRight: true,
  },
  // choice
  checkbox: booleanType(
    'Checkbox',
    [],
    (value) => value === '0' || value === 0 || value === false || value === 'false',
  ),
  radioSelect: { ...singleChoice('Radio Select', itemChoices, [items]), countsByDefault: true },
  singleSelect: { ...singleChoice('Single Select', itemChoices, [items]), countsByDefault: true },
  multiSelect: listedChoices('Multi Select'),
  singleSelectCountries: singleChoice('Countries', countryChoices, []),
  pickList: { ...singleChoice('Pick List', itemChoices, [items]), countsByDefault: true },
  tagSelect: defineFieldType({
    label: 'Tags',
    storage: 'json',
    searchable: false,
    options: [items, textLimits],
    check: tagsCheck(itemChoices),
    choices: itemChoices,
    operators: 'multi',
    palette: pencil,
  }),
  dragDropSelect: defineFieldType({ ...listedChoices('Drag and Drop Select'), options: [items] }),
  // numeric
  // `shownAs: 'stars'` draws the count as a star badge (an employee's Noujoum stars), in forms and grids.
  numberField: numeric('Number', 'integer', integerCheck, [
    ...signedRange(integer),
    choice('shownAs', NUMBER_SHOWN_AS),
  ]),
  decimalField: numeric('Decimal', 'decimal', decimalFieldCheck, [
    integer('precision', 0, 10),
    ...signedRange(number),
  ]),
  currency: numeric('Currency', 'decimal', currencyCheck, [
    { key: 'currency', control: 'currencyCode' },
    integer('precision', 0, 3),
    ...signedRange(number),
  ]),
  percent: numeric('Percent', 'decimal', percentCheck, [number('minNumber'), number('maxNumber')]),
  // date and time
  dateField: defineFieldType({
    label: 'Date',
    storage: 'date',
    searchable: false,
    options: [choice('dateFormat', ['DD/MM/YYYY']), flag('hidePastDates')],
    check: dateCheck,
    leftToRight: true,
    operators: 'date',
    palette: pencil,
  }),
  datetimeField: defineFieldType({
    label: 'Date and Time',
    storage: 'datetime',
    searchable: false,
    options: [choice('dateFormat', ['DD/MM/YYYY hh:mm a']), flag('hidePastDates')],
    check: dateTimeCheck,
    leftToRight: true,
    operators: 'datetime',
    palette: pencil,
  }),
  timeField: defineFieldType({
    label: 'Time',
    storage: 'time',
    searchable: false,
    options: [],
    check: timeCheck,
    leftToRight: true,
    operators: 'default',
    palette: pencil,
  }),
  // other inputs
  urlField: {
    ...textType('URL', [0, 2048], urlCheck, { options: [textLimits], operators: 'text' }),
    leftToRight: true,
  },
  multipleFileUpload: files('File Upload'),
  multipleFileUploads: files('File Uploads'),
  permissionEditor: display('Permission Editor', once('PENCIL')),
  mapField: defineFieldType({
    label: 'Map',
    storage: 'json',
    searchable: false,
    options: [
      number('defaultLat', -90, 90),
      number('defaultLng', -180, 180),
      flag('isMapPointer'),
      flag('isInputFields'),
      flag('isSearchEnabled'),
      flag('isHideByDefault'),
    ],
    check: mapCheck,
    operators: 'default',
    palette: pencil,
    needsFullForm: true,
  }),
  color: textType('Colour', [0, 32], textCheck, { options: [], operators: 'default', searchable: false }),
  singleOn: booleanType('Switch', [text('singleOnLabel'), text('singleOffLabel'), flag('singleOnRequired')]),
  folio: display('Folio', once('PENCIL'), [flag('isFloating')]),
  sequence: defineFieldType({
    ...textType('Sequence', [0, 64], textCheck, { options: [], operators: 'text' }),
    palette: once('PENCIL'),
    leftToRight: true,
    needsFullForm: true,
  }),
  // display and behaviour
  resourceDisplay: display('Resource Display', pencil, [text('resourceDataAccessor'), flag('hideIfEmpty')]),
  formula: defineFieldType({
    ...display('Formula', pencil, [
      multiline('formulaBody'),
      text('formulaOutputName'),
      flag('enableBackgroundEval'),
    ]),
    operators: 'text',
  }),
  displayText: display('Display Text', pencil, [multiline('displayContent'), flag('allowHtml')]),
  objectPrint: display('Print', once('PENCIL'), [
    text('objectPrintLabel'),
    text('objectPrintEndPoint'),
    text('objectPrintBaseURL'),
    text('filterByTemplateNames'),
  ]),
  lastCall: display('Last Call', once('PENCIL')),
  lastMeeting: display('Last Meeting', once('PENCIL')),
  timeline: display('Timeline', once('PENCIL')),
  statusBreadcrumb: {
    ...singleChoice(
      'Status Breadcrumb',
      statusChoices,
      [text('key'), pairs('statuses', 'id', 'label')],
      once('PENCIL'),
    ),
    countsByDefault: true,
  },
  lookup: defineFieldType({
    label: 'Lookup',
    storage: 'reference',
    searchable: false,
    options: [
      { key: 'filters', control: 'filters' },
      pairs('customMap', 'from', 'to'),
      flag('nopaging'),
      flag('passFiltersToCreate'),
      flag('enableLookupInPopover'),
    ],
    check: referenceCheck,
    operators: 'default',
    palette: related,
    needsFullForm: true,
  }),
  polymorphParent: defineFieldType({
    label: 'Polymorphic Parent',
    storage: 'polymorphicReference',
    searchable: false,
    options: [],
    check: polymorphicCheck,
    operators: 'default',
    palette: related,
    needsFullForm: true,
  }),
  polymorphChild: display('Polymorphic Children', related, [], 'collection'),
  relatedObject: display(
    'Related Object',
    related,
    [
      text('listTitle'),
      flag('showListTitle'),
      flag('disableAdding'),
      flag('disableFilteration'),
      flag('disableSorting'),
      choice('listMode', ['grid', 'card']),
      choice('editMode', ['inline', 'modal']),
    ],
    'collection',
  ),
  // workflow, version and chart items
  workflowStatusSummary: display('Workflow Status', once('WORKFLOW'), workflow),
  workflowActionsButtons: display('Workflow Actions', once('WORKFLOW'), workflow),
  workflowTimeline: display('Workflow Timeline', once('WORKFLOW'), workflow),
  versions: display('Versions', once('VERSIONS'), [], 'collection'),
  versionsButtons: display('Version Buttons', once('VERSIONS')),
  chartBar: display('Bar Chart', { group: 'CHART', singleUse: false }),
  brandCard: display('Brand Card', once('PENCIL')),
  duplicationButtons: display('Duplication Buttons', once('DUPLICATION')),
} satisfies Record<string, FieldTypeDefinition>;
