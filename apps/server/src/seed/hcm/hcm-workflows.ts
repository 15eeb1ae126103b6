import type { ConditionGroup, WorkflowDefinition, WorkflowNode, WorkflowTransition } from '@atrium/core';
import {
  APPRAISAL_TRANSLATIONS,
  HR_REQUEST_TRANSLATIONS,
  LEAVE_TRANSLATIONS,
  NOUJOUM_TRANSLATIONS,
  TALENT_REQUEST_TRANSLATIONS,
  VALUE_POINTS_TRANSLATIONS,
} from './hcm-workflow-translations';

/** HR: holders of the HCM Staff role in the record's organization. */
const HR_ROLE = 'HCM Staff';

const setStatus = (id: string, label: string, value: string): WorkflowNode => ({
  id,
  label,
  kind: 'SET_FIELDS',
  values: { status: { kind: 'value', value } },
});

const tellStarter = (subject: string): WorkflowNode => ({
  id: 'tell',
  label: 'Employee told',
  kind: 'NOTIFY',
  recipients: [{ kind: 'starter' }],
  subject,
  message: 'Open the request to see the decision and its comments.',
  email: true,
});

const link = (id: string, from: string, to: string, on: string): WorkflowTransition => ({ id, from, to, on });

/** The manager step: the user the HCM step copies from the employee's manager into `manager_user`. */
const managerApproval: WorkflowNode = {
  id: 'manager',
  label: 'Manager approval',
  kind: 'APPROVAL',
  approvers: [{ kind: 'field', field: 'manager_user' }],
  policy: { kind: 'any' },
  allowSelfApproval: false,
};

/** A rule-engine condition: the record's `attribute` holds a value. */
const isSet = (object: string, attribute: string, type: string): ConditionGroup => ({
  title: `${attribute} is set`,
  evalPattern: 'ALL_AND',
  conditions: [
    {
      id: 1,
      operandLeft: {
        type: 'ATTRIBUTE',
        data: { object, key: 'record', attributeName: attribute, attributeType: type },
      },
      operator: 'isNotEmpty',
    },
  ],
});

/**
 * Leave request: the employee submits, their manager approves (the user the HCM step copies from the
 * employee's manager into `manager_user`), HR approves, the request is approved — which the HCM step
 * books on the balance — and the employee is told either way.
 */
export const LEAVE_WORKFLOW: WorkflowDefinition = {
  name: 'leaveRequest',
  label: 'Leave request',
  object: 'hcm_leave',
  start: { on: 'create' },
  startNode: 'submit',
  nodes: [
    { id: 'submit', label: 'Submit', kind: 'MANUAL_TRIGGER', name: 'submit' },
    setStatus('submitted', 'Submitted', 'Submitted'),
    {
      id: 'manager',
      label: 'Manager approval',
      kind: 'APPROVAL',
      approvers: [{ kind: 'field', field: 'manager_user' }],
      policy: { kind: 'any' },
      allowSelfApproval: false,
    },
    {
      id: 'hr',
      label: 'HR approval',
      kind: 'APPROVAL',
      approvers: [{ kind: 'role', role: HR_ROLE }],
      policy: { kind: 'any' },
      // The demo organization's one HR officer files requests too.
      allowSelfApproval: true,
    },
    setStatus('book', 'Balance updated', 'Approved'),
    setStatus('refuse', 'Rejected', 'Rejected'),
    tellStarter('Your leave request was decided'),
    { id: 'end', label: 'Done', kind: 'END' },
  ],
  transitions: [
    link('submitted', 'submit', 'submitted', 'done'),
    link('toManager', 'submitted', 'manager', 'done'),
    link('managerApproved', 'manager', 'hr', 'approved'),
    link('managerRejected', 'manager', 'refuse', 'rejected'),
    link('hrApproved', 'hr', 'book', 'approved'),
    link('hrRejected', 'hr', 'refuse', 'rejected'),
    link('booked', 'book', 'tell', 'done'),
    link('refused', 'refuse', 'tell', 'done'),
    link('told', 'tell', 'end', 'done'),
  ],
  translations: LEAVE_TRANSLATIONS,
};

/** HR request (letter, certificate, change of details): submitted, handled by HR, the employee told. */
export const HR_REQUEST_WORKFLOW: WorkflowDefinition = {
  name: 'hrRequest',
  label: 'HR request',
  object: 'hcm_request',
  start: { on: 'create' },
  startNode: 'submit',
  nodes: [
    { id: 'submit', label: 'Submit', kind: 'MANUAL_TRIGGER', name: 'submit' },
    setStatus('submitted', 'Submitted', 'Submitted'),
    {
      id: 'hr',
      label: 'HR handling',
      kind: 'APPROVAL',
      approvers: [{ kind: 'role', role: HR_ROLE }],
      policy: { kind: 'any' },
      allowSelfApproval: true,
    },
    setStatus('done', 'Done', 'Done'),
    setStatus('refuse', 'Rejected', 'Rejected'),
    tellStarter('Your HR request was handled'),
    { id: 'end', label: 'Closed', kind: 'END' },
  ],
  transitions: [
    link('submitted', 'submit', 'submitted', 'done'),
    link('toHr', 'submitted', 'hr', 'done'),
    link('handled', 'hr', 'done', 'approved'),
    link('declined', 'hr', 'refuse', 'rejected'),
    link('doneTell', 'done', 'tell', 'done'),
    link('refusedTell', 'refuse', 'tell', 'done'),
    link('told', 'tell', 'end', 'done'),
  ],
  translations: HR_REQUEST_TRANSLATIONS,
};

