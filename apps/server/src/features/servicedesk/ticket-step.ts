import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { toStorage } from '../records/record-values';
import type { WriteState } from '../records/write-pipeline/write-state';
import { defaultTeamOf, membersByEmail, nextTicketNumber, slaPolicy, teamById } from './desk-records';
import { breaches, dueTimes, pauseClock, resolutionMinutes, resumeClock, type SlaClock } from './sla';

/** The states the package's ticket knows; `Pending` waits on the requester and pauses the clocks. */
const PAUSED = 'Pending';
const RESOLVED = 'Resolved';
const CLOSED = new Set(['Resolved', 'Rejected']);

/** Fields the step owns: whatever a writer sends for them, the step's value is written. */
const DERIVED = [
  'number',
  'raised_at',
  'sla_policy_id',
  'response_due',
  'resolution_due',
  'responded_at',
  'response_breached',
  'resolution_breached',
  'sla_breached',
  'sla_paused_at',
  'sla_paused_minutes',
  'resolved_at',
  'resolution_time',
] as const;

/** What the step found, for its after-write half (schedule the escalation check, tell people). */
export interface TicketChange {
  orgId: number;
  nextCheck: Date | null;
  newlyBreached: { response: boolean; resolution: boolean };
  teamLead: string | null;
  assigneeChangedTo: string | null;
  title: string;
  number: string;
}
export const ticketChanges = new WeakMap<WriteState, TicketChange>();

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const date = (value: unknown) => (value ? new Date(String(value)) : null);
const refId = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id);
  return Number(value);
};

async function transactionTime(tx: Db): Promise<Date> {
  const rows = await sql<{ now: Date }>`select now() as now`.execute(tx);
  return new Date(rows.rows[0]?.now ?? Date.now());
}

function unprocessable(field: string, message: string): AppError {
  return new AppError('UNPROCESSABLE', message, { [field]: [message] });
}

/**
 * The service desk's ticket step (`servicedesk.ticket-sla`), before persist: numbers a new ticket,
 * makes the requester the person raising it unless named, routes it to its category's team, refuses an
 * assignee outside the ticket's team (422), and keeps the SLA clocks: due times from the policy of the
 * ticket's priority, paused while it is Pending and resumed after, responded and resolved times, and
 * the breach flags.
 */
