import { workflowDefinitionSchema } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import type { WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import type { NotificationContent } from '../notifications/notifications.repository';

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
