import { channels, NOTIFICATION_EVENT, type NotificationItem } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import type { PendingEvent } from '../records/write-pipeline/write-state';

/** What one notification says, and the record it is about (when any). */
export interface NotificationContent {
  kind: string;
  title: string;
  body: string;
  object: string | null;
  recordId: number | null;
}

type Row = {
  id: string | number;
  kind: string;
  title: string;
  body: string;
  object: string | null;
  record_id: string | number | null;
  read_at: Date | null;
  created_at: Date;
};

export function notificationItem(row: Row): NotificationItem {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    object: row.object,
    recordId: row.record_id === null ? null : Number(row.record_id),
    read: row.read_at !== null,
    at: row.created_at.toISOString(),
  };
}

/**
 * Keeps a notification for each person, inside the caller's transaction, and queues its live event on
 * the person's own channel (only their sockets hear it, after the commit).
 */
export async function storeNotifications(
  tx: Db,
  target: { orgId: number; userIds: readonly number[]; events: PendingEvent[] },
  content: NotificationContent,
): Promise<void> {
  const userIds = [...new Set(target.userIds)];
  if (userIds.length === 0) return;
  const rows = await tx
    .insertInto('notifications')
    .values(
      userIds.map((userId) => ({
        org_id: target.orgId,
        user_id: userId,
        kind: content.kind,
        title: content.title.slice(0, 500),
        body: content.body.slice(0, 4000),
        object: content.object,
        record_id: content.recordId,
      })),
    )
    .returning(['id', 'user_id', 'kind', 'title', 'body', 'object', 'record_id', 'read_at', 'created_at'])
    .execute();
  for (const row of rows)
    target.events.push({
      channel: channels.user(row.user_id),
      event: NOTIFICATION_EVENT,
      payload: { notification: notificationItem(row), orgId: target.orgId },
      audience: { kind: 'user', userId: row.user_id },
    });
}