export async function ticketSlaStep(state: WriteState): Promise<void> {
  const { request, tx, auth } = state;
  if (request.kind !== 'create' && request.kind !== 'update') return;
  const orgId = auth.orgId;
  const stored = state.stored ?? {};
  const given = state.values;
  // The transaction's time: a new row's created_at, so its due times count from exactly when it was raised.
  const now = await transactionTime(tx);
  const merged = { ...stored, ...given };
  const derived: Record<string, unknown> = {};

  if (request.kind === 'create') {
    derived.number = await nextTicketNumber(tx, orgId);
    if (!text(given.status)) derived.status = 'New';
    if (!text(given.requester)) derived.requester = auth.user.email;
  }
  const requester = text(merged.requester);
  if ('requester' in given && requester) {
    const found = await membersByEmail(tx, orgId, [requester]);
    if (found.length === 0)
      throw unprocessable('requester', `${requester} is not a member of this organization.`);
  }

  // The team: as given, else the category's team.
  let teamId = refId(merged.team_id);
  const categoryId = refId(merged.category_id);
  if (teamId === undefined && categoryId !== undefined) {
    teamId = await defaultTeamOf(tx, orgId, categoryId);
    if (teamId !== undefined) derived.team_id = teamId;
  }
  const team = teamId === undefined ? undefined : await teamById(tx, orgId, teamId);
  const assignee = text(merged.assignee);
  const assigneeChanged = 'assignee' in given && text(stored.assignee) !== assignee;
  if (assignee && (assigneeChanged || 'team_id' in given || derived.team_id !== undefined)) {
    if (!team)
      throw unprocessable(
        'assignee',
        'Choose the ticket’s team before assigning it: an assignee works in a team.',
      );
    if (!team.people.has(assignee.toLowerCase()))
      throw unprocessable(
        'assignee',
        `${assignee} is not in the team ${team.name}: assign someone from that team.`,
      );
  }

  // The SLA policy: as given, else the one for the ticket's priority (again when the priority changes).
  const priorityChanged = 'priority' in given && given.priority !== stored.priority;
  const askedPolicy = 'sla_policy_id' in given ? refId(given.sla_policy_id) : undefined;
  const policy =
    askedPolicy !== undefined
      ? await slaPolicy(tx, orgId, { id: askedPolicy })
      : request.kind === 'create' || priorityChanged || refId(stored.sla_policy_id) === undefined
        ? await slaPolicy(tx, orgId, { priority: text(merged.priority) ?? undefined })
        : await slaPolicy(tx, orgId, { id: refId(stored.sla_policy_id) });
  derived.sla_policy_id = policy?.id ?? null;

  // The clocks, moved by the status change.
  const before = text(stored.status);
  const status = text(merged.status) ?? text(derived.status);
  let clock: SlaClock = {
    raisedAt: date(stored.raised_at) ?? date(stored.created_at) ?? now,
    pausedMinutes: Number(stored.sla_paused_minutes ?? 0),
    pausedAt: date(stored.sla_paused_at),
    respondedAt: date(stored.responded_at),
    resolvedAt: date(stored.resolved_at),
  };
  if (status === PAUSED) clock = pauseClock(clock, now);
  else clock = resumeClock(clock, now);
  if (!clock.respondedAt && status !== null && status !== 'New' && before !== status)
    clock = { ...clock, respondedAt: now };
  if (status === RESOLVED && !clock.resolvedAt) clock = { ...clock, resolvedAt: now };
  if (status !== null && !CLOSED.has(status) && clock.resolvedAt) clock = { ...clock, resolvedAt: null };

  const breached = policy ? breaches(clock, policy, now) : { response: false, resolution: false };
  const due = policy ? dueTimes(clock, policy) : undefined;
  Object.assign(derived, {
    raised_at: clock.raisedAt.toISOString(),
    response_due: due?.responseDue.toISOString() ?? null,
    resolution_due: due?.resolutionDue.toISOString() ?? null,
    responded_at: clock.respondedAt?.toISOString() ?? null,
    resolved_at: clock.resolvedAt?.toISOString() ?? null,
    sla_paused_at: clock.pausedAt?.toISOString() ?? null,
    sla_paused_minutes: clock.pausedMinutes,
    response_breached: breached.response,
    resolution_breached: breached.resolution,
    sla_breached: breached.response || breached.resolution,
    resolution_time: resolutionMinutes(clock),
  });

  // Only what differs from the stored row is written (an update that changes nothing stays one).
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(derived)) {
    if (request.kind === 'update' && sameValue(stored[name], value)) continue;
    changed[name] = value;
  }
  const owned = new Set<string>(DERIVED);
  for (const name of owned) delete state.values[name];
  Object.assign(state.values, changed);
  state.columns = {
    ...Object.fromEntries(Object.entries(state.columns).filter(([name]) => !owned.has(name))),
    ...toStorage(state.model, changed),
  };

  ticketChanges.set(state, {
    orgId,
    nextCheck:
      policy && status !== null && !CLOSED.has(status) && !clock.pausedAt ? earliestDue(clock, due) : null,
    newlyBreached: {
      response: breached.response && stored.response_breached !== true,
      resolution: breached.resolution && stored.resolution_breached !== true,
    },
    teamLead: team?.lead ?? null,
    assigneeChangedTo: assigneeChanged || (request.kind === 'create' && assignee) ? assignee : null,
    title: String(merged.title ?? ''),
    number: String(derived.number ?? stored.number ?? ''),
  });
}

function earliestDue(
  clock: SlaClock,
  due: { responseDue: Date; resolutionDue: Date } | undefined,
): Date | null {
  if (!due) return null;
  const pending = [...(clock.respondedAt ? [] : [due.responseDue]), due.resolutionDue];
  return new Date(Math.min(...pending.map((at) => at.getTime())));
}

function sameValue(stored: unknown, next: unknown): boolean {
  if ((stored ?? null) === null || stored === '') return next === null || next === undefined;
  if (next === null || next === undefined) return false;
  const storedTime =
    typeof stored === 'string' && /^\d{4}-\d\d-\d\dT/.test(stored) ? Date.parse(stored) : Number.NaN;
  const nextTime = typeof next === 'string' && /^\d{4}-\d\d-\d\dT/.test(next) ? Date.parse(next) : Number.NaN;
  if (!Number.isNaN(storedTime) && !Number.isNaN(nextTime)) return storedTime === nextTime;
  return String(stored) === String(next);
}
