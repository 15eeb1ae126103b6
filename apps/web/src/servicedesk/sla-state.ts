/** How a ticket stands against its SLA, as its row shows it. */
export type SlaState = 'breached' | 'overdue' | 'paused' | 'met' | 'onTrack' | 'none';

const flag = (value: unknown) => value === true || value === '1' || value === 1;
const CLOSED = new Set(['Resolved', 'Rejected']);

/**
 * Breached once the server has flagged it; overdue when a due time has passed unmet but the
 * escalation job has not run yet; paused while it waits on the requester; met once closed in time.
 */
export function slaStateOf(row: Record<string, unknown>, now: Date = new Date()): SlaState {
  if (flag(row.sla_breached) || flag(row.response_breached) || flag(row.resolution_breached))
    return 'breached';
  if (!row.resolution_due) return 'none';
  if (CLOSED.has(String(row.status ?? ''))) return 'met';
  if (row.sla_paused_at) return 'paused';
  const passed = (due: unknown) => typeof due === 'string' && Date.parse(due) < now.getTime();
  if ((!row.responded_at && passed(row.response_due)) || passed(row.resolution_due)) return 'overdue';
  return 'onTrack';
}

export const SLA_COLORS: Record<SlaState, string> = {
  breached: 'red',
  overdue: 'volcano',
  paused: 'gold',
  met: 'green',
  onTrack: 'blue',
  none: 'default',
};
