import type { ObjectInput, RelationshipInput } from '@atrium/core';
import { items } from '../crm/choices';
import { field, oneToMany, workflowWidgets } from './hcm-objects';

export const CYCLE_STATUSES = ['Planned', 'Open', 'Closed'] as const;
export const NOMINATION_STATUSES = ['Submitted', 'Approved', 'Rejected'] as const;
export const APPRAISAL_STATUSES = ['Draft', 'Submitted', 'Returned', 'Completed'] as const;
/** Closed stays a choice: records of version 1.1 may hold it. */
export const TALENT_REQUEST_STATUSES = ['Open', 'Approved', 'Rejected', 'Closed'] as const;

const readOnlyStatus = (values: readonly string[]) =>
  field('status', 'Status', 'singleSelect', { items: items(values), readOnly: true });
/** The approver of a manager step: the user of the employee's manager, set by the HCM step. */
const managerUser = () =>
  field('manager_user', 'Manager (approver)', 'numberField', { readOnly: true, disableNegative: true });

const rating = (name: string, label: string) =>
  field(name, label, 'numberField', { disableNegative: true, minNumber: 1, maxNumber: 5 });

/** An appraisal planning cycle: the period whose goals are set and rated. */
export const HCM_PLANNING_CYCLE: ObjectInput = {
  name: 'hcm_planning_cycle',
  display_name: 'Planning cycle',
  module: 'hcm',
  label_attribute: 'name',
  attributes: [
    field('name', 'Name', 'singleLine', { required: true }),
    field('start_date', 'Start', 'dateField', { required: true }),
    field('end_date', 'End', 'dateField', { required: true }),
    field('status', 'Status', 'singleSelect', { items: items(CYCLE_STATUSES) }),
  ],
};

/** One employee's appraisal in a cycle: goals, their own rating and their manager's (1 to 5). */
export const HCM_APPRAISAL: ObjectInput = {
  name: 'hcm_appraisal',
  display_name: 'Appraisal',
  module: 'hcm',
  label_attribute: 'title',
  attributes: [
    field('title', 'Title', 'singleLine', { required: true }),
    field('goals', 'Goals', 'multiLine'),
    rating('self_rating', 'Self rating'),
    rating('manager_rating', 'Manager rating'),
    readOnlyStatus(APPRAISAL_STATUSES),
    managerUser(),
    ...workflowWidgets('appraisal'),
  ],
};

export const HCM_TALENT: ObjectInput = {
  name: 'hcm_talent',
  display_name: 'Talent',
  module: 'hcm',
  label_attribute: 'skill',
  attributes: [
    field('skill', 'Skill', 'singleLine', { required: true }),
    field('level', 'Level', 'numberField', { disableNegative: true, minNumber: 1, maxNumber: 5 }),
  ],
};

export const HCM_TALENT_REQUEST: ObjectInput = {
  name: 'hcm_talent_request',
  display_name: 'Talent request',
  module: 'hcm',
  label_attribute: 'title',
  attributes: [
    field('title', 'Title', 'singleLine', { required: true }),
    field('skill', 'Skill', 'singleLine', { required: true }),
    field('details', 'Details', 'multiLine'),
    readOnlyStatus(TALENT_REQUEST_STATUSES),
    managerUser(),
    ...workflowWidgets('talentRequest'),
  ],
};

/** Noujoum (stars): a colleague nominates, the nominee's manager approves, the star shows on them. */
export const HCM_NOUJOUM: ObjectInput = {
  name: 'hcm_noujoum',
  display_name: 'Noujoum nomination',
  module: 'hcm',
  label_attribute: 'reason',
  attributes: [
    field('reason', 'Reason', 'singleLine', { required: true }),
    field('status', 'Status', 'singleSelect', { items: items(NOMINATION_STATUSES), readOnly: true }),
    field('manager_user', 'Manager (approver)', 'numberField', { readOnly: true, disableNegative: true }),
    ...workflowWidgets('noujoum'),
  ],
};

export const HCM_VALUE_POINT_REQUEST: ObjectInput = {
  name: 'hcm_value_point_request',
  display_name: 'Value point request',
  module: 'hcm',
  label_attribute: 'reason',
  attributes: [
    field('reason', 'Reason', 'singleLine', { required: true }),
    field('points', 'Points', 'numberField', { required: true, disableNegative: true }),
    readOnlyStatus(NOMINATION_STATUSES),
    managerUser(),
    ...workflowWidgets('valuePoints'),
  ],
};

export const HCM_TALENT_OBJECTS = [
  HCM_PLANNING_CYCLE,
  HCM_APPRAISAL,
  HCM_TALENT,
  HCM_TALENT_REQUEST,
  HCM_NOUJOUM,
  HCM_VALUE_POINT_REQUEST,
];

export const HCM_TALENT_RELATIONSHIPS: RelationshipInput[] = [
  oneToMany('hcm_planning_cycle', 'hcm_appraisal', 'appraisals', 'cycle', 'Cycle'),
  oneToMany('hcm_employee', 'hcm_appraisal', 'appraisals', 'employee', 'Employee'),
  oneToMany('hcm_employee', 'hcm_talent', 'talents', 'employee', 'Employee'),
  oneToMany('hcm_employee', 'hcm_talent_request', 'talent_requests', 'employee', 'Employee'),
  oneToMany('hcm_employee', 'hcm_noujoum', 'nominations', 'employee', 'Employee'),
  oneToMany('hcm_employee', 'hcm_value_point_request', 'value_point_requests', 'employee', 'Employee'),
];
