import {
  isLocale,
  type Locale,
  type WorkflowDefinition,
  workflowDefinitionSchema,
  workflowLabel,
  workflowTranslationKey,
} from '@atrium/core';
import type { Db } from '../../platform/db/database';
import type { WorkflowInstanceRow } from '../../platform/db/workflow-schema';
import { type NotificationContent, storeNotifications } from '../notifications/notifications.repository';
import type { PendingEvent } from '../records/write-pipeline/write-state';

/** The approval notice's title in each shipped language; the body is the workflow's own labels. */
const APPROVAL_TITLE: Record<Locale, string> = {
  en: 'Your approval is requested',
  ar: 'مطلوب موافقتك',
  hi: 'आपकी स्वीकृति का अनुरोध है',
  ur: 'آپ کی منظوری درکار ہے',
};

/**
 * The kept notification of an approval asked of someone, in their language: the workflow's and the
 * step's labels (translated where the definition has them), English where it has not.
 */
export function approvalNotice(
  row: WorkflowInstanceRow,
  workflow: WorkflowDefinition | undefined,
  step: { nodeId: string; locale: string },
): NotificationContent {
  const { translations } = workflow ?? {};
  const node = workflow?.nodes.find((candidate) => candidate.id === step.nodeId);
  const label = workflowLabel(
    translations,
    step.locale,
    workflowTranslationKey.label,
    workflow?.label ?? row.workflow,
  );
  const stepLabel = workflowLabel(
    translations,
    step.locale,
    workflowTranslationKey.node(step.nodeId),
    node?.label ?? step.nodeId,
  );
  return {
    kind: 'approval',
    title: APPROVAL_TITLE[isLocale(step.locale) ? step.locale : 'en'],
    body: `${label}: ${stepLabel}`,
    object: row.object,
    recordId: Number(row.record_id),
  };
}

/** Keeps the approval notices of the people asked, each group in its language. */
export async function keepApprovalNotices(
  ctx: { tx: Db; events: PendingEvent[] },
  row: WorkflowInstanceRow,
  userIds: readonly number[],
  nodeId: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const stored = await ctx.tx
    .selectFrom('workflow_definitions')
    .select('definition')
    .where('id', '=', row.definition_id)
    .executeTakeFirst();
  const parsed = stored ? workflowDefinitionSchema.safeParse(stored.definition) : undefined;
  const workflow = parsed?.success ? parsed.data : undefined;
  const people = await ctx.tx
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('id', 'in', userIds)
    .execute();
  // Someone whose account cannot be read here (or has no language) is told in English.
  const localeOf = new Map(people.map((person) => [person.id, person.locale]));
  const byLocale = new Map<string, number[]>();
  for (const id of userIds) {
    const locale = localeOf.get(id) ?? 'en';
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), id]);
  }
  for (const [locale, ids] of byLocale)
    await keepNotice(ctx, row, ids, approvalNotice(row, workflow, { nodeId, locale }));
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
