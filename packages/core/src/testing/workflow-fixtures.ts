import type { ConditionGroup } from '../rules/rule-types';
import type { WorkflowDefinition } from '../workflow/workflow-definition';

/**
 * Workflow definitions the tests of core and of the server share (`@atrium/core/testing`): one leave
 * approval, written once, on whichever object a test made for it.
 */

/** `days` compared with a number: the condition form the designer writes. */
export function daysAbove(limit: number, object = 'leaveRequest'): ConditionGroup {
  return {
    title: `More than ${limit} days`,
    evalPattern: 'ALL_AND',
    conditions: [
      {
        id: 1,
        operandLeft: {
          type: 'ATTRIBUTE',
          data: {
            object,
            key: 'record',
            attributeName: 'days',
            attributeType: 'numberField',
          },
        },
        operator: 'greaterThan',
        operandRight: { type: 'CONSTANTS', data: { dataType: 'NUMBER', input: limit } },
      },
    ],
  };
}

/**
 * Submit → manager approval → (more than 5 days: HR approval) → balance updated → end; a rejection
 * at either approval marks the request rejected.
 */
export function leaveWorkflow(object = 'leaveRequest'): WorkflowDefinition {
  return {
    name: 'leaveApproval',
    label: 'Leave approval',
    object,
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
        allowSelfApproval: false,
      },
      {
        id: 'book',
        label: 'Balance updated',
        kind: 'SET_FIELDS',
        values: {
          balance: { kind: 'expression', expression: 'balance - days' },
          status: { kind: 'value', value: 'approved' },
        },
      },
      {
        id: 'refuse',
        label: 'Rejected',
        kind: 'SET_FIELDS',
        values: { status: { kind: 'value', value: 'rejected' } },
      },
      { id: 'end', label: 'Done', kind: 'END' },
    ],
    transitions: [
      { id: 't1', from: 'submit', to: 'manager', on: 'done' },
      { id: 't2', from: 'manager', to: 'hr', on: 'approved', condition: daysAbove(5, object) },
      { id: 't3', from: 'manager', to: 'book', on: 'approved' },
      { id: 't4', from: 'manager', to: 'refuse', on: 'rejected' },
      { id: 't5', from: 'hr', to: 'book', on: 'approved' },
      { id: 't6', from: 'hr', to: 'refuse', on: 'rejected' },
      { id: 't7', from: 'book', to: 'end', on: 'done' },
      { id: 't8', from: 'refuse', to: 'end', on: 'done' },
    ],
  };
}
