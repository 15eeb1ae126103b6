import type { ObjectInput, RelationshipInput } from '@atrium/core';
import { items } from '../crm/choices';
import { translatedOptions } from './hcm-labels';

type HcmAttribute = NonNullable<ObjectInput['attributes']>[number];

/** An attribute with its label (and choices) translated. */
export function field(
  name: string,
  label: string,
  type: string,
  options: Record<string, unknown> = {},
): HcmAttribute {
  return { name, label, type, options: translatedOptions(label, options) } as HcmAttribute;
}

export const LEAVE_STATUSES = ['Draft', 'Submitted', 'Approved', 'Rejected'] as const;
export const REQUEST_KINDS = ['Letter', 'Certificate', 'Change of details'] as const;
export const REQUEST_STATUSES = ['Draft', 'Submitted', 'Done', 'Rejected'] as const;

/**
 * The widgets of an object's workflow (spec 001 §3.4), naming it by name; the installer stores the
 * published definition's id (decision 0022).
 */
export function workflowWidgets(workflowId: string): HcmAttribute[] {
  return [
    field('workflow_status', 'Workflow status', 'workflowStatusSummary', { workflowId }),
    field('workflow_actions', 'Workflow actions', 'workflowActionsButtons', { workflowId }),
    field('workflow_timeline', 'Workflow timeline', 'workflowTimeline', { workflowId }),
  ];
}
export const WORKFLOW_WIDGET_NAMES = workflowWidgets('-').map((attribute) => attribute.name);

const status = (values: readonly string[]) =>
  field('status', 'Status', 'singleSelect', { items: items(values), readOnly: true });

/** The people: who they are, where they sit, whom they report to and the account they sign in with. */
export const HCM_EMPLOYEE: ObjectInput = {
  name: 'hcm_employee',
  display_name: 'Employee',
  module: 'hcm',
  label_attribute: 'full_name',
  attributes: [
    field('full_name', 'Full name', 'singleLine', { required: true }),
    field('employee_number', 'Employee number', 'singleLine'),
    field('job_title', 'Job title', 'singleLine'),
    // The person's sign-in account; the HCM step resolves it to `user_id` among the organization's members.
    field('account_email', 'User account (e-mail)', 'email'),
    field('user_id', 'User id', 'numberField', { readOnly: true, disableNegative: true }),
    field('organization', 'Organization', 'singleLine'),
    field('hire_date', 'Hire date', 'dateField'),
    // Added by approved Noujoum nominations (the HCM step); shown as a star badge on the employee.
    field('stars', 'Stars', 'numberField', { readOnly: true, disableNegative: true, shownAs: 'stars' }),
    // Added by approved value point requests (the HCM step).
    field('value_points', 'Value points', 'numberField', { readOnly: true, disableNegative: true }),
    field('photo', 'Photo', 'multipleFileUpload'),
    field('documents', 'Documents', 'multipleFileUploads'),
  ],
};

export const HCM_DEPARTMENT: ObjectInput = {
  name: 'hcm_department',
  display_name: 'Department',
  module: 'hcm',
  label_attribute: 'name',
  attributes: [field('name', 'Name', 'singleLine', { required: true }), field('code', 'Code', 'singleLine')],
};

export const HCM_GRADE: ObjectInput = {
  name: 'hcm_grade',
  display_name: 'Grade',
  module: 'hcm',
  label_attribute: 'name',
  attributes: [
    field('name', 'Name', 'singleLine', { required: true }),
    field('level', 'Level', 'numberField', { disableNegative: true }),
  ],
};

export const HCM_LEAVE_TYPE: ObjectInput = {
  name: 'hcm_leave_type',
  display_name: 'Leave type',
  module: 'hcm',
  label_attribute: 'name',
  attributes: [
    field('name', 'Name', 'singleLine', { required: true }),
    field('annual_days', 'Days per year', 'numberField', { disableNegative: true }),
    field('paid', 'Paid', 'checkbox'),
  ],
};

