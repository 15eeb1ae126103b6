import type { WorkflowDefinition } from '@atrium/core';
import { leaveWorkflow } from '@atrium/core/testing';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/platform/db/database';
import { apiCall } from './sign-in';

/** A leave request object for workflow tests, with its permissions granted to the demo roles. */
export async function createLeaveObject(app: FastifyInstance, db: Db, adminToken: string): Promise<void> {
  const created = await apiCall(app, 'POST', 'administration/creator/objects', adminToken, {
    name: 'leave_request',
    display_name: 'Leave request',
    module: 'hcm',
    label_attribute: 'reason',
    attributes: [
      { name: 'reason', label: 'Reason', type: 'singleLine' },
      { name: 'days', label: 'Days', type: 'numberField' },
      { name: 'manager', label: 'Manager', type: 'numberField' },
      { name: 'balance', label: 'Balance', type: 'numberField' },
      { name: 'status', label: 'Status', type: 'singleLine' },
    ],
  });
  if (created.statusCode !== 201) throw new Error(`leave_request: ${created.body}`);
  const full = ['leaveRequest:view', 'leaveRequest:create', 'leaveRequest:edit'];
  const grants: Record<string, string[]> = {
    Administrator: full,
    'HCM Staff': full,
    'CRM Staff': ['leaveRequest:view'],
  };
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  for (const role of roles) {
    for (const permission of grants[role.name] ?? []) {
      await db.insertInto('role_permissions').values({ role_id: role.id, permission }).execute();
    }
  }
}

/** Submit → the manager (a user field) → more than five days: HR (a role) → balance booked. */
export function leaveApproval(): WorkflowDefinition {
  return leaveWorkflow('leave_request');
}

/** Started by hand: a review decision, one option of which asks why. */
export function leaveReview(): WorkflowDefinition {
  return {
    name: 'leaveReview',
    label: 'Leave review',
    object: 'leave_request',
    start: { on: 'manual' },
    startNode: 'check',
    nodes: [
      {
        id: 'check',
        label: 'Check',
        kind: 'DECISION',
        options: [
          { name: 'fine', label: 'Fine' },
          { name: 'query', label: 'Query', input: { prompt: 'What is unclear?', required: true } },
        ],
      },
      { id: 'end', label: 'End', kind: 'END' },
    ],
    transitions: [
      { id: 'a', from: 'check', to: 'end', on: 'fine' },
      { id: 'b', from: 'check', to: 'end', on: 'query' },
    ],
  };
}

/** Started by hand: waits five minutes, then notes it. */
export function leaveCooldown(): WorkflowDefinition {
  return {
    name: 'leaveCooldown',
    label: 'Cool-down',
    object: 'leave_request',
    start: { on: 'manual' },
    startNode: 'wait',
    nodes: [
      { id: 'wait', label: 'Wait', kind: 'WAIT', until: { kind: 'duration', minutes: 5 } },
      {
        id: 'note',
        label: 'Note',
        kind: 'SET_FIELDS',
        values: { reason: { kind: 'value', value: 'cooled down' } },
      },
      { id: 'end', label: 'End', kind: 'END' },
    ],
    transitions: [
      { id: 'a', from: 'wait', to: 'note', on: 'done' },
      { id: 'b', from: 'note', to: 'end', on: 'done' },
    ],
  };
}
