import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { InstallStepContext } from '../../src/features/packages/package-steps';
import type { GrantActor } from '../../src/features/record-permissions/record-permissions.service';
import { shareComment, shareTicket } from '../../src/features/servicedesk/ticket-privacy';
import type { Db } from '../../src/platform/db/database';
import { withTenant } from '../../src/platform/db/tenant';

/**
 * The service desk upgrade's backfill as 1.2.0 first shipped it: every open ticket, then every open
 * comment, shared one at a time by the write steps' own sharing. The set-based backfill must leave
 * exactly what this leaves.
 */
export async function shareOpenTicketsOneByOne(tx: Db, context: InstallStepContext): Promise<void> {
  const actor: GrantActor = { orgId: context.orgId, user: { id: context.actorId } };
  await withTenant(tx, context.orgId, async (scoped) => {
    const tickets = await sql<{ id: number; requester: string | null }>`
      select id::int as id, requester from ${sql.table(objectTableName('service_ticket'))}
      where not restricted order by id`.execute(scoped);
    for (const ticket of tickets.rows) await shareTicket(scoped, actor, ticket.id, ticket.requester);
    const comments = await sql<{ id: number; ticket_id: number | null; body: string | null }>`
      select id::int as id, ticket_id::int as ticket_id, body
      from ${sql.table(objectTableName('service_ticket_comment'))}
      where not restricted order by id`.execute(scoped);
    for (const comment of comments.rows)
      await shareComment(scoped, actor, comment.id, Number(comment.ticket_id), comment.body);
  });
}
