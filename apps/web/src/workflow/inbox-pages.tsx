import { WorkflowInboxPage } from './WorkflowInboxPage';

export const MyApprovalsPage = () => <WorkflowInboxPage scope="approvals" />;
export const MyTaskAssignmentsPage = () => <WorkflowInboxPage scope="tasks" />;
export const MyAssignmentsPage = () => <WorkflowInboxPage scope="mine" />;
export const MyTeamAssignmentsPage = () => <WorkflowInboxPage scope="team" />;
