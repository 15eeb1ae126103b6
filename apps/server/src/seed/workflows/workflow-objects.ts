import type { ObjectInput } from '@atrium/core';
import { items } from '../crm/choices';
import type { FormLayout } from '../crm/forms';

/**
 * The record widgets of the object's workflow (spec 001 §3.4): its status, its buttons and its
 * timeline. Their workflowId option is the published definition's id, set once it is published.
 */
const WORKFLOW_WIDGETS: ObjectInput['attributes'] = [
  { name: 'workflow_status', label: 'Workflow status', type: 'workflowStatusSummary' },
  { name: 'workflow_actions', label: 'Workflow actions', type: 'workflowActionsButtons' },
  { name: 'workflow_timeline', label: 'Workflow timeline', type: 'workflowTimeline' },
];
export const WORKFLOW_WIDGET_NAMES = WORKFLOW_WIDGETS.map((attribute) => attribute.name);
const WORKFLOW_SECTION = { id: 'section_workflow', title: 'Workflow', fields: WORKFLOW_WIDGET_NAMES };

/**
 * The objects the demo workflows run on. Names follow the navigation's permission scopes:
 * `hcm_leave` is `hcmLeave:*` (HCM's Leaves list); the service ticket is the service desk package's.
 */
export const HCM_LEAVE: ObjectInput = {
  name: 'hcm_leave',
  display_name: 'Leave request',
  module: 'hcm',
  label_attribute: 'reason',
  attributes: [
    { name: 'reason', label: 'Reason', type: 'singleLine', options: { required: true } },
    {
      name: 'leave_type',
      label: 'Leave type',
      type: 'singleSelect',
      options: { items: items(['Annual', 'Sick', 'Unpaid']) },
    },
    { name: 'start_date', label: 'From', type: 'dateField' },
    { name: 'end_date', label: 'To', type: 'dateField' },
    { name: 'days', label: 'Days', type: 'numberField', options: { required: true, disableNegative: true } },
    // A user field: the approver of the manager step (the person's user id).
    {
      name: 'manager',
      label: 'Manager (user id)',
      type: 'numberField',
      options: { required: true, disableNegative: true },
    },
    { name: 'balance', label: 'Leave balance', type: 'numberField' },
    { name: 'status', label: 'Status', type: 'singleLine' },
    ...WORKFLOW_WIDGETS,
  ],
};

export const HCM_LEAVE_LAYOUT: FormLayout = {
  left: ['reason', 'leave_type', 'start_date', 'end_date'],
  right: ['days', 'manager', 'balance', 'status'],
  sections: [WORKFLOW_SECTION],
};

/** What each demo role may do with them, in every organization. */
export const WORKFLOW_GRANTS: Record<string, string[]> = {
  'HCM Staff': ['hcmLeave:view', 'hcmLeave:create', 'hcmLeave:edit'],
  Administrator: ['hcmLeave:view', 'hcmLeave:create', 'hcmLeave:edit'],
};
