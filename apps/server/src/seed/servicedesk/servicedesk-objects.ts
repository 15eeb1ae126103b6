import type { ChoiceItemOption, ObjectInput, RelationshipInput } from '@atrium/core';

const choices = (pairs: readonly (readonly [value: string, name: string])[]): ChoiceItemOption[] =>
  pairs.map(([value, name]) => ({ value, name }));

/** Priorities: the stored value is the short code the SLA policies and the workflow test. */
export const PRIORITIES = ['P1', 'P2', 'P3', 'P4'] as const;
export type Priority = (typeof PRIORITIES)[number];
const PRIORITY_ITEMS = choices([
  ['P1', 'P1 Critical'],
  ['P2', 'P2 High'],
  ['P3', 'P3 Medium'],
  ['P4', 'P4 Low'],
]);

/** A ticket's states; `Pending` (waiting on the requester) pauses its SLA clocks. */
export const TICKET_STATUSES = ['New', 'Assigned', 'Pending', 'Resolved', 'Rejected'] as const;
export const PAUSED_STATUS = 'Pending';
/** States after which the clocks stop for good. */
export const CLOSED_STATUSES: readonly string[] = ['Resolved', 'Rejected'];

/** Workflow widgets, naming the package's ticket workflow (the installer stores its id). */
const ticketWorkflow = { workflowId: 'serviceTicket' };
const WORKFLOW_WIDGETS: ObjectInput['attributes'] = [
  {
    name: 'workflow_status',
    label: 'Workflow status',
    type: 'workflowStatusSummary',
    options: ticketWorkflow,
  },
  {
    name: 'workflow_actions',
    label: 'Workflow actions',
    type: 'workflowActionsButtons',
    options: ticketWorkflow,
  },
  {
    name: 'workflow_timeline',
    label: 'Workflow timeline',
    type: 'workflowTimeline',
    options: ticketWorkflow,
  },
];
export const TICKET_WORKFLOW_WIDGETS = (WORKFLOW_WIDGETS ?? []).map((attribute) => attribute.name);

/**
 * People are named by their sign-in e-mail (Atrium has no person field type yet): the package's steps
 * check each against the organization's members, default the requester to whoever raises the ticket,
 * and find whom to notify from them.
 */
const person = (name: string, label: string, required = false) => ({
  name,
  label,
  type: 'email' as const,
  options: { searchable: true, ...(required ? { required: true } : {}) },
});

export const SERVICE_TICKET: ObjectInput = {
  name: 'service_ticket',
  display_name: 'Ticket',
  module: 'servicedesk',
  label_attribute: 'title',
  // The desk works its tickets on a board of their statuses (issue 19 item 4).
  default_view: { view: 'board', group_by: 'status' },
  attributes: [
    { name: 'number', label: 'Number', type: 'sequence', options: { prefix: 'TKT-', searchable: true } },
    { name: 'title', label: 'Title', type: 'singleLine', options: { required: true, searchable: true } },
    { name: 'description', label: 'Description', type: 'longText', options: { isTiptap: true } },
    {
      name: 'priority',
      label: 'Priority',
      type: 'singleSelect',
      options: { required: true, items: PRIORITY_ITEMS },
    },
    {
      name: 'impact',
      label: 'Impact',
      type: 'singleSelect',
      options: {
        items: choices([
          ['Person', 'One person'],
          ['Team', 'A team'],
          ['Organization', 'The organization'],
        ]),
      },
    },
    person('requester', 'Requester'),
    person('assignee', 'Assignee'),
    {
      name: 'status',
      label: 'Status',
      type: 'singleSelect',
      options: { items: choices(TICKET_STATUSES.map((status) => [status, status] as const)) },
    },
    // When the clocks started: the SLA targets count from it.
    { name: 'raised_at', label: 'Raised at', type: 'datetimeField' },
    { name: 'response_due', label: 'Response due', type: 'datetimeField' },
    { name: 'resolution_due', label: 'Resolution due', type: 'datetimeField' },
    { name: 'responded_at', label: 'Responded at', type: 'datetimeField' },
    { name: 'response_breached', label: 'Response SLA breached', type: 'checkbox' },
    { name: 'resolution_breached', label: 'Resolution SLA breached', type: 'checkbox' },
    // Either target breached: what the dashboard counts.
    { name: 'sla_breached', label: 'SLA breached', type: 'checkbox' },
    { name: 'sla_paused_at', label: 'SLA paused since', type: 'datetimeField' },
    { name: 'sla_paused_minutes', label: 'SLA minutes paused', type: 'numberField' },
    { name: 'resolved_at', label: 'Resolved at', type: 'datetimeField' },
    { name: 'resolution_time', label: 'Resolution time (minutes)', type: 'numberField' },
    { name: 'resolution', label: 'Resolution', type: 'multiLine' },
    ...(WORKFLOW_WIDGETS ?? []),
  ],
};

