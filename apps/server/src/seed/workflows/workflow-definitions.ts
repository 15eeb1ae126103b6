import type { ConditionGroup, WorkflowDefinition } from '@atrium/core';

/**
 * Leave request (HCM): the employee submits, the manager named on the request approves, HR (a holder
 * of the HCM Staff role) approves, and the balance is updated. The demo organization has one HR
 * officer, who also files the walk-through request, so HR may approve their own.
 */
export const LEAVE_WORKFLOW: WorkflowDefinition = {
  name: 'leaveRequest',
  label: 'Leave request',
  object: 'hcm_leave',
  start: { on: 'create' },
  startNode: 'submit',
  nodes: [
    { id: 'submit', label: 'Submit', kind: 'MANUAL_TRIGGER', name: 'submit' },
    {
      id: 'manager',
      label: 'Manager approval',
      kind: 'APPROVAL',
      approvers: [{ kind: 'field', field: 'manager' }],
      policy: { kind: 'any' },
      allowSelfApproval: false,
    },
    {
      id: 'hr',
      label: 'HR approval',
      kind: 'APPROVAL',
      approvers: [{ kind: 'role', role: 'HCM Staff' }],
      policy: { kind: 'any' },
      allowSelfApproval: true,
    },
    {
      id: 'book',
      label: 'Balance updated',
      kind: 'SET_FIELDS',
      values: {
        balance: { kind: 'expression', expression: 'balance - days' },
        status: { kind: 'value', value: 'Approved' },
      },
    },
    {
      id: 'refuse',
      label: 'Rejected',
      kind: 'SET_FIELDS',
      values: { status: { kind: 'value', value: 'Rejected' } },
    },
    {
      id: 'tell',
      label: 'Employee told',
      kind: 'NOTIFY',
      recipients: [{ kind: 'starter' }],
      subject: 'Your leave request was decided',
      message: 'Open the request to see the decision and its comments.',
      email: true,
    },
    { id: 'end', label: 'Done', kind: 'END' },
  ],
  transitions: [
    { id: 'submitted', from: 'submit', to: 'manager', on: 'done' },
    { id: 'managerApproved', from: 'manager', to: 'hr', on: 'approved' },
    { id: 'managerRejected', from: 'manager', to: 'refuse', on: 'rejected' },
    { id: 'hrApproved', from: 'hr', to: 'book', on: 'approved' },
    { id: 'hrRejected', from: 'hr', to: 'refuse', on: 'rejected' },
    { id: 'booked', from: 'book', to: 'tell', on: 'done' },
    { id: 'refused', from: 'refuse', to: 'tell', on: 'done' },
    { id: 'told', from: 'tell', to: 'end', on: 'done' },
  ],
};

const priorityOne: ConditionGroup = {
  title: 'Priority one',
  evalPattern: 'ALL_AND',
  conditions: [
    {
      id: 1,
      operandLeft: {
        type: 'ATTRIBUTE',
        data: {
          object: 'service_ticket',
          key: 'record',
          attributeName: 'priority',
          attributeType: 'singleSelect',
        },
      },
      operator: 'is',
      operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'P1' } },
    },
  ],
};

/**
 * Service ticket: new → triage (assign, or reject with a reason) → assigned → resolved; closing a
 * priority-one ticket needs an administrator's approval, and a refusal sends it back to work.
 */
export const TICKET_WORKFLOW: WorkflowDefinition = {
  name: 'serviceTicket',
  label: 'Service ticket',
  object: 'service_ticket',
  start: { on: 'create' },
  startNode: 'new',
  nodes: [
    { id: 'new', label: 'New', kind: 'SET_FIELDS', values: { status: { kind: 'value', value: 'New' } } },
    {
      id: 'triage',
      label: 'Triage',
      kind: 'DECISION',
      options: [
        { name: 'assign', label: 'Assign' },
        { name: 'reject', label: 'Reject', input: { prompt: 'Why is it rejected?', required: true } },
      ],
    },
    {
      id: 'assigned',
      label: 'Assigned',
      kind: 'SET_FIELDS',
      values: { status: { kind: 'value', value: 'Assigned' } },
    },
    { id: 'work', label: 'Resolve', kind: 'MANUAL_TRIGGER', name: 'resolve' },
    {
      id: 'closure',
      label: 'Priority-one closure approval',
      kind: 'APPROVAL',
      approvers: [{ kind: 'role', role: 'Administrator' }],
      policy: { kind: 'any' },
      allowSelfApproval: false,
    },
    {
      id: 'resolved',
      label: 'Resolved',
      kind: 'SET_FIELDS',
      values: { status: { kind: 'value', value: 'Resolved' } },
    },
    {
      id: 'rejected',
      label: 'Rejected',
      kind: 'SET_FIELDS',
      values: { status: { kind: 'value', value: 'Rejected' } },
    },
    { id: 'end', label: 'Closed', kind: 'END' },
  ],
  transitions: [
    { id: 'created', from: 'new', to: 'triage', on: 'done' },
    { id: 'toAssigned', from: 'triage', to: 'assigned', on: 'assign' },
    { id: 'toRejected', from: 'triage', to: 'rejected', on: 'reject' },
    { id: 'toWork', from: 'assigned', to: 'work', on: 'done' },
    {
      id: 'needsApproval',
      from: 'work',
      to: 'closure',
      on: 'done',
      label: 'Priority one',
      condition: priorityOne,
    },
    { id: 'closeDirectly', from: 'work', to: 'resolved', on: 'done' },
    { id: 'closureApproved', from: 'closure', to: 'resolved', on: 'approved' },
    { id: 'closureRefused', from: 'closure', to: 'work', on: 'rejected' },
    { id: 'closed', from: 'resolved', to: 'end', on: 'done' },
    { id: 'closedRejected', from: 'rejected', to: 'end', on: 'done' },
  ],
};
