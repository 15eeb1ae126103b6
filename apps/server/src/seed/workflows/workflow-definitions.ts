import type { WorkflowDefinition } from '@atrium/core';

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
