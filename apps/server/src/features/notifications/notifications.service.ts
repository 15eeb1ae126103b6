import type { NotificationPage, UnreadAnswer, UserZonePageQuery } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { readableLabels } from '../workflow/workflow-record-labels';
import { notificationItem } from './notifications.repository';

/** A notification's cursor is its id: ids only grow, so newest first is id descending. */
const cursorOf = (id: number) => `0:n:${id}`;
const idOfCursor = (cursor: string) => Number(cursor.split(':')[2]);

async function unreadOf(tx: Db, auth: AuthContext): Promise<number> {
  const row = await tx
    .selectFrom('notifications')
    .select(sql<string>`count(*)`.as('count'))
    .where('org_id', '=', auth.orgId)
    .where('user_id', '=', auth.user.id)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The reader's notifications in the active organization, newest first. One about a record they may no
 * longer read keeps its title but loses the link: it told them something once, the record is not theirs.
 */
export async function listNotifications(
  db: Db,
  auth: AuthContext,
  query: UserZonePageQuery,
): Promise<NotificationPage> {
  const { rows, unread } = await withTenant(db, auth.orgId, async (tx) => {
    let select = tx
      .selectFrom('notifications')
      .selectAll()
      .where('org_id', '=', auth.orgId)
      .where('user_id', '=', auth.user.id)
      .orderBy('id', 'desc')
      .limit(query.limit + 1);
    if (query.cursor) select = select.where('id', '<', String(idOfCursor(query.cursor)));
    return { rows: await select.execute(), unread: await unreadOf(tx, auth) };
  });
  const page = rows.slice(0, query.limit).map(notificationItem);
  const refs = page.flatMap((item) =>
    item.object && item.recordId !== null ? [{ object: item.object, recordId: item.recordId }] : [],
  );
  const readable = refs.length > 0 ? await readableLabels(db, auth, refs) : new Map();
  const data = page.map((item) =>
    item.object && readable.has(`${item.object}:${item.recordId}`)
      ? item
      : { ...item, object: null, recordId: null },
  );
  const last = page.at(-1);
  return { data, unread, ...(rows.length > query.limit && last ? { nextCursor: cursorOf(last.id) } : {}) };
}

export async function unreadCount(db: Db, auth: AuthContext): Promise<UnreadAnswer> {
  return { unread: await withTenant(db, auth.orgId, (tx) => unreadOf(tx, auth)) };
}

/** Marks one of the reader's own notifications read; another person's is "not found", as if absent. */
export async function markRead(db: Db, auth: AuthContext, id: number): Promise<UnreadAnswer> {
  return withTenant(db, auth.orgId, async (tx) => {
    const found = await tx
      .updateTable('notifications')
      .set({ read_at: sql`coalesce(read_at, now())` })
      .where('id', '=', String(id))
      .where('org_id', '=', auth.orgId)
      .where('user_id', '=', auth.user.id)
      .returning('id')
      .executeTakeFirst();
    if (!found) throw new AppError('NOT_FOUND', `There is no notification with id ${id}.`);
    return { unread: await unreadOf(tx, auth) };
  });
}

export async function markAllRead(db: Db, auth: AuthContext): Promise<UnreadAnswer> {
  return withTenant(db, auth.orgId, async (tx) => {
    await tx
      .updateTable('notifications')
      .set({ read_at: sql`now()` })
      .where('org_id', '=', auth.orgId)
      .where('user_id', '=', auth.user.id)
      .where('read_at', 'is', null)
      .execute();
    return { unread: 0 };
  });
}
