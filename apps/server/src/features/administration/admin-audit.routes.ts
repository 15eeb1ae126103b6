import { type AuditEntry, type AuditKind, auditListQuerySchema, auditListSchema, type z } from '@atrium/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { type AdminConcern, type AdminScope, adminScope, requireOrgInScope } from './admin-scope';
import type { AdminDeps } from './admin-users.service';

const VIEW_AUDIT = 'superadmin:view-audit';
/** The most lines one export carries; a narrower filter gets the rest. */
export const AUDIT_EXPORT_MAX = 10_000;
const DAY_MS = 86_400_000;

/** The scoped audit view: an organization administrator reads the lines of the organization they act in. */
export const AUDIT_CONCERN: AdminConcern = { superAdmin: VIEW_AUDIT, admin: 'admin:audit' };

interface AuditFilter {
  /** Only lines of these organizations (lines of no organization are left out). */
  orgIds?: readonly number[];
  kind?: AuditKind;
  userId?: number;
  from?: string;
  to?: string;
}

/** Both sources of the list as one table: the administration changes and the login-as-user calls. */
function auditEntries(db: Db) {
  const changes = db
    .selectFrom('admin_audit as a')
    .select([
      sql<string>`'a' || a.id`.as('id'),
      'a.at',
      'a.kind',
      'a.action',
      'a.actor_id',
      'a.user_id',
      'a.org_id',
      'a.summary',
    ]);
  const loginAs = db
    .selectFrom('login_as_audit as l')
    .select([
      sql<string>`'l' || l.id`.as('id'),
      'l.at',
      sql<string>`'login-as'`.as('kind'),
      'l.method as action',
      'l.super_admin_id as actor_id',
      sql<number | null>`l.user_id`.as('user_id'),
      sql<number | null>`null::integer`.as('org_id'),
      sql<string>`l.method || ' ' || l.path || ' (' || l.status_code || ')'`.as('summary'),
    ]);
  return db.selectFrom(changes.unionAll(loginAs).as('e'));
}

function filtered(db: Db, filter: AuditFilter) {
  let query = auditEntries(db);
  const { orgIds } = filter;
  if (orgIds) query = query.where('e.org_id', 'in', orgIds.length > 0 ? orgIds : [0]);
  if (filter.kind) query = query.where('e.kind', '=', filter.kind);
  const { userId } = filter;
  if (userId !== undefined) {
    query = query.where((eb) => eb.or([eb('e.actor_id', '=', userId), eb('e.user_id', '=', userId)]));
  }
  if (filter.from) query = query.where('e.at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) query = query.where('e.at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS));
  return query;
}

export async function listAudit(
  db: Db,
  filter: AuditFilter,
  paging: { page: number; pageSize: number },
): Promise<{ data: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .leftJoin('users as actor', 'actor.id', 'e.actor_id')
      .leftJoin('users as subject', 'subject.id', 'e.user_id')
      .select([
        'e.id',
        'e.at',
        'e.kind',
        'e.action',
        'e.org_id',
        'e.summary',
        'actor.id as actor_id',
        'actor.name as actor_name',
        'subject.id as subject_id',
        'subject.name as subject_name',
      ])
      .orderBy('e.at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    data: rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      kind: row.kind as AuditKind,
      action: row.action,
      actor:
        row.actor_id !== null && row.actor_name !== null ? { id: row.actor_id, name: row.actor_name } : null,
      user:
        row.subject_id !== null && row.subject_name !== null
          ? { id: row.subject_id, name: row.subject_name }
          : null,
      org_id: row.org_id,
      summary: row.summary,
    })),
  };
}

/**
 * One CSV cell: quoted, quotes doubled, and a leading `= + - @` (or tab, carriage return) neutralised
 * with an apostrophe so a spreadsheet shows text rather than running a formula.
 */
function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const header = ['at', 'kind', 'action', 'actor_id', 'actor', 'user_id', 'user', 'org_id', 'summary'];
  const lines = entries.map((e) =>
    [
      e.at,
      e.kind,
      e.action,
      e.actor?.id ?? null,
      e.actor?.name ?? null,
      e.user?.id ?? null,
      e.user?.name ?? null,
      e.org_id,
      e.summary,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

type AuditQuery = z.infer<typeof auditListQuerySchema>;

/**
 * The lines a query may see: all of them (or one organization's) for the super admins' list; for the
 * administrators' list, only the organizations the caller administers, and naming another is a 403.
 */
function filterOf(query: AuditQuery, scope: AdminScope): AuditFilter {
  const { kind, user_id, from, to, org_id } = query;
  if (org_id !== undefined) requireOrgInScope(scope, org_id);
  const orgIds = org_id !== undefined ? [org_id] : scope === 'all' ? undefined : scope;
  return { kind, userId: user_id, from, to, ...(orgIds ? { orgIds } : {}) };
}

function sendCsv(reply: FastifyReply, entries: readonly AuditEntry[]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('x-filename', 'audit.csv')
    .header('x-filetype', 'text/csv')
    .header('content-disposition', 'attachment; filename="audit.csv"')
    .send(auditCsv(entries));
}

/**
 * The administrators' audit list (issue 17 item 6): every line at /superadmin/audit for holders of
 * `superadmin:view-audit`; at /administration/audit, an organization administrator's (`admin:audit`)
 * view of the organization they act in, enforced here.
 */
export const adminAuditRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);
  const schema = { querystring: auditListQuerySchema, response: { 200: auditListSchema } };
  const exportSchema = { querystring: auditListQuerySchema };

  app.get('/auth/superadmin/audit', { schema }, async (request) => {
    requirePermission(request, VIEW_AUDIT);
    const { page = 1, pageSize = 50 } = request.query;
    return listAudit(db, filterOf(request.query, 'all'), { page, pageSize });
  });

  app.get('/auth/superadmin/audit/export', { schema: exportSchema }, async (request, reply) => {
    requirePermission(request, VIEW_AUDIT);
    const { data } = await listAudit(db, filterOf(request.query, 'all'), {
      page: 1,
      pageSize: AUDIT_EXPORT_MAX,
    });
    return sendCsv(reply, data);
  });

  app.get('/auth/administration/audit', { schema }, async (request) => {
    const scope = await adminScope(db, authOf(request), AUDIT_CONCERN);
    const { page = 1, pageSize = 50 } = request.query;
    return listAudit(db, filterOf(request.query, scope), { page, pageSize });
  });

  app.get('/auth/administration/audit/export', { schema: exportSchema }, async (request, reply) => {
    const scope = await adminScope(db, authOf(request), AUDIT_CONCERN);
    const { data } = await listAudit(db, filterOf(request.query, scope), {
      page: 1,
      pageSize: AUDIT_EXPORT_MAX,
    });
    return sendCsv(reply, data);
  });
};
