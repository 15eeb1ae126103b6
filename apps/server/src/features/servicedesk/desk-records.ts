import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { SlaTargets } from './sla';

/*
 * Reads of the service desk's own records and of the organization's members, inside a write's (or a
 * job's) transaction. Tables are named from the object names the package declares, never from input.
 */

export interface Member {
  id: number;
  email: string;
  name: string;
}

/** Members of the organization with these e-mails (case-insensitive). */
export async function membersByEmail(tx: Db, orgId: number, emails: readonly string[]): Promise<Member[]> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter((email) => email))];
  if (wanted.length === 0) return [];
  const rows = await sql<Member>`
    select u.id::int as id, u.email, u.name from users u
    join memberships m on m.user_id = u.id and m.org_id = ${orgId}
    where lower(u.email) in (${sql.join(wanted)})`.execute(tx);
  return rows.rows;
}

/** Members whose e-mail's local part is one of these (`@sam.sales` mentions). */
export async function membersByHandle(tx: Db, orgId: number, handles: readonly string[]): Promise<Member[]> {
  const wanted = [...new Set(handles.map((handle) => handle.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await sql<Member>`
    select u.id::int as id, u.email, u.name from users u
    join memberships m on m.user_id = u.id and m.org_id = ${orgId}
    where lower(split_part(u.email, '@', 1)) in (${sql.join(wanted)})`.execute(tx);
  return rows.rows;
}

export interface Team {
  id: number;
  name: string;
  lead: string | null;
  /** Lower-case e-mails of the lead and the members. */
  people: Set<string>;
}

export async function teamById(tx: Db, orgId: number, id: number): Promise<Team | undefined> {
  const rows = await sql<{ id: number; name: string; lead: string | null; members: unknown }>`
    select t.id::int as id, t.name, t.lead, t.members from ${sql.table(objectTableName('service_team'))} t
    where t.id = ${id} and t.org_id = ${orgId}`.execute(tx);
  const row = rows.rows[0];
  if (!row) return undefined;
  const members = typeof row.members === 'string' ? JSON.parse(row.members) : row.members;
  const people = new Set(
    [row.lead, ...(Array.isArray(members) ? members : [])]
      .filter((email): email is string => typeof email === 'string' && email.trim() !== '')
      .map((email) => email.trim().toLowerCase()),
  );
  return { id: row.id, name: row.name, lead: row.lead, people };
}

/** The team a category sends its tickets to, if it names one. */
export async function defaultTeamOf(tx: Db, orgId: number, categoryId: number): Promise<number | undefined> {
  const rows = await sql<{ team: number | null }>`
    select c.default_team_id::int as team from ${sql.table(objectTableName('service_category'))} c
    where c.id = ${categoryId} and c.org_id = ${orgId}`.execute(tx);
  return rows.rows[0]?.team ?? undefined;
}

export interface SlaPolicyRow extends SlaTargets {
  id: number;
}

/** A policy by id, or else the organization's first policy for the priority. */
export async function slaPolicy(
  tx: Db,
  orgId: number,
  by: { id?: number | undefined; priority?: string | undefined },
): Promise<SlaPolicyRow | undefined> {
  const table = sql.table(objectTableName('sla_policy'));
  const where =
    by.id !== undefined ? sql`p.id = ${by.id}` : by.priority ? sql`p.priority = ${by.priority}` : undefined;
  if (!where) return undefined;
  const rows = await sql<{ id: number; response: number; resolution: number }>`
    select p.id::int as id, p.response_minutes::int as response, p.resolution_minutes::int as resolution
    from ${table} p where ${where} and p.org_id = ${orgId} order by p.id limit 1`.execute(tx);
  const row = rows.rows[0];
  return row ? { id: row.id, responseMinutes: row.response, resolutionMinutes: row.resolution } : undefined;
}

/** The next ticket number of the organization, taken under a lock so two raises never share one. */
export async function nextTicketNumber(tx: Db, orgId: number): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext('servicedesk.ticket-number'), ${orgId})`.execute(tx);
  const rows = await sql<{ last: number | null }>`
    select max(substring(t.number from 5)::int) as last from ${sql.table(objectTableName('service_ticket'))} t
    where t.org_id = ${orgId} and t.number ~ '^TKT-[0-9]+$'`.execute(tx);
  return `TKT-${String((rows.rows[0]?.last ?? 0) + 1).padStart(5, '0')}`;
}
