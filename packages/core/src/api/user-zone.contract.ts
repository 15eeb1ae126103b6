import { IDENTIFIER_PATTERN } from '../metadata/identifiers';
import { z } from './zod';

/** Issue 19 item 5: the user zone's My Activities and My Notifications calls. */

/** At most this many items per page of either list; the default when none is asked. */
export const USER_ZONE_PAGE_LIMIT = 50;
export const USER_ZONE_PAGE_DEFAULT = 20;

/** An opaque position in a newest-first list: the next page starts after it. */
export const cursorSchema = z
  .string()
  .regex(/^[0-9]{1,20}:[a-z]:[0-9]{1,20}$/, 'The cursor is not one this list gave.');

export const userZonePageQuerySchema = z.strictObject({
  cursor: cursorSchema.optional(),
  limit: z.coerce
    .number({ error: 'limit is a whole number.' })
    .int('limit is a whole number.')
    .min(1, 'limit is at least 1.')
    .max(USER_ZONE_PAGE_LIMIT, `limit is at most ${USER_ZONE_PAGE_LIMIT}.`)
    .default(USER_ZONE_PAGE_DEFAULT),
});
export type UserZonePageQuery = z.infer<typeof userZonePageQuerySchema>;

/** What I did or was given: a record created or changed, a workflow step I took, an approval asked of me. */
export type UserActivityKind =
  | 'created'
  | 'changed'
  | 'approved'
  | 'rejected'
  | 'decided'
  | 'triggered'
  | 'assigned';

export interface ActivityItem {
  /** Unique in the list (its source and id). */
  key: string;
  kind: UserActivityKind;
  object: string;
  recordId: number;
  recordLabel: string | null;
  /** The changed fields of a change, the step of a workflow entry. */
  detail: string;
  at: string;
}

export interface ActivityPage {
  data: ActivityItem[];
  /** Absent when there is nothing older. */
  nextCursor?: string;
}

export interface NotificationItem {
  id: number;
  kind: string;
  title: string;
  body: string;
  object: string | null;
  recordId: number | null;
  read: boolean;
  at: string;
}

export interface NotificationPage {
  data: NotificationItem[];
  nextCursor?: string;
  unread: number;
}

export interface UnreadAnswer {
  unread: number;
}

/** The user channel's event when a notification is kept for its reader. */
export const NOTIFICATION_EVENT = 'notification';

/** The field types a board can be grouped by: a status breadcrumb or a single select (issue 19 item 4). */
export const BOARD_GROUPING_TYPES: ReadonlySet<string> = new Set(['statusBreadcrumb', 'singleSelect']);

/** How a person last looked at an object's list: the grid or the board, and the board's grouping field. */
export const listViewPreferenceSchema = z.strictObject({
  view: z.enum(['grid', 'board'], { error: "view is 'grid' or 'board'." }),
  groupBy: z
    .string({ error: 'groupBy is the name of a status or single-select field, or null.' })
    .regex(IDENTIFIER_PATTERN, 'groupBy is the name of a status or single-select field, or null.')
    .nullable(),
});
export type ListViewPreference = z.infer<typeof listViewPreferenceSchema>;

export interface ListViewAnswer {
  /** Null until the person chooses: the object's default view applies. */
  preference: ListViewPreference | null;
}
