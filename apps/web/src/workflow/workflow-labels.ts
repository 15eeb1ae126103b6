import {
  workflowTranslationKey as key,
  type WorkflowAssignmentAnswer,
  type WorkflowDecisionOptionAnswer,
  type WorkflowStatusAnswer,
  type WorkflowTranslations,
  workflowLabel,
} from '@atrium/core';

/**
 * The workflow answers with their labels in the reader's language (issue 19 item 6): the server sends
 * the definition's English labels and its translations; these pick, English where none is given.
 */
function options(
  translations: WorkflowTranslations | undefined,
  locale: string,
  nodeId: string,
  list: readonly WorkflowDecisionOptionAnswer[],
): WorkflowDecisionOptionAnswer[] {
  return list.map((option) => ({
    ...option,
    label: workflowLabel(translations, locale, key.option(nodeId, option.name), option.label),
    ...(option.prompt === undefined
      ? {}
      : { prompt: workflowLabel(translations, locale, key.prompt(nodeId, option.name), option.prompt) }),
  }));
}

export function localizedStatus(status: WorkflowStatusAnswer, locale: string): WorkflowStatusAnswer {
  const { translations } = status.workflow;
  const step = (nodeId: string, fallback: string) =>
    workflowLabel(translations, locale, key.node(nodeId), fallback);
  return {
    ...status,
    workflow: {
      ...status.workflow,
      label: workflowLabel(translations, locale, key.label, status.workflow.label),
    },
    currentSteps: status.currentSteps.map((current) => ({
      ...current,
      label: step(current.nodeId, current.label),
    })),
    actions: {
      ...status.actions,
      triggers: status.actions.triggers.map((trigger) => ({
        ...trigger,
        label: step(trigger.nodeId, trigger.label),
      })),
      decisions: status.actions.decisions.map((decision) => ({
        ...decision,
        options: options(translations, locale, decision.nodeId, decision.options),
      })),
    },
    children: status.children.map((child) => localizedStatus(child, locale)),
  };
}

/** An inbox row: its workflow, step and option labels. */
export function localizedAssignment(row: WorkflowAssignmentAnswer, locale: string): WorkflowAssignmentAnswer {
  const { translations } = row.workflow;
  return {
    ...row,
    workflow: { ...row.workflow, label: workflowLabel(translations, locale, key.label, row.workflow.label) },
    label: workflowLabel(translations, locale, key.node(row.nodeId), row.label),
    ...(row.options ? { options: options(translations, locale, row.nodeId, row.options) } : {}),
  };
}
