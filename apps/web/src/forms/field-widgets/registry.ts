import { LastCallWidget } from './activity/LastCallWidget';
import { LastMeetingWidget } from './activity/LastMeetingWidget';
import { BrandCardWidget, ChartBarWidget } from './charts/ChartWidgets';
import { CheckboxWidget } from './checkbox/CheckboxWidget';
import { ColorWidget } from './color/ColorWidget';
import { CountrySelectWidget } from './country-select/CountrySelectWidget';
import { CurrencyWidget } from './currency/CurrencyWidget';
import { DateWidget } from './date/DateWidget';
import { DatetimeWidget } from './datetime/DatetimeWidget';
import { DecimalWidget } from './decimal/DecimalWidget';
import { DisplayTextWidget } from './display-text/DisplayTextWidget';
import { DragDropSelectWidget } from './drag-drop-select/DragDropSelectWidget';
import { DuplicationButtonsWidget } from './duplication/DuplicationButtonsWidget';
import { EmailWidget } from './email/EmailWidget';
import { FolioWidget } from './folio/FolioWidget';
import { FormulaWidget } from './formula/FormulaWidget';
import { LongTextWidget } from './long-text/LongTextWidget';
import { LookupWidget } from './lookup/LookupWidget';
import { MapWidget } from './map/MapWidget';
import { MultiLineWidget } from './multi-line/MultiLineWidget';
import { MultiSelectWidget } from './multi-select/MultiSelectWidget';
import { NumberWidget } from './number/NumberWidget';
import { ObjectPrintWidget } from './object-print/ObjectPrintWidget';
import { PercentWidget } from './percent/PercentWidget';
import { PermissionEditorWidget } from './permission-editor/PermissionEditorWidget';
import { PhoneWidget } from './phone/PhoneWidget';
import { PickListWidget } from './pick-list/PickListWidget';
import { PolymorphChildWidget } from './polymorph-child/PolymorphChildWidget';
import { PolymorphParentWidget } from './polymorph-parent/PolymorphParentWidget';
import { RadioSelectWidget } from './radio-select/RadioSelectWidget';
import { RelatedObjectWidget } from './related-object/RelatedObjectWidget';
import { ResourceDisplayWidget } from './resource-display/ResourceDisplayWidget';
import { SequenceWidget } from './sequence/SequenceWidget';
import { SingleLineWidget } from './single-line/SingleLineWidget';
import { SingleOnWidget } from './single-on/SingleOnWidget';
import { SingleSelectWidget } from './single-select/SingleSelectWidget';
import { StatusBreadcrumbWidget } from './status-breadcrumb/StatusBreadcrumbWidget';
import { TagSelectWidget } from './tag-select/TagSelectWidget';
import { TimeWidget } from './time/TimeWidget';
import { TimelineWidget } from './timeline/TimelineWidget';
import { UploadWidget } from './upload/UploadWidget';
import { UrlWidget } from './url/UrlWidget';
import { VersionsButtonsWidget } from './versions/VersionsButtonsWidget';
import { VersionsWidget } from './versions/VersionsWidget';
import type { FieldWidgetRegistry } from './widget-types';
import {
  WorkflowActionsButtonsWidget,
  WorkflowStatusSummaryWidget,
  WorkflowTimelineWidget,
} from './workflow/WorkflowWidgets';

/** Every field type's widget (spec 001 §3.4): a type without one does not compile. */
export const FIELD_WIDGETS: FieldWidgetRegistry = {
  singleLine: SingleLineWidget,
  multiLine: MultiLineWidget,
  longText: LongTextWidget,
  phone: PhoneWidget,
  email: EmailWidget,
  checkbox: CheckboxWidget,
  radioSelect: RadioSelectWidget,
  singleSelect: SingleSelectWidget,
  multiSelect: MultiSelectWidget,
  singleSelectCountries: CountrySelectWidget,
  pickList: PickListWidget,
  tagSelect: TagSelectWidget,
  dragDropSelect: DragDropSelectWidget,
  numberField: NumberWidget,
  decimalField: DecimalWidget,
  currency: CurrencyWidget,
  percent: PercentWidget,
  dateField: DateWidget,
  datetimeField: DatetimeWidget,
  timeField: TimeWidget,
  urlField: UrlWidget,
  multipleFileUpload: UploadWidget,
  multipleFileUploads: UploadWidget,
  permissionEditor: PermissionEditorWidget,
  mapField: MapWidget,
  color: ColorWidget,
  singleOn: SingleOnWidget,
  folio: FolioWidget,
  sequence: SequenceWidget,
  resourceDisplay: ResourceDisplayWidget,
  formula: FormulaWidget,
  displayText: DisplayTextWidget,
  objectPrint: ObjectPrintWidget,
  lastCall: LastCallWidget,
  lastMeeting: LastMeetingWidget,
  timeline: TimelineWidget,
  statusBreadcrumb: StatusBreadcrumbWidget,
  lookup: LookupWidget,
  polymorphParent: PolymorphParentWidget,
  polymorphChild: PolymorphChildWidget,
  relatedObject: RelatedObjectWidget,
  workflowStatusSummary: WorkflowStatusSummaryWidget,
  workflowActionsButtons: WorkflowActionsButtonsWidget,
  workflowTimeline: WorkflowTimelineWidget,
  versions: VersionsWidget,
  versionsButtons: VersionsButtonsWidget,
  chartBar: ChartBarWidget,
  brandCard: BrandCardWidget,
  duplicationButtons: DuplicationButtonsWidget,
};
