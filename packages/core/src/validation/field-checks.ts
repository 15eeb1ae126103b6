import type { FieldType } from '../metadata/field-types';
import {
  booleanCheck,
  jsonCheck,
  listedChoicesCheck,
  polymorphicCheck,
  referenceCheck,
  singleChoiceCheck,
  tagsCheck,
} from './choice-checks';
import { dateCheck, dateTimeCheck, timeCheck } from './date-checks';
import { currencyCheck, decimalFieldCheck, integerCheck, percentCheck } from './number-checks';
import { emailCheck, longTextCheck, phoneCheck, textCheck, urlCheck } from './text-checks';
import type { CheckFactory } from './value-check';

/**
 * The check of each field type, keyed by type so a new type without one does not compile. `null`:
 * the type holds no value of its own (displays, widgets, the child side of a relation).
 */
export const FIELD_CHECKS: Record<FieldType, CheckFactory | null> = {
  singleLine: textCheck('singleLine'),
  multiLine: textCheck('multiLine'),
  longText: longTextCheck,
  phone: phoneCheck,
  email: emailCheck,
  checkbox: booleanCheck,
  radioSelect: singleChoiceCheck,
  singleSelect: singleChoiceCheck,
  multiSelect: listedChoicesCheck,
  singleSelectCountries: singleChoiceCheck,
  pickList: singleChoiceCheck,
  tagSelect: tagsCheck,
  dragDropSelect: listedChoicesCheck,
  numberField: integerCheck,
  decimalField: decimalFieldCheck,
  currency: currencyCheck,
  percent: percentCheck,
  dateField: dateCheck,
  datetimeField: dateTimeCheck,
  timeField: timeCheck,
  urlField: urlCheck,
  multipleFileUpload: jsonCheck,
  multipleFileUploads: jsonCheck,
  permissionEditor: null,
  mapField: jsonCheck,
  color: textCheck('color'),
  singleOn: booleanCheck,
  folio: null,
  sequence: textCheck('sequence'),
  resourceDisplay: null,
  formula: null,
  displayText: null,
  objectPrint: null,
  lastCall: null,
  lastMeeting: null,
  timeline: null,
  statusBreadcrumb: singleChoiceCheck,
  lookup: referenceCheck,
  polymorphParent: polymorphicCheck,
  polymorphChild: null,
  relatedObject: null,
  workflowStatusSummary: null,
  workflowActionsButtons: null,
  workflowTimeline: null,
  versions: null,
  versionsButtons: null,
  chartBar: null,
  brandCard: null,
  duplicationButtons: null,
};

/** No value: null, nothing, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** A required checkbox must be ticked: '0' is as good as empty for it. */
export function isMissing(type: FieldType, value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  return type === 'checkbox' && (value === '0' || value === 0 || value === false || value === 'false');
}
