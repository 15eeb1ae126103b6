import type { ConditionGroup, WorkflowDefinition } from '@atrium/core';
import { TICKET_TRANSLATIONS } from './ticket-workflow-translations';

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
 * Service ticket (the service desk package's): new → triage by the team lead (assign, or reject with
 * a reason) → assigned → resolved by the agent, who may first wait on the requester (Pending, the SLA
 * clocks paused) until they answer; closing a priority-one ticket needs a service desk team
 * lead's approval, and a refusal sends it back to work. The ticket step keeps the SLA clocks as the
 * status moves.
 */
export const TICKET_WORKFLOW: WorkflowDefinition = {
  name: 'serviceTicket',
  label: 'Service ticket',
  object: 'service_ticket',
  start: { on: 'create' },
  // The ticket step makes a raised ticket New; the requester may not edit tickets, so no step sets it.
  startNode: 'triage',
  nodes: [
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
    {
      id: 'work',
      label: 'Resolve',
      kind: 'DECISION',
      options: [
        { name: 'resolve', label: 'Resolve' },
        { name: 'wait', label: 'Wait on the requester' },
      ],
    },
    {
      id: 'pending',
      label: 'Waiting on the requester',
      kind: 'SET_FIELDS',
      values: { status: { kind: 'value', value: 'Pending' } },
    },
    { id: 'waiting', label: 'Requester answered', kind: 'MANUAL_TRIGGER', name: 'resume' },
    {
      id: 'closure',
      label: 'Priority-one closure approval',
      kind: 'APPROVAL',
      approvers: [{ kind: 'role', role: 'Service Desk Team Lead' }],
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
    { id: 'toAssigned', from: 'triage', to: 'assigned', on: 'assign' },
    { id: 'toRejected', from: 'triage', to: 'rejected', on: 'reject' },
    { id: 'toWork', from: 'assigned', to: 'work', on: 'done' },
    {
      id: 'needsApproval',
      from: 'work',
      to: 'closure',
      on: 'resolve',
      label: 'Priority one',
      condition: priorityOne,
    },
    { id: 'closeDirectly', from: 'work', to: 'resolved', on: 'resolve' },
    // Waiting on the requester pauses the SLA clocks (the ticket step); their answer resumes them.
    { id: 'toPending', from: 'work', to: 'pending', on: 'wait' },
    { id: 'toWaiting', from: 'pending', to: 'waiting', on: 'done' },
    { id: 'resumed', from: 'waiting', to: 'assigned', on: 'done' },
    { id: 'closureApproved', from: 'closure', to: 'resolved', on: 'approved' },
    { id: 'closureRefused', from: 'closure', to: 'work', on: 'rejected' },
    { id: 'closed', from: 'resolved', to: 'end', on: 'done' },
    { id: 'closedRejected', from: 'rejected', to: 'end', on: 'done' },
  ],
  translations: TICKET_TRANSLATIONS,
};
