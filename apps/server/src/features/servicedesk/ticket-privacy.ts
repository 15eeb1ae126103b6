import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import type { InstallStepContext } from '../packages/package-steps';
import {
  ensureGrants,
  type GrantActor,
  type RuleGrant,
} from '../record-permissions/record-permissions.service';
import type { WriteState } from '../records/write-pipeline/write-state';
import { mentioned } from './comment-step';
import { membersByEmail } from './desk-records';

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
async function shareTicket(tx: Db, actor: GrantActor, id: number, requester: unknown): Promise<void> {
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
async function shareComment(
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

/**
 * When the package is installed or upgraded (`servicedesk.ticket-privacy`): tickets and comments written
 * before the sharing rule existed, still open to every member, are shared as a write would share them
 * now. One record at a time, inside the install's transaction: an upgrade's cost, paid once.
 */
export async function restrictOpenTickets(tx: Db, context: InstallStepContext): Promise<void> {
  const actor: GrantActor = { orgId: context.orgId, user: { id: context.actorId } };
  await withTenant(tx, context.orgId, async (scoped) => {
    const tickets = await sql<{ id: number; requester: string | null }>`
      select id::int as id, requester from ${sql.table(objectTableName(TICKET))}
      where not restricted order by id`.execute(scoped);
    for (const ticket of tickets.rows) await shareTicket(scoped, actor, ticket.id, ticket.requester);
    const comments = await sql<{ id: number; ticket_id: number | null; body: string | null }>`
      select id::int as id, ticket_id::int as ticket_id, body from ${sql.table(objectTableName(COMMENT))}
      where not restricted order by id`.execute(scoped);
    for (const comment of comments.rows)
      await shareComment(scoped, actor, comment.id, Number(comment.ticket_id), comment.body);
  });
}
