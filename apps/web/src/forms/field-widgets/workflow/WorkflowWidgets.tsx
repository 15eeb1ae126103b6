import type { FieldWidget } from '../widget-types';
import { WorkflowActionButtons } from './WorkflowActionButtons';
import { WorkflowStatusSummary } from './WorkflowStatusSummary';
import { WorkflowTimelineView } from './WorkflowTimelineView';

/**
 * The workflow record widgets (spec 000 §4, spec 001 §3.4–3.5): the status, the buttons open to this
 * person, and the timeline of the workflow their workflowId (or overrideWorkflowId) option names.
 */
export const WorkflowStatusSummaryWidget: FieldWidget = {
  Input: WorkflowStatusSummary,
  Display: WorkflowStatusSummary,
  labelled: false,
};
export const WorkflowActionsButtonsWidget: FieldWidget = {
  Input: WorkflowActionButtons,
  Display: WorkflowActionButtons,
  labelled: false,
};
export const WorkflowTimelineWidget: FieldWidget = {
  Input: WorkflowTimelineView,
  Display: WorkflowTimelineView,
  labelled: false,
};