export const SERVICE_CATEGORY: ObjectInput = {
  name: 'service_category',
  display_name: 'Category',
  module: 'servicedesk',
  label_attribute: 'name',
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine', options: { required: true, searchable: true } },
    { name: 'description', label: 'Description', type: 'multiLine' },
  ],
};

export const SERVICE_TEAM: ObjectInput = {
  name: 'service_team',
  display_name: 'Team',
  module: 'servicedesk',
  label_attribute: 'name',
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine', options: { required: true, searchable: true } },
    person('lead', 'Team lead', true),
    // Members' e-mails; the lead counts as a member.
    { name: 'members', label: 'Members', type: 'tagSelect' },
    { name: 'description', label: 'Description', type: 'multiLine' },
  ],
};

export const SLA_POLICY: ObjectInput = {
  name: 'sla_policy',
  display_name: 'SLA policy',
  module: 'servicedesk',
  label_attribute: 'name',
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine', options: { required: true, searchable: true } },
    {
      name: 'priority',
      label: 'Priority',
      type: 'singleSelect',
      options: { required: true, items: PRIORITY_ITEMS },
    },
    {
      name: 'response_minutes',
      label: 'Response minutes',
      type: 'numberField',
      options: { required: true, disableNegative: true },
    },
    {
      name: 'resolution_minutes',
      label: 'Resolution minutes',
      type: 'numberField',
      options: { required: true, disableNegative: true },
    },
  ],
};

export const SERVICE_TICKET_COMMENT: ObjectInput = {
  name: 'service_ticket_comment',
  display_name: 'Comment',
  module: 'servicedesk',
  label_attribute: 'summary',
  attributes: [
    // Filled from the body by the mentions step, so lists show something readable.
    { name: 'summary', label: 'Summary', type: 'singleLine' },
    // `@name.surname` (an e-mail's local part) or `@someone@example.com` mentions and notifies.
    { name: 'body', label: 'Comment', type: 'longText', options: { required: true, isTiptap: true } },
    { name: 'attachments', label: 'Attachments', type: 'multipleFileUploads' },
  ],
};

export const SERVICEDESK_OBJECTS: readonly ObjectInput[] = [
  SERVICE_CATEGORY,
  SERVICE_TEAM,
  SLA_POLICY,
  SERVICE_TICKET,
  SERVICE_TICKET_COMMENT,
];

const oneToMany = (parent: string, name: string, child: string, reverse: string): RelationshipInput => ({
  name,
  type: 'OneToMany',
  parent_object: parent,
  child_object: child,
  reverse_name: reverse,
  foreign_key: `${reverse}_id`,
});

export const SERVICEDESK_RELATIONSHIPS: readonly RelationshipInput[] = [
  oneToMany('service_category', 'tickets', 'service_ticket', 'category'),
  oneToMany('service_team', 'tickets', 'service_ticket', 'team'),
  oneToMany('sla_policy', 'tickets', 'service_ticket', 'sla_policy'),
  oneToMany('service_ticket', 'comments', 'service_ticket_comment', 'ticket'),
  // A category's tickets go to its team unless the requester names one.
  oneToMany('service_team', 'categories', 'service_category', 'default_team'),
];
