import type { WorkflowObjectShape } from '../compiled-workflow';

export const LEAVE_SHAPE: WorkflowObjectShape = {
  attributes: [
    { name: 'days', type: 'numberField' },
    { name: 'status', type: 'singleLine' },
    { name: 'manager', type: 'numberField' },
    { name: 'balance', type: 'numberField' },
    { name: 'start_date', type: 'dateField' },
    { name: 'reason', type: 'multiLine' },
  ],
};

export { daysAbove, leaveWorkflow } from '../../testing/workflow-fixtures';
