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

/** The object the demo ticket workflow runs on: `service_ticket` is `serviceTicket:*`. */
export const SERVICE_TICKET: ObjectInput = {
  name: 'service_ticket',
  display_name: 'Service ticket',
  module: 'servicedesk',
  label_attribute: 'title',
  attributes: [
    { name: 'title', label: 'Title', type: 'singleLine', options: { required: true } },
    {
      name: 'priority',
      label: 'Priority',
      type: 'singleSelect',
      options: { items: items(['P1', 'P2', 'P3', 'P4']) },
    },
    {
      name: 'category',
      label: 'Category',
      type: 'singleSelect',
      options: { items: items(['Hardware', 'Software', 'Access', 'Other']) },
    },
    {
      name: 'assignee',
      label: 'Assignee (user id)',
      type: 'numberField',
      options: { disableNegative: true },
    },
    // A select, so the ticket board has a column per status (the workflow sets it, issue 19 item 4).
    {
      name: 'status',
      label: 'Status',
      type: 'singleSelect',
      options: { items: items(['New', 'Assigned', 'Resolved', 'Rejected']) },
    },
    { name: 'description', label: 'Description', type: 'multiLine' },
    { name: 'resolution', label: 'Resolution', type: 'multiLine' },
    ...WORKFLOW_WIDGETS,
  ],
};

export const SERVICE_TICKET_LAYOUT: FormLayout = {
  left: ['title', 'priority', 'category'],
  right: ['assignee', 'status'],
  sections: [
    { id: 'section_details', title: 'Details', fields: ['description', 'resolution'] },
    WORKFLOW_SECTION,
  ],
};

/** What each demo role may do with them, in every organization. */
export const WORKFLOW_GRANTS: Record<string, string[]> = {
  Employee: ['serviceTicket:view', 'serviceTicket:create', 'serviceTicket:edit'],
  Administrator: ['serviceTicket:create', 'serviceTicket:edit'],
};
