import type { FilterOperation } from '@atrium/core';

/** Labels of the attribute options of spec 001 §3.5 that the creator offers (core's optionSpecsOf). */
export type OptionLabels = Record<
  | 'required'
  | 'readOnly'
  | 'default'
  | 'placeholder'
  | 'description'
  | 'help'
  | 'listed'
  | 'hideLabel'
  | 'enableHistoryTracking'
  | 'isEncrypted'
  | 'searchable'
  | 'hideField'
  | 'limits'
  | 'rows'
  | 'isTiptap'
  | 'disableWysiwyg'
  | 'countryFilter'
  | 'domainFilter'
  | 'items'
  | 'disableNegative'
  | 'minNumber'
  | 'maxNumber'
  | 'precision'
  | 'shownAs'
  | 'currency'
  | 'dateFormat'
  | 'hidePastDates'
  | 'includeFileSize'
  | 'defaultLat'
  | 'defaultLng'
  | 'isMapPointer'
  | 'isInputFields'
  | 'isSearchEnabled'
  | 'isHideByDefault'
  | 'singleOnLabel'
  | 'singleOffLabel'
  | 'singleOnRequired'
  | 'isFloating'
  | 'resourceDataAccessor'
  | 'hideIfEmpty'
  | 'formulaBody'
  | 'formulaOutputName'
  | 'enableBackgroundEval'
  | 'displayContent'
  | 'allowHtml'
  | 'objectPrintLabel'
  | 'objectPrintEndPoint'
  | 'objectPrintBaseURL'
  | 'filterByTemplateNames'
  | 'key'
  | 'statuses'
  | 'filters'
  | 'customMap'
  | 'nopaging'
  | 'passFiltersToCreate'
  | 'enableLookupInPopover'
  | 'listTitle'
  | 'showListTitle'
  | 'disableAdding'
  | 'disableFilteration'
  | 'disableSorting'
  | 'listMode'
  | 'editMode'
  | 'workflowId'
  | 'overrideWorkflowId',
  string
>;

const enOptions: OptionLabels = {
  required: 'Required',
  readOnly: 'Read only',
  default: 'Default value',
  placeholder: 'Placeholder',
  description: 'Description',
  help: 'Help text',
  listed: 'Shown in lists',
  hideLabel: 'Hide label',
  enableHistoryTracking: 'Track changes in history',
  isEncrypted: 'Encrypted',
  searchable: 'Searchable',
  hideField: 'Hidden',
  limits: 'Length limits',
  rows: 'Rows',
  isTiptap: 'Rich text editor',
  disableWysiwyg: 'Plain text only',
  countryFilter: 'Countries allowed',
  domainFilter: 'Domains allowed',
  items: 'Items',
  disableNegative: 'No negative numbers',
  minNumber: 'Minimum',
  maxNumber: 'Maximum',
  precision: 'Decimal places',
  shownAs: 'Shown as',
  currency: 'Currency code',
  dateFormat: 'Date format',
  hidePastDates: 'Hide past dates',
  includeFileSize: 'Keep file size',
  defaultLat: 'Default latitude',
  defaultLng: 'Default longitude',
  isMapPointer: 'Show a pointer',
  isInputFields: 'Show coordinate inputs',
  isSearchEnabled: 'Allow address search',
  isHideByDefault: 'Hide map by default',
  singleOnLabel: 'On label',
  singleOffLabel: 'Off label',
  singleOnRequired: 'Must be on',
  isFloating: 'Floating',
  resourceDataAccessor: 'Data path',
  hideIfEmpty: 'Hide when empty',
  formulaBody: 'Formula',
  formulaOutputName: 'Output attribute',
  enableBackgroundEval: 'Evaluate in the background',
  displayContent: 'Content',
  allowHtml: 'Allow HTML',
  objectPrintLabel: 'Print button label',
  objectPrintEndPoint: 'Print endpoint',
  objectPrintBaseURL: 'Print base URL',
  filterByTemplateNames: 'Template names',
  key: 'Status attribute',
  statuses: 'Statuses',
  filters: 'Filters',
  customMap: 'Value mapping',
  nopaging: 'Load all at once',
  passFiltersToCreate: 'Pass filters to a new record',
  enableLookupInPopover: 'Open in a popover',
  listTitle: 'List title',
  showListTitle: 'Show list title',
  disableAdding: 'No adding',
  disableFilteration: 'No filtering',
  disableSorting: 'No sorting',
  listMode: 'List mode',
  editMode: 'Edit mode',
  workflowId: 'Workflow id',
  overrideWorkflowId: 'Override workflow id',
};

const enOperators: Record<FilterOperation, string> = {
  equals: 'equals',
  notEquals: 'does not equal',
  contains: 'contains',
  startsWith: 'starts with',
  endsWith: 'ends with',
  in: 'is one of',
  notIn: 'is not one of',
  greaterThan: 'greater than',
  greaterThanOrEqual: 'at least',
  lessThan: 'less than',
  lessThanOrEqual: 'at most',
  between: 'between',
  isEmpty: 'is empty',
  isNotEmpty: 'is not empty',
};

