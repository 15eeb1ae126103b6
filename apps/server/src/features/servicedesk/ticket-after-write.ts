import { insertJob } from '../../platform/jobs/job-queue';
import type { WriteState } from '../records/write-pipeline/write-state';
import { tell } from './desk-notices';
import { membersByEmail } from './desk-records';
import { ticketChanges } from './ticket-step';

/** The escalation job's type: checks one ticket's SLA when a due time passes. */
export const SLA_CHECK_JOB = 'servicedesk.sla-check';

/**
 * After a ticket is written (same transaction): the escalation check is scheduled for the next due
 * time, the team lead is told of a breach this write found, and a new assignee of their assignment.
 */
export async function ticketAfterWrite(state: WriteState): Promise<void> {
  const change = ticketChanges.get(state);
  if (!change || state.id === undefined) return;
  const { tx, events } = state;
  const id = state.id;
  if (change.nextCheck)
    await insertJob(tx, {
      type: SLA_CHECK_JOB,
      payload: { orgId: change.orgId, ticketId: id },
      // A second later than due, so the check finds it past due.
      runAfter: new Date(change.nextCheck.getTime() + 1000),
    });
  const label = `${change.number} ${change.title}`.trim();
  const missed = [
    ...(change.newlyBreached.response ? ['response'] : []),
    ...(change.newlyBreached.resolution ? ['resolution'] : []),
  ];
  if (missed.length > 0 && change.teamLead) {
    const lead = await membersByEmail(tx, change.orgId, [change.teamLead]);
    await tell(tx, events, lead, {
      subject: `SLA breached: ${label}`,
      message: `The ${missed.join(' and ')} target of ticket ${label} has passed. Open the ticket to act on it.`,
      object: 'service_ticket',
      id,
    });
  }
  if (change.assigneeChangedTo) {
    const assignee = await membersByEmail(tx, change.orgId, [change.assigneeChangedTo]);
    await tell(tx, events, assignee, {
      subject: `Ticket assigned to you: ${label}`,
      message: `Ticket ${label} is yours to work on.`,
      object: 'service_ticket',
      id,
    });
  }
}
