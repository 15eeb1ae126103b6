export interface StatusCrumb {
  id: string;
  label: string;
}

/** `options.statuses`: `{ id, label }` steps in order (ids may be numbers). */
export function statusCrumbsOf(option: unknown): StatusCrumb[] {
  if (!Array.isArray(option)) return [];
  return option.flatMap((entry: unknown): StatusCrumb[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, label } = entry as Record<string, unknown>;
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    return [{ id: String(id), label: typeof label === 'string' ? label : String(id) }];
  });
}

/** Each step's state: the one equal to the record's key field is active, those before it completed. */
export function crumbStates(
  crumbs: readonly StatusCrumb[],
  current: string,
): ('finish' | 'process' | 'wait')[] {
  const active = crumbs.findIndex((crumb) => crumb.id === current);
  return crumbs.map((_, index) => (index < active ? 'finish' : index === active ? 'process' : 'wait'));
}
