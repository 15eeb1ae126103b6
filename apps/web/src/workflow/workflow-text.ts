import type { WorkflowStatusAnswer, WorkflowTimelineEntryAnswer } from '@atrium/core';
import type { TFunction } from 'i18next';

/**
 * The summary of spec 000 §4 in the reader's language: 'Pending your approval', 'Pending approval from
 * {name}', 'Pending: {label}'; a finished or failed instance says so.
 */
export function summaryText(t: TFunction, status: WorkflowStatusAnswer): string {
  if (status.status === 'COMPLETED') return t('workflow.summary.completed');
  if (status.status === 'FAILED')
    return t('workflow.summary.failed', { error: status.error ?? status.summary });
  if (status.status === 'CANCELLED')
    return t('workflow.summary.cancelled', { error: status.error ?? status.summary });
  const step = status.currentSteps[0];
  if (!step) return status.summary;
  if (step.kind === 'APPROVAL') {
    if (status.actions.approvals.length > 0) return t('workflow.summary.yourApproval');
    const waiting = status.approvals.filter(
      (approval) => approval.status === 'pending' && approval.nodeId === step.nodeId,
    );
    if (waiting.length > 0)
      return t('workflow.summary.approvalFrom', {
        name: waiting.map((approval) => approval.approver.name).join(', '),
      });
  }
  return t('workflow.summary.pending', { label: step.label });
}

interface Tested {
  transition?: unknown;
  to?: unknown;
  held?: unknown;
  condition?: { title?: unknown; conditions?: { operator?: unknown; left?: unknown; right?: unknown }[] };
}

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '∅'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * Why a transition was taken, when the entry carries it (the engine's `tested` list): the transition
 * that held and, for a condition, the values it compared. Undefined when there is nothing to say.
 */
export function whyText(t: TFunction, entry: WorkflowTimelineEntryAnswer): string | undefined {
  const tested = entry.detail?.tested;
  if (!Array.isArray(tested)) return undefined;
  const taken = (tested as Tested[]).find((test) => test.held === true);
  const parts: string[] = [];
  for (const test of tested as Tested[]) {
    if (!test.condition) continue;
    const values = (test.condition.conditions ?? [])
      .map(
        (condition) =>
          `${shown(condition.left)} ${String(condition.operator ?? '')} ${shown(condition.right)}`,
      )
      .join('; ');
    parts.push(
      t(test.held === true ? 'workflow.why.held' : 'workflow.why.notHeld', {
        condition: String(test.condition.title || test.transition || ''),
        values,
      }),
    );
  }
  if (parts.length === 0 && taken)
    return t('workflow.why.only', { transition: String(taken.transition ?? '') });
  return parts.length > 0 ? parts.join(' ') : undefined;
}
