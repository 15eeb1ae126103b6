import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { toStorage } from '../records/record-values';
import type { WriteState } from '../records/write-pipeline/write-state';
import { tell } from './desk-notices';
import { type Member, membersByEmail, membersByHandle } from './desk-records';
import { mentionsIn, plainText } from './mentions';

const SUMMARY_LENGTH = 120;

/** Before persist: the comment's summary, its body's first words, so lists show something readable. */
export function commentSummaryStep(state: WriteState): void {
  const { request } = state;
  if ((request.kind !== 'create' && request.kind !== 'update') || !('body' in state.values)) return;
  const text = plainText(String(state.values.body ?? '')).replace(/\s+/g, ' ');
  const summary = text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
  state.values.summary = summary === '' ? null : summary;
  state.columns = { ...state.columns, ...toStorage(state.model, { summary: state.values.summary }) };
}

/** The members a comment's body mentions, each once. */
export async function mentioned(tx: Db, orgId: number, html: string): Promise<Member[]> {
  const { emails, handles } = mentionsIn(html);
  const people = [
    ...(await membersByEmail(tx, orgId, emails)),
    ...(await membersByHandle(tx, orgId, handles)),
  ];
  return [...new Map(people.map((person) => [person.id, person])).values()];
}

/**
 * After write (`servicedesk.comment-mentions`): each person the comment mentions who was not mentioned
 * before is told, live and by e-mail, with the ticket it is on; the writer is not told of their own.
 */
export async function commentMentionsStep(state: WriteState): Promise<void> {
  const { request, tx, auth } = state;
  if ((request.kind !== 'create' && request.kind !== 'update') || !('body' in state.values)) return;
  if (state.id === undefined) return;
  const now = await mentioned(tx, auth.orgId, String(state.values.body ?? ''));
  const before =
    request.kind === 'update' ? await mentioned(tx, auth.orgId, String(state.stored?.body ?? '')) : [];
  const known = new Set(before.map((person) => person.id));
  const fresh = now.filter((person) => !known.has(person.id) && person.id !== auth.user.id);
  if (fresh.length === 0) return;
  const ticketId = Number(state.values.ticket_id ?? state.stored?.ticket_id);
  const ticket = Number.isFinite(ticketId)
    ? (
        await sql<{ number: string | null; title: string | null }>`
          select number, title from ${sql.table(objectTableName('service_ticket'))}
          where id = ${ticketId} and org_id = ${auth.orgId}`.execute(tx)
      ).rows[0]
    : undefined;
  const label = ticket ? `${ticket.number ?? ''} ${ticket.title ?? ''}`.trim() : 'a ticket';
  await tell(tx, state.events, fresh, {
    subject: `${auth.user.name} mentioned you on ${label}`,
    message: `${auth.user.name} wrote: ${plainText(String(state.values.body ?? '')).slice(0, 500)}`,
    object: ticket ? 'service_ticket' : 'service_ticket_comment',
    id: ticket ? ticketId : state.id,
  });
}
