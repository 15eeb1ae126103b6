import { workflowDefinitionSchema } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import type { WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import { type NotificationContent, storeNotifications } from '../notifications/notifications.repository';
import type { PendingEvent } from '../records/write-pipeline/write-state';

/** The kept notification of an approval asked of someone: the workflow's and the step's labels. */
export async function approvalNotice(
  tx: Db,
  row: WorkflowInstanceRow,
  nodeId: string,
): Promise<NotificationContent> {
  const stored = await tx
    .selectFrom('workflow_definitions')
    .select('definition')
    .where('id', '=', row.definition_id)
    .executeTakeFirst();
  const definition = stored ? workflowDefinitionSchema.safeParse(stored.definition) : undefined;
  const workflow = definition?.success ? definition.data : undefined;
  const step = workflow?.nodes.find((node) => node.id === nodeId)?.label ?? nodeId;
  return {
    kind: 'approval',
    title: 'Your approval is requested',
    body: `${workflow?.label ?? row.workflow}: ${step}`,
    object: row.object,
    recordId: Number(row.record_id),
  };
}

/** The kept notification of a NOTIFY step: its subject and message, about the workflow's record. */
export function notifyNotice(
  row: WorkflowInstanceRow,
  effect: { subject: string; message: string },
): NotificationContent {
  return {
    kind: 'workflow',
    title: effect.subject,
    body: effect.message,
    object: row.object,
    recordId: Number(row.record_id),
  };
}

/** Keeps a notice for each person in the instance's organization, in the step's transaction. */
export async function keepNotice(
  ctx: { tx: Db; events: PendingEvent[] },
  row: WorkflowInstanceRow,
  userIds: readonly number[],
  content: NotificationContent,
): Promise<void> {
  await storeNotifications(ctx.tx, { orgId: row.org_id, userIds, events: ctx.events }, content);
}
