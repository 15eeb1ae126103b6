import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { ensureGrants, type RuleGrant } from '../record-permissions/record-permissions.service';
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

/**
 * After a ticket is written: shared with the desk and its requester (a grant already there is kept, so
 * a ticket from before this rule is restricted the next time it is written).
 */
export async function ticketPrivacyStep(state: WriteState): Promise<void> {
  const { tx, auth } = state;
  if (state.id === undefined) return;
  const requester = await membersByEmail(tx, auth.orgId, [textOf(state.result?.requester)]);
  await ensureGrants(tx, auth, { object: TICKET, recordId: state.id }, [
    ...(await deskRoles(tx, auth.orgId)),
    ...readers(requester.map((person) => person.id)),
  ]);
}

/**
 * After a comment is written: shared as its ticket is (the desk, the ticket's requester), and with the
 * people it mentions, who may then open the ticket they are told about.
 */
export async function commentPrivacyStep(state: WriteState): Promise<void> {
  const { tx, auth } = state;
  if (state.id === undefined) return;
  const ticketId = Number(state.result?.ticket_id ?? state.values.ticket_id ?? state.stored?.ticket_id);
  const ticket = Number.isSafeInteger(ticketId)
    ? (
        await sql<{ requester: string | null }>`
          select requester from ${sql.table(objectTableName(TICKET))} where id = ${ticketId}`.execute(tx)
      ).rows[0]
    : undefined;
  const requester = await membersByEmail(tx, auth.orgId, [ticket?.requester ?? '']);
  const mentions = (await mentioned(state, textOf(state.values.body))).map((person) => person.id);
  await ensureGrants(tx, auth, { object: COMMENT, recordId: state.id }, [
    ...(await deskRoles(tx, auth.orgId)),
    ...readers([...requester.map((person) => person.id), ...mentions]),
  ]);
  if (ticket && mentions.length > 0)
    await ensureGrants(tx, auth, { object: TICKET, recordId: ticketId }, readers(mentions));
}
