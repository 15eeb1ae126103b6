import {
  workflowTranslationKey as key,
  type WorkflowStatusAnswer,
  type WorkflowTimelineEntryAnswer,
  type WorkflowTimelineLabels,
  workflowLabel,
} from '@atrium/core';
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

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * An entry retold in the reader's language with the workflow's labels in it, for the kinds whose words
 * are the engine's own; the stored English message for the rest (field values, notices, failures) and
 * whenever the labels of its workflow are not known.
 */
export function timelineText(
  t: TFunction,
  entry: WorkflowTimelineEntryAnswer,
  workflow: { texts: WorkflowTimelineLabels | undefined; locale: string },
): string {
  const { texts, locale } = workflow;
  if (!texts) return entry.message;
  const label = (of: string) => {
    const english = texts.labels[of];
    return english === undefined ? undefined : workflowLabel(texts.translations, locale, of, english);
  };
  const node = entry.nodeId === null ? undefined : label(key.node(entry.nodeId));
  const detail = entry.detail ?? {};
  const comment = textOf(detail.comment);
  const said = (
    plain: string,
    withText: string,
    text: string | undefined,
    values: Record<string, string> = {},
  ) => (text === undefined ? t(plain, values) : t(withText, { ...values, input: text, comment: text }));
  switch (entry.kind) {
    case 'started': {
      const name = label(key.label);
      return name === undefined ? entry.message : t('workflow.timeline.started', { label: name });
    }
    case 'entered':
    case 'triggered':
    case 'completed':
      return node === undefined ? entry.message : t(`workflow.timeline.${entry.kind}`, { label: node });
    case 'decided': {
      const option = textOf(detail.option);
      const chosen = entry.nodeId && option ? label(key.option(entry.nodeId, option)) : undefined;
      return chosen === undefined
        ? entry.message
        : said('workflow.timeline.decided', 'workflow.timeline.decidedWith', textOf(detail.input), {
            label: chosen,
          });
    }
    case 'approved':
    case 'rejected':
      return said(`workflow.timeline.${entry.kind}`, `workflow.timeline.${entry.kind}With`, comment);
    case 'waiting':
      return Array.isArray(detail.approvers) ? t('workflow.timeline.waitingApproval') : entry.message;
    case 'transition': {
      const taken = Array.isArray(detail.tested)
        ? (detail.tested as Tested[]).find((test) => test.held === true)
        : undefined;
      const to = textOf(taken?.to);
      const target = to === undefined ? undefined : label(key.node(to));
      return node === undefined || target === undefined
        ? entry.message
        : t('workflow.timeline.transition', {
            from: node,
            to: target,
            outcome: String(detail.outcome ?? ''),
          });
    }
    default:
      return entry.message;
  }
}
