import type { FieldType } from '../metadata/field-types';
import type { LayoutType } from '../metadata/form-schema';

/** The palette groups of spec 001 §2.3, in the order they are shown. */
export const PALETTE_GROUPS = [
  { key: 'FIELD', title: 'Unused Attributes' },
  { key: 'PENCIL', title: 'Standard Pencils' },
  { key: 'LAYOUT', title: 'Layout Elements' },
  { key: 'RELATED', title: 'Related Objects' },
  { key: 'DUPLICATION', title: 'Duplication Pencils' },
  { key: 'CHART', title: 'Charts' },
  { key: 'WORKFLOW', title: 'Workflow' },
  { key: 'VERSIONS', title: 'Versions' },
] as const;
export type PaletteGroupKey = (typeof PALETTE_GROUPS)[number]['key'];

/** Spec 001 §2.3 and §9: the FIELD and LAYOUT groups start open. */
export const OPEN_PALETTE_GROUPS: readonly PaletteGroupKey[] = ['FIELD', 'LAYOUT'];

/** Spec 001 §2.3 and §9: two palette items a row. */
export const PALETTE_ITEMS_PER_ROW = 2;

/**
 * Where each field type appears. `RELATED` types are offered once per relationship, not as pencils;
 * a single-use item is hidden once the form holds it, a pencil can be dropped any number of times
 * (each drop creates a new attribute).
 */
export type PaletteRole =
  | { group: 'RELATED' }
  | { group: Exclude<PaletteGroupKey, 'FIELD' | 'LAYOUT' | 'RELATED'>; label: string; singleUse: boolean };

const pencil = (label: string): PaletteRole => ({ group: 'PENCIL', label, singleUse: false });
const once = (group: 'PENCIL' | 'DUPLICATION' | 'WORKFLOW' | 'VERSIONS', label: string): PaletteRole => ({
  group,
  label,
  singleUse: true,
});

export const PALETTE_ROLES: Record<FieldType, PaletteRole> = {
  singleLine: pencil('Single Line'),
  multiLine: pencil('Multi Line'),
  longText: pencil('Long Text'),
  phone: pencil('Phone'),
  email: pencil('Email'),
  checkbox: pencil('Checkbox'),
  radioSelect: pencil('Radio Select'),
  singleSelect: pencil('Single Select'),
  multiSelect: pencil('Multi Select'),
  singleSelectCountries: pencil('Countries'),
  pickList: pencil('Pick List'),
  tagSelect: pencil('Tags'),
  dragDropSelect: pencil('Drag and Drop Select'),
  numberField: pencil('Number'),
  decimalField: pencil('Decimal'),
  currency: pencil('Currency'),
  percent: pencil('Percent'),
  dateField: pencil('Date'),
  datetimeField: pencil('Date and Time'),
  timeField: pencil('Time'),
  urlField: pencil('URL'),
  multipleFileUpload: pencil('File Upload'),
  multipleFileUploads: pencil('File Uploads'),
  permissionEditor: once('PENCIL', 'Permission Editor'),
  mapField: pencil('Map'),
  color: pencil('Colour'),
  singleOn: pencil('Switch'),
  folio: once('PENCIL', 'Folio'),
  sequence: once('PENCIL', 'Sequence'),
  resourceDisplay: pencil('Resource Display'),
  formula: pencil('Formula'),
  displayText: pencil('Display Text'),
  objectPrint: once('PENCIL', 'Print'),
  lastCall: once('PENCIL', 'Last Call'),
  lastMeeting: once('PENCIL', 'Last Meeting'),
  timeline: once('PENCIL', 'Timeline'),
  statusBreadcrumb: once('PENCIL', 'Status Breadcrumb'),
  lookup: { group: 'RELATED' },
  polymorphParent: { group: 'RELATED' },
  polymorphChild: { group: 'RELATED' },
  relatedObject: { group: 'RELATED' },
  workflowStatusSummary: once('WORKFLOW', 'Workflow Status'),
  workflowActionsButtons: once('WORKFLOW', 'Workflow Actions'),
  workflowTimeline: once('WORKFLOW', 'Workflow Timeline'),
  versions: once('VERSIONS', 'Versions'),
  versionsButtons: once('VERSIONS', 'Version Buttons'),
  chartBar: { group: 'CHART', label: 'Bar Chart', singleUse: false },
  brandCard: once('PENCIL', 'Brand Card'),
  duplicationButtons: once('DUPLICATION', 'Duplication Buttons'),
};

/** The LAYOUT group; a column or a tab can also be added from its row or tab set toolbar. */
export const PALETTE_LAYOUTS: readonly { type: LayoutType; label: string }[] = [
  { type: 'grid', label: 'Grid' },
  { type: 'row', label: 'Row' },
  { type: 'col', label: 'Column' },
  { type: 'container', label: 'Container' },
  { type: 'containerWithTitle', label: 'Section' },
  { type: 'rowContainer', label: 'Row Container' },
  { type: 'tabs', label: 'Tabs' },
  { type: 'tab', label: 'Tab' },
];
