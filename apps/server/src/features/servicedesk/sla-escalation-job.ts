import { objectTableName, z } from '@atrium/core';
import { sql } from 'kysely';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import type { JobHandler } from '../../platform/jobs/job-queue';
import type { Realtime } from '../../platform/realtime/realtime';
import { runWrite } from '../records/write-pipeline/run-write';
import { membersByEmail, teamById } from './desk-records';

const payloadSchema = z.object({
  orgId: z.number().int().positive(),
  ticketId: z.number().int().positive(),
});

interface TicketClock {
  status: string | null;
  team_id: number | null;
  sla_paused_at: Date | null;
  response_due: Date | null;
  resolution_due: Date | null;
  responded_at: Date | null;
  resolved_at: Date | null;
  response_breached: boolean | null;
  resolution_breached: boolean | null;
}

const past = (due: Date | null, now: Date) => due !== null && new Date(due).getTime() < now.getTime();

/** Whether the ticket has a breach its flags do not show yet. */
export function hasNewBreach(ticket: TicketClock, now: Date): boolean {
  if (ticket.sla_paused_at || ticket.status === 'Resolved' || ticket.status === 'Rejected') return false;
  const response = !ticket.responded_at && !ticket.response_breached && past(ticket.response_due, now);
  const resolution = !ticket.resolved_at && !ticket.resolution_breached && past(ticket.resolution_due, now);
  return response || resolution;
}

/** Who the check writes as: the ticket's team lead, else someone in the organization who may edit tickets. */
async function actorOf(tx: Db, orgId: number, teamId: number | null): Promise<number | undefined> {
  const team = teamId === null ? undefined : await teamById(tx, orgId, teamId);
  if (team?.lead) {
    const [lead] = await membersByEmail(tx, orgId, [team.lead]);
    if (lead) return lead.id;
  }
  const rows = await sql<{ id: number }>`
    select ur.user_id::int as id from user_roles ur
    join roles r on r.id = ur.role_id and r.org_id = ${orgId}
    join role_permissions rp on rp.role_id = r.id and rp.permission = 'serviceTicket:edit'
    order by ur.user_id limit 1`.execute(tx);
  return rows.rows[0]?.id;
}

/**
 * The escalation job (issue 19 item 3), scheduled by the ticket step for each due time. When a target
 * has passed unmet and its flag is not set yet, it writes the ticket through the pipeline as the team
 * lead: the ticket step sets the breach flags and its after-write half tells the lead (live and by
 * e-mail). Run twice, the second run finds the flags set and does nothing; a ticket resolved, paused
 * or moved on since is left alone (the step scheduled a new check for its new due time).
 */
export function slaCheckJob(deps: { db: Db; realtime: Realtime }): JobHandler {
  return async (raw) => {
    const { orgId, ticketId } = payloadSchema.parse(raw);
    const now = new Date();
    const found = await withTenant(deps.db, orgId, async (tx) => {
      const rows = await sql<TicketClock>`
        select status, team_id::int as team_id, sla_paused_at, response_due, resolution_due, responded_at,
          resolved_at, response_breached, resolution_breached
        from ${sql.table(objectTableName('service_ticket'))} where id = ${ticketId} and org_id = ${orgId}`.execute(
        tx,
      );
      const ticket = rows.rows[0];
      if (!ticket || !hasNewBreach(ticket, now)) return undefined;
      return { actor: await actorOf(tx, orgId, ticket.team_id) };
    });
    if (!found) return { escalated: false };
    if (found.actor === undefined)
      return { escalated: false, reason: 'Nobody in the organization may edit tickets.' };
    const auth = await resolveJobAuth(deps.db, {
      userId: found.actor,
      orgId,
      jobId: `sla-check-${ticketId}`,
    });
    await runWrite(deps, auth, {
      kind: 'update',
      object: 'service_ticket',
      id: ticketId,
      values: {},
      version: undefined,
    });
    return { escalated: true };
  };
}