export const en = {
  title: 'Object Creator',
  objects: 'Objects',
  search: 'Search objects',
  newObject: 'New object',
  allObjects: 'All objects',
  name: 'Name',
  nameHint: 'Lowercase letters, digits and _; starts with a letter; at most 40. It cannot change later.',
  nameRequired: 'The name is required.',
  nameRule: 'Start with a lowercase letter, then use only lowercase letters, digits and _ (at most 40).',
  nameReserved: 'This name is reserved for a system column.',
  displayName: 'Display name',
  displayNameRequired: 'The display name is required.',
  module: 'Module',
  moduleRequired: 'Choose a module.',
  attributeCount: 'Attributes',
  versioning: 'Versioning',
  ordering: 'Manual ordering',
  labelAttribute: 'Label attribute',
  labelAttributeNewHint: 'Optional: creates this single-line attribute and names records by it.',
  labelExpression: 'Label expression',
  labelExpressionHint: 'For example {first_name} {last_name}; it wins over the label attribute.',
  opensOn: 'Its list opens on',
  opensOnHint: 'For someone who has not chosen a view yet; each person’s own choice wins.',
  opensOnAuto: 'Chosen by Atrium (a board when there is a status)',
  opensOnGrid: 'The grid',
  opensOnBoard: 'A board by {{field}}',
  save: 'Save',
  cancel: 'Cancel',
  settings: 'Settings',
  saveSettings: 'Save settings',
  settingsSaved: 'Settings saved.',
  labelTranslations: 'Label in other languages',
  labelTranslationsHint: 'Left empty, the English label is shown.',
  labelIn: 'Label in {{language}}',
  namesIn: 'Names in {{language}}',
  namesInHint: 'Singular and plural; left empty, the English name is shown.',
  singular: 'Singular',
  plural: 'Plural',
  singularIn: 'Singular name in {{language}}',
  pluralIn: 'Plural name in {{language}}',
  needs: 'Needs the permission {{permission}}.',
  attributes: 'Attributes',
  addAttribute: 'Add attribute',
  editAttribute: 'Edit attribute: {{label}}',
  label: 'Label',
  labelRequired: 'The label is required.',
  type: 'Type',
  retypeHint: 'Changing the type is refused if existing values would be lost.',
  keyOptions: 'Key options',
  actions: 'Actions',
  edit: 'Edit',
  editNamed: 'Edit {{name}}',
  remove: 'Remove',
  removeNamed: 'Remove {{name}}',
  removeConfirm: 'Remove {{label}}?',
  removeWarning: 'Its column is dropped with it; this is refused while it holds data.',
  optionsHeading: 'Options',
  limitsMin: 'Minimum',
  limitsMax: 'Maximum',
  limitsRange: 'Between {{min}} and {{max}} for this type.',
  lookupByRelation: 'Lookup and parent fields are created by adding a relation.',
  looksUp: 'Looks up {{object}} records.',
  relations: 'Relations',
  noRelations: 'No relations yet.',
  addRelation: 'Add relation',
  relationType: 'Relation type',
  oneToMany: 'One to many',
  polymorphic: 'Polymorphic',
  parentObject: 'Parent object',
  childObject: 'Child object',
  objectRequired: 'Choose an object.',
  relationName: 'Relation name',
  relationNameHint: 'How the parent names its list of children.',
  reverseName: 'Reverse name',
  lookupName: 'Lookup field name',
  lookupNameHint: 'The child’s field (and column) holding the parent.',
  polymorphicKey: 'Parent field name',
  polymorphicKeyHint: 'The child keeps the parent in {name}_type and {name}_id.',
  lookupLabel: 'Lookup field label',
  options: enOptions,
  choices: {
    grid: 'Grid',
    card: 'Cards',
    inline: 'Inline',
    modal: 'In a dialog',
    number: 'Number',
    stars: 'Stars',
  },
  pairs: {
    value: 'Value',
    name: 'Label',
    id: 'Id',
    label: 'Label',
    from: 'From',
    to: 'To',
    add: 'Add to {{list}}',
    remove: 'Remove row {{row}}',
    rowField: '{{field}}, row {{row}}',
    translations: 'Names of {{name}} in other languages',
    nameIn: '{{name}} in {{language}}',
    rowNumber: 'Row {{row}}',
  },
  filters: {
    attribute: 'Attribute',
    operator: 'Operator',
    static: 'Fixed value',
    accessor: 'Value from path',
    transparent: 'Skip when empty',
    add: 'Add filter',
  },
  operators: enOperators,
  issues: {
    notNumber: 'Enter a number.',
    notWhole: 'Enter a whole number.',
    belowMin: 'Must be at least {{detail}}.',
    aboveMax: 'Must be at most {{detail}}.',
    minAboveMax: 'The maximum must not be below the minimum.',
    emptyValue: 'Needs a value.',
    duplicateValue: 'The value {{detail}} is used twice.',
    notCurrencyCode: 'Use a three-letter currency code such as AED.',
    notAChoice: 'Choose one of the offered values.',
    notEncryptable: 'Only text fields can be encrypted: numbers, dates, choices and links cannot.',
    badTranslation: 'Give each language a text of at most 200 characters, or leave it empty.',
    inRow: 'Row {{row}}: {{text}}',
  },
  summary: {
    items: 'Items: {{number}}',
    limits: 'Length {{min}}–{{max}}',
    precision: 'Decimals: {{value}}',
    default: 'Default: {{value}}',
  },
};

/** English is the source of the keys; the other locales are typed against it. */
export type CreatorText = typeof en;
