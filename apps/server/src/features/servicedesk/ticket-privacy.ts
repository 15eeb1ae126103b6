import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import type { InstallStepContext } from '../packages/package-steps';
import {
  ensureGrants,
  ensureGrantsOfMany,
  type GrantActor,
  type RuleGrant,
} from '../record-permissions/record-permissions.service';
import type { WriteState } from '../records/write-pipeline/write-state';
import { mentioned } from './comment-step';
import { membersByEmail } from './desk-records';
import { LINE_END_PATTERN, MENTION_PATTERN, TAG_PATTERN, TRAILING_DOTS_PATTERN } from './mentions';

/*
 * A ticket is between its requester and the desk (issue 19 item 3): an employee may raise tickets and
 * read their own, never a colleague's. The package's sharing rule, run after each write in the write's
 * transaction, restricts every ticket and comment to its owner, the roles whose people work tickets
 * (those that may edit them), the requester, and anyone a comment mentions; the record layer's access
 * check (record-access.ts) then answers lists, reads, reports and live channels alike.
 */

const TICKET = 'service_ticket';
const COMMENT = 'service_ticket_comment';
const READ = 1;
const FULL = 7;
// A mentioned name is ASCII: lower-cased letter for letter, as JavaScript does, whatever the locale.
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** The organization's roles whose people work tickets: the grant is capped by each one's own verbs. */
async function deskRoles(tx: Db, orgId: number): Promise<RuleGrant[]> {
  const rows = await sql<{ id: number }>`
    select distinct r.id::int as id from roles r
    join role_permissions rp on rp.role_id = r.id and rp.permission = 'serviceTicket:edit'
    where r.org_id = ${orgId}`.execute(tx);
  return rows.rows.map((row) => ({ to_role: row.id, level: FULL }));
}

const readers = (ids: readonly number[]): RuleGrant[] =>
  [...new Set(ids)].map((id) => ({ to_user: id, level: READ }));

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A ticket's sharing: the desk and its requester. */
export async function shareTicket(tx: Db, actor: GrantActor, id: number, requester: unknown): Promise<void> {
  const people = await membersByEmail(tx, actor.orgId, [textOf(requester)]);
  await ensureGrants(tx, actor, { object: TICKET, recordId: id }, [
    ...(await deskRoles(tx, actor.orgId)),
    ...readers(people.map((person) => person.id)),
  ]);
}

/**
 * A comment's sharing: as its ticket is (the desk, the ticket's requester), and with the people it
 * mentions, who may then open the ticket they are told about.
 */
export async function shareComment(
  tx: Db,
  actor: GrantActor,
  id: number,
  ticketId: number,
  body: unknown,
): Promise<void> {
  const ticket = Number.isSafeInteger(ticketId)
    ? (
        await sql<{ requester: string | null }>`
          select requester from ${sql.table(objectTableName(TICKET))} where id = ${ticketId}`.execute(tx)
      ).rows[0]
    : undefined;
  const requester = await membersByEmail(tx, actor.orgId, [ticket?.requester ?? '']);
  const mentions = (await mentioned(tx, actor.orgId, textOf(body))).map((person) => person.id);
  await ensureGrants(tx, actor, { object: COMMENT, recordId: id }, [
    ...(await deskRoles(tx, actor.orgId)),
    ...readers([...requester.map((person) => person.id), ...mentions]),
  ]);
  if (ticket && mentions.length > 0)
    await ensureGrants(tx, actor, { object: TICKET, recordId: ticketId }, readers(mentions));
}

/** After a ticket is written (`servicedesk.ticket-privacy`): shared with the desk and its requester. */
export async function ticketPrivacyStep(state: WriteState): Promise<void> {
  if (state.id === undefined) return;
  await shareTicket(state.tx, state.auth, state.id, state.result?.requester);
}

/** After a comment is written: shared as its ticket is, and with the people it mentions. */
export async function commentPrivacyStep(state: WriteState): Promise<void> {
  if (state.id === undefined) return;
  const ticketId = Number(state.result?.ticket_id ?? state.values.ticket_id ?? state.stored?.ticket_id);
  await shareComment(state.tx, state.auth, state.id, ticketId, state.values.body);
}

/** The organization's members by the keys the per-record sharing finds them by (desk-records.ts). */
const membersSql = (orgId: number) => sql`
  select u.id::int as id, lower(u.email) as email, lower(split_part(u.email, '@', 1)) as handle
  from users u join memberships m on m.user_id = u.id and m.org_id = ${orgId}`;