export const HCM_HOLIDAY: ObjectInput = {
  name: 'hcm_holiday',
  display_name: 'Holiday',
  module: 'hcm',
  label_attribute: 'name',
  attributes: [
    field('name', 'Name', 'singleLine', { required: true }),
    field('date', 'Date', 'dateField', { required: true }),
  ],
};

/** An employee's days of one leave type in one year; approved requests add to the days taken. */
export const HCM_LEAVE_BALANCE: ObjectInput = {
  name: 'hcm_leave_balance',
  display_name: 'Leave balance',
  module: 'hcm',
  label_attribute: 'title',
  attributes: [
    field('title', 'Title', 'singleLine', { required: true }),
    field('year', 'Year', 'numberField', { required: true, disableNegative: true }),
    field('entitled', 'Days entitled', 'numberField', { required: true, disableNegative: true }),
    field('taken', 'Days taken', 'numberField', { disableNegative: true }),
  ],
};

/** A leave request: the days are counted by the HCM step (weekdays that are not holidays). */
export const HCM_LEAVE: ObjectInput = {
  name: 'hcm_leave',
  display_name: 'Leave request',
  module: 'hcm',
  label_attribute: 'reason',
  attributes: [
    field('reason', 'Reason', 'singleLine', { required: true }),
    field('start_date', 'From', 'dateField', { required: true }),
    field('end_date', 'To', 'dateField', { required: true }),
    field('days', 'Days', 'numberField', { readOnly: true, disableNegative: true }),
    status(LEAVE_STATUSES),
    // The approver of the manager step: the user of the employee's manager, set by the HCM step.
    field('manager_user', 'Manager (approver)', 'numberField', { readOnly: true, disableNegative: true }),
    ...workflowWidgets('leaveRequest'),
  ],
};

/** An HR request: a letter, a certificate or a change of the employee's details. */
export const HCM_REQUEST: ObjectInput = {
  name: 'hcm_request',
  display_name: 'HR request',
  module: 'hcm',
  label_attribute: 'subject',
  attributes: [
    field('subject', 'Subject', 'singleLine', { required: true }),
    field('kind', 'Kind', 'singleSelect', { items: items(REQUEST_KINDS), required: true }),
    field('details', 'Details', 'multiLine'),
    status(REQUEST_STATUSES),
    ...workflowWidgets('hrRequest'),
  ],
};

/** A one-to-many relationship whose child field is `{reverse}_id`. */
export const oneToMany = (
  parent: string,
  child: string,
  name: string,
  reverse: string,
  label: string,
): RelationshipInput => ({
  name,
  type: 'OneToMany',
  parent_object: parent,
  child_object: child,
  reverse_name: reverse,
  foreign_key: `${reverse}_id`,
  field_label: label,
});

export const HCM_CORE_OBJECTS = [
  HCM_DEPARTMENT,
  HCM_GRADE,
  HCM_LEAVE_TYPE,
  HCM_HOLIDAY,
  HCM_EMPLOYEE,
  HCM_LEAVE_BALANCE,
  HCM_LEAVE,
  HCM_REQUEST,
];

export const HCM_CORE_RELATIONSHIPS: RelationshipInput[] = [
  oneToMany('hcm_department', 'hcm_employee', 'employees', 'department', 'Department'),
  oneToMany('hcm_grade', 'hcm_employee', 'employees', 'grade', 'Grade'),
  oneToMany('hcm_employee', 'hcm_employee', 'reports', 'manager', 'Manager'),
  oneToMany('hcm_employee', 'hcm_leave_balance', 'leave_balances', 'employee', 'Employee'),
  oneToMany('hcm_leave_type', 'hcm_leave_balance', 'balances', 'leave_type', 'Leave type'),
  oneToMany('hcm_employee', 'hcm_leave', 'leave_requests', 'employee', 'Employee'),
  oneToMany('hcm_leave_type', 'hcm_leave', 'leave_requests', 'leave_type', 'Leave type'),
  oneToMany('hcm_employee', 'hcm_request', 'hr_requests', 'employee', 'Employee'),
];
