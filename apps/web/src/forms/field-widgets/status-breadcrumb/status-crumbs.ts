import { fieldChoices, type StatusStepOption } from '@atrium/core';

export type StatusCrumb = StatusStepOption;

/** `options.statuses`: `{ id, label }` steps in order (ids may be numbers), read by core's accessor. */
export function statusCrumbsOf(option: unknown): StatusCrumb[] {
  const steps = fieldChoices('statusBreadcrumb', { statuses: option }) ?? [];
  return steps.map((step) => ({ id: step.value, label: step.label }));
}

/** Each step's state: the one equal to the record's key field is active, those before it completed. */
export function crumbStates(
  crumbs: readonly StatusCrumb[],
  current: string,
): ('finish' | 'process' | 'wait')[] {
  const active = crumbs.findIndex((crumb) => crumb.id === current);
  return crumbs.map((_, index) => (index < active ? 'finish' : index === active ? 'process' : 'wait'));
}