/**
 * Every requester written on the organization's tickets, with the key membersByEmail compares: trimmed
 * and lower-cased by JavaScript, as a write's sharing does it (PostgreSQL's lower() depends on the
 * database's locale). One row per distinct value, not per ticket.
 */
async function requesterKeys(tx: Db, orgId: number): Promise<string> {
  const rows = await sql<{ requester: string }>`
    select distinct requester from ${sql.table(objectTableName(TICKET))}
    where org_id = ${orgId} and requester is not null`.execute(tx);
  const keys = rows.rows
    .map((row) => ({ raw: row.requester, key: row.requester.trim().toLowerCase() }))
    .filter((row) => row.key !== '');
  return JSON.stringify(keys);
}

/**
 * What the per-record sharing reads, for every open ticket and comment of the organization at once:
 * the desk's roles, the members each requester names, the open records, and the members each open
 * comment mentions (its body read with mentions.ts's own patterns; entities and spaces, which plainText
 * also rewrites, never change who is mentioned).
 */
function sharingSources(orgId: number, requesters: string) {
  const tickets = sql.table(objectTableName(TICKET));
  const comments = sql.table(objectTableName(COMMENT));
  const text = sql`regexp_replace(regexp_replace(c.body, ${LINE_END_PATTERN}, ${'\n'}, 'g'), ${TAG_PATTERN}, ' ', 'g')`;
  return sql`
    desk as (
      select distinct r.id::int as role_id from roles r
      join role_permissions rp on rp.role_id = r.id and rp.permission = 'serviceTicket:edit'
      where r.org_id = ${orgId}),
    members as (${membersSql(orgId)}),
    requesters as (
      select given.raw, members.id as user_id
      from json_to_recordset(${requesters}::json) as given (raw text, key text)
      join members on members.email = given.key),
    open_tickets as (select t.id, t.requester from ${tickets} t where t.org_id = ${orgId} and not t.restricted),
    open_comments as (
      select c.id, c.body, t.id as ticket, t.requester from ${comments} c
      left join ${tickets} t on t.id = c.ticket_id and t.org_id = ${orgId}
      where c.org_id = ${orgId} and not c.restricted),
    names as (
      select c.id as comment_id, c.ticket,
        translate(regexp_replace(found.groups[2], ${TRAILING_DOTS_PATTERN}, ''), ${UPPER}, ${LOWER}) as name
      from open_comments c cross join lateral regexp_matches(${text}, ${MENTION_PATTERN}, 'g') as found (groups)),
    mentioned as (
      select names.comment_id, names.ticket, members.id as user_id
      from names join members on members.email = names.name where strpos(names.name, '@') > 0
      union all
      select names.comment_id, names.ticket, members.id
      from names join members on members.handle = names.name
      where strpos(names.name, '@') = 0 and names.name <> '')`;
}

/**
 * When the package is installed or upgraded (`servicedesk.ticket-privacy`): the tickets and comments
 * written before the sharing rule existed, still open to every member, are shared as the per-record
 * sharing above shares them — tickets with the desk and their requester, comments as their ticket and
 * with whom they mention, those people also on the ticket — in five statements however many records
 * there are (a million tickets is one upgrade, not four million round trips), inside the install's
 * transaction. Records already shared keep their grants; a second run finds nothing to do.
 */
export async function restrictOpenTickets(tx: Db, context: InstallStepContext): Promise<void> {
  const { orgId } = context;
  const actor: GrantActor = { orgId, user: { id: context.actorId } };
  await withTenant(tx, orgId, async (scoped) => {
    const sources = sharingSources(orgId, await requesterKeys(scoped, orgId));
    // Tickets first, with the readers their open comments mention, while those comments are still open.
    await ensureGrantsOfMany(
      scoped,
      actor,
      TICKET,
      sql`with ${sources}
        select t.id, null::int, desk.role_id, ${FULL}::int from open_tickets t cross join desk
        union all
        select t.id, requesters.user_id, null::int, ${READ}::int
        from open_tickets t join requesters on requesters.raw = t.requester
        union all
        select mentioned.ticket, mentioned.user_id, null::int, ${READ}::int
        from mentioned where mentioned.ticket is not null`,
    );
    await ensureGrantsOfMany(
      scoped,
      actor,
      COMMENT,
      sql`with ${sources}
        select c.id, null::int, desk.role_id, ${FULL}::int from open_comments c cross join desk
        union all
        select c.id, requesters.user_id, null::int, ${READ}::int
        from open_comments c join requesters on requesters.raw = c.requester
        union all
        select mentioned.comment_id, mentioned.user_id, null::int, ${READ}::int from mentioned`,
    );
  });
}