/** Noujoum: a colleague nominates, the nominee's manager approves, the star is added (HCM step). */
export const NOUJOUM_WORKFLOW: WorkflowDefinition = {
  name: 'noujoum',
  label: 'Noujoum nomination',
  object: 'hcm_noujoum',
  start: { on: 'create' },
  startNode: 'submitted',
  nodes: [
    setStatus('submitted', 'Submitted', 'Submitted'),
    {
      id: 'manager',
      label: 'Manager approval',
      kind: 'APPROVAL',
      approvers: [{ kind: 'field', field: 'manager_user' }],
      policy: { kind: 'any' },
      allowSelfApproval: false,
    },
    setStatus('approved', 'Star awarded', 'Approved'),
    setStatus('refuse', 'Rejected', 'Rejected'),
    { id: 'end', label: 'Done', kind: 'END' },
  ],
  transitions: [
    link('toManager', 'submitted', 'manager', 'done'),
    link('managerApproved', 'manager', 'approved', 'approved'),
    link('managerRejected', 'manager', 'refuse', 'rejected'),
    link('awarded', 'approved', 'end', 'done'),
    link('refused', 'refuse', 'end', 'done'),
  ],
  translations: NOUJOUM_TRANSLATIONS,
};

/**
 * Appraisal: the employee gives their self rating and submits it (the button is refused, with the
 * reason, while the self rating is empty), then their manager gives the manager rating and approves;
 * a rejection returns it to the employee.
 */
export const APPRAISAL_WORKFLOW: WorkflowDefinition = {
  name: 'appraisal',
  label: 'Appraisal',
  object: 'hcm_appraisal',
  start: { on: 'create' },
  startNode: 'draft',
  nodes: [
    setStatus('draft', 'Self rating', 'Draft'),
    {
      id: 'submit',
      label: 'Submit self rating',
      kind: 'MANUAL_TRIGGER',
      name: 'submit',
      requires: {
        condition: isSet('hcm_appraisal', 'self_rating', 'numberField'),
        message: 'Give your self rating (1 to 5) before you submit the appraisal.',
      },
    },
    setStatus('submitted', 'Submitted', 'Submitted'),
    managerApproval,
    setStatus('completed', 'Completed', 'Completed'),
    setStatus('returned', 'Returned to the employee', 'Returned'),
    tellStarter('Your appraisal was completed'),
    { id: 'end', label: 'Done', kind: 'END' },
  ],
  transitions: [
    link('started', 'draft', 'submit', 'done'),
    link('rated', 'submit', 'submitted', 'done'),
    link('toManager', 'submitted', 'manager', 'done'),
    link('managerApproved', 'manager', 'completed', 'approved'),
    link('managerRejected', 'manager', 'returned', 'rejected'),
    link('backToEmployee', 'returned', 'submit', 'done'),
    link('completedTell', 'completed', 'tell', 'done'),
    link('told', 'tell', 'end', 'done'),
  ],
  translations: APPRAISAL_TRANSLATIONS,
};

/** Talent request: open on create, the manager approves, then HR; the requester is told either way. */
export const TALENT_REQUEST_WORKFLOW: WorkflowDefinition = {
  name: 'talentRequest',
  label: 'Talent request',
  object: 'hcm_talent_request',
  start: { on: 'create' },
  startNode: 'open',
  nodes: [
    setStatus('open', 'Open', 'Open'),
    managerApproval,
    {
      id: 'hr',
      label: 'HR approval',
      kind: 'APPROVAL',
      approvers: [{ kind: 'role', role: HR_ROLE }],
      policy: { kind: 'any' },
      allowSelfApproval: true,
    },
    setStatus('approved', 'Approved', 'Approved'),
    setStatus('refuse', 'Rejected', 'Rejected'),
    { ...tellStarter('Your talent request was decided'), label: 'Requester told' },
    { id: 'end', label: 'Done', kind: 'END' },
  ],
  transitions: [
    link('toManager', 'open', 'manager', 'done'),
    link('managerApproved', 'manager', 'hr', 'approved'),
    link('managerRejected', 'manager', 'refuse', 'rejected'),
    link('hrApproved', 'hr', 'approved', 'approved'),
    link('hrRejected', 'hr', 'refuse', 'rejected'),
    link('approvedTell', 'approved', 'tell', 'done'),
    link('refusedTell', 'refuse', 'tell', 'done'),
    link('told', 'tell', 'end', 'done'),
  ],
  translations: TALENT_REQUEST_TRANSLATIONS,
};

/** Value points: the employee's manager approves, the points are added to the employee (HCM step). */
export const VALUE_POINTS_WORKFLOW: WorkflowDefinition = {
  name: 'valuePoints',
  label: 'Value point request',
  object: 'hcm_value_point_request',
  start: { on: 'create' },
  startNode: 'submitted',
  nodes: [
    setStatus('submitted', 'Submitted', 'Submitted'),
    managerApproval,
    setStatus('approved', 'Points added', 'Approved'),
    setStatus('refuse', 'Rejected', 'Rejected'),
    { id: 'end', label: 'Done', kind: 'END' },
  ],
  transitions: [
    link('toManager', 'submitted', 'manager', 'done'),
    link('managerApproved', 'manager', 'approved', 'approved'),
    link('managerRejected', 'manager', 'refuse', 'rejected'),
    link('added', 'approved', 'end', 'done'),
    link('refused', 'refuse', 'end', 'done'),
  ],
  translations: VALUE_POINTS_TRANSLATIONS,
};

export const HCM_WORKFLOWS = [
  LEAVE_WORKFLOW,
  HR_REQUEST_WORKFLOW,
  NOUJOUM_WORKFLOW,
  APPRAISAL_WORKFLOW,
  TALENT_REQUEST_WORKFLOW,
  VALUE_POINTS_WORKFLOW,
];
