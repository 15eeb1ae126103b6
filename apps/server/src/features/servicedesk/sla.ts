/**
 * A ticket's SLA clocks, as pure functions of its times (issue 19 item 3). Both clocks start when the
 * ticket is raised and run for the policy's minutes; while the ticket waits on its requester (Pending)
 * they stand still, so each pause pushes both due times back by its length. The response clock stops
 * at the first response (the ticket leaves New), the resolution clock when it is resolved.
 */

export interface SlaTargets {
  responseMinutes: number;
  resolutionMinutes: number;
}

export interface SlaClock {
  raisedAt: Date;
  /** Minutes spent paused in pauses that have ended. */
  pausedMinutes: number;
  /** Set while the ticket is paused. */
  pausedAt: Date | null;
  respondedAt: Date | null;
  resolvedAt: Date | null;
}

const MINUTE = 60_000;

const plusMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** Whole minutes from `from` to `to`, never negative. */
export function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE));
}

/** The due times: the targets counted from when the ticket was raised, plus the ended pauses. */
export function dueTimes(clock: Pick<SlaClock, 'raisedAt' | 'pausedMinutes'>, targets: SlaTargets) {
  return {
    responseDue: plusMinutes(clock.raisedAt, targets.responseMinutes + clock.pausedMinutes),
    resolutionDue: plusMinutes(clock.raisedAt, targets.resolutionMinutes + clock.pausedMinutes),
  };
}

/** The clock paused at `at` (already paused: unchanged). */
export function pauseClock(clock: SlaClock, at: Date): SlaClock {
  return clock.pausedAt ? clock : { ...clock, pausedAt: at };
}

/** The clock running again at `at`: the pause's minutes added to the paused total. */
export function resumeClock(clock: SlaClock, at: Date): SlaClock {
  if (!clock.pausedAt) return clock;
  return {
    ...clock,
    pausedAt: null,
    pausedMinutes: clock.pausedMinutes + minutesBetween(clock.pausedAt, at),
  };
}

/**
 * Whether each target is breached as of `now`: met late, or not met and past due. A paused clock is
 * judged at the moment it paused (the time waiting on the requester does not count against the desk).
 */
export function breaches(clock: SlaClock, targets: SlaTargets, now: Date) {
  const { responseDue, resolutionDue } = dueTimes(clock, targets);
  const standing = clock.pausedAt ?? now;
  const late = (metAt: Date | null, due: Date) => (metAt ?? standing).getTime() > due.getTime();
  return {
    response: late(clock.respondedAt, responseDue),
    resolution: late(clock.resolvedAt, resolutionDue),
  };
}

/** Minutes the desk took to resolve the ticket: raised to resolved, less the time paused. */
export function resolutionMinutes(clock: SlaClock): number | null {
  if (!clock.resolvedAt) return null;
  return Math.max(0, minutesBetween(clock.raisedAt, clock.resolvedAt) - clock.pausedMinutes);
}

/** When a breach could next happen, for the escalation job: the earliest due time not yet met. */
export function nextCheckAt(clock: SlaClock, targets: SlaTargets): Date | null {
  if (clock.pausedAt) return null;
  const { responseDue, resolutionDue } = dueTimes(clock, targets);
  const pending = [...(clock.respondedAt ? [] : [responseDue]), ...(clock.resolvedAt ? [] : [resolutionDue])];
  if (pending.length === 0) return null;
  return new Date(Math.min(...pending.map((due) => due.getTime())));
}
