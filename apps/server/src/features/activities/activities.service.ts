import type { ActivityItem, ActivityPage, UserActivityKind, UserZonePageQuery } from '@atrium/core';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { readableLabels } from '../workflow/workflow-record-labels';
import { cursorOf, mergePage, type Position, parseCursor, sourceBound } from './activity-cursor';

/** Rounds of reading before a page is answered short: rows on unreadable records are skipped. */
const MAX_ROUNDS = 5;

interface Row extends Position {
  kind: UserActivityKind;
  object: string;
  recordId: number;
  detail: string;
  at: Date;
}

type Raw = {
  id: string | number;
  micros: string | number;
  object: string;
  record_id: string | number;
  kind: string;
  detail: unknown;
  created_at: Date;
};

const micros = (table: string) =>
  sql<string>`(extract(epoch from ${sql.ref(`${table}.created_at`)}) * 1000000)::bigint`;

/** The SQL form of `sourceBound`: rows of this source after the cursor. */
function after(table: string, source: string, cursor: Position | undefined): Expression<SqlBool> {
  const bound = sourceBound(source, cursor);
  if (!bound) return sql<SqlBool>`true`;
  const time = micros(table);
  const value = String(bound.micros);
  if (bound.sameTime === 'all') return sql<SqlBool>`${time} <= ${value}::bigint`;
  if (bound.sameTime === 'none') return sql<SqlBool>`${time} < ${value}::bigint`;
  return sql<SqlBool>`(${time} < ${value}::bigint or (${time} = ${value}::bigint and ${sql.ref(`${table}.id`)} < ${String(bound.sameTime.idBelow)}::bigint))`;
}

const HISTORY_KINDS: Record<string, UserActivityKind> = { created: 'created' };
const TIMELINE_KINDS: Record<string, UserActivityKind> = {
  approved: 'approved',
  rejected: 'rejected',
  decided: 'decided',
  triggered: 'triggered',
};

function rowOf(source: string, raw: Raw, kind: UserActivityKind, detail: string): Row {
  return {
    micros: BigInt(raw.micros),
    source,
    id: BigInt(raw.id),
    kind,
    object: raw.object,
    recordId: Number(raw.record_id),
    detail,
    at: raw.created_at,
  };
}

/** One round: up to `limit + 1` rows of each source after the cursor, in the organization's transaction. */
async function readSources(tx: Db, auth: AuthContext, cursor: Position | undefined, limit: number) {
  const me = auth.user.id;
  const history = (await tx
    .selectFrom('record_history as h')
    .select(['h.id', 'h.object', 'h.record_id', 'h.action as kind', 'h.changes as detail', 'h.created_at'])
    .select(micros('h').as('micros'))
    .where('h.org_id', '=', auth.orgId)
    .where('h.user_id', '=', me)
    .where('h.action', '!=', 'deleted')
    .where(after('h', 'h', cursor))
    .orderBy(micros('h'), 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit + 1)
    .execute()) as Raw[];
  const timeline = (await tx
    .selectFrom('workflow_timeline as t')
    .innerJoin('workflow_instances as i', 'i.id', 't.instance_id')
    .select(['t.id', 'i.object', 'i.record_id', 't.kind', 't.message as detail', 't.created_at'])
    .select(micros('t').as('micros'))
    .where('t.org_id', '=', auth.orgId)
    .where('t.actor_id', '=', me)
    .where('t.kind', 'in', Object.keys(TIMELINE_KINDS))
    .where(after('t', 't', cursor))
    .orderBy(micros('t'), 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit + 1)
    .execute()) as Raw[];
  const approvals = (await tx
    .selectFrom('workflow_approvals as a')
    .innerJoin('workflow_instances as i', 'i.id', 'a.instance_id')
    .select(['a.id', 'i.object', 'i.record_id', 'i.workflow as kind', 'a.node_id as detail', 'a.created_at'])
    .select(micros('a').as('micros'))
    .where('a.org_id', '=', auth.orgId)
    .where('a.approver_id', '=', me)
    .where(after('a', 'a', cursor))
    .orderBy(micros('a'), 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute()) as Raw[];
  return [
    history.map((raw) =>
      rowOf(
        'h',
        raw,
        HISTORY_KINDS[raw.kind] ?? 'changed',
        raw.kind === 'updated' && raw.detail && typeof raw.detail === 'object'
          ? Object.keys(raw.detail).join(', ')
          : raw.kind,
      ),
    ),
    timeline.map((raw) => rowOf('t', raw, TIMELINE_KINDS[raw.kind] ?? 'decided', String(raw.detail))),
    approvals.map((raw) => rowOf('a', raw, 'assigned', `${raw.kind}: ${String(raw.detail)}`)),
  ];
}

/**
 * My Activities (issue 19 item 5): what I created and changed (record history), the workflow steps I
 * took (approved, rejected, decided, triggered) and the approvals given to me, in the active
 * organization, newest first. Rows on records I may no longer read are left out, checked now.
 */
export async function listActivities(
  db: Db,
  auth: AuthContext,
  query: UserZonePageQuery,
): Promise<ActivityPage> {
  let cursor = query.cursor ? parseCursor(query.cursor) : undefined;
  const data: ActivityItem[] = [];
  let more = true;
  for (let round = 0; round < MAX_ROUNDS && more && data.length < query.limit; round += 1) {
    const wanted = query.limit - data.length;
    const lists = await withTenant(db, auth.orgId, (tx) => readSources(tx, auth, cursor, wanted));
    const page = mergePage(lists, wanted);
    more = page.more;
    const labels = await readableLabels(db, auth, page.items);
    for (const row of page.items) {
      const key = `${row.object}:${row.recordId}`;
      if (!labels.has(key)) continue;
      data.push({
        key: cursorOf(row),
        kind: row.kind,
        object: row.object,
        recordId: row.recordId,
        recordLabel: labels.get(key) ?? null,
        detail: row.detail,
        at: row.at.toISOString(),
      });
    }
    cursor = page.items.at(-1) ?? cursor;
  }
  return { data, ...(more && cursor ? { nextCursor: cursorOf(cursor) } : {}) };
}
