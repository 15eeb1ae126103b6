import type { WorkflowAssignmentScope } from '@atrium/core';

/** The navigation entries that list what waits for people, and the list each shows. */
export const INBOX_SCOPES: Readonly<Record<string, WorkflowAssignmentScope>> = {
  '/hcm/my-approvals': 'approvals',
  '/servicedesk/my-task-assignments': 'tasks',
  '/servicedesk/my-assignments': 'mine',
  '/servicedesk/my-team-assignments': 'team',
};
