export interface TimelineItem {
  id: string;
  name: string;
  completed: boolean;
  isCurrent: boolean;
  /** YYYY-MM-DD, or '' when the item has none. */
  endDate: string;
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** The endpoint's answer (a list, or `{ data: list }`) as timeline items (spec 001 §3.6). */
export function timelineItemsOf(answer: unknown): TimelineItem[] {
  const list = Array.isArray(answer)
    ? answer
    : typeof answer === 'object' && answer !== null && 'data' in answer
      ? answer.data
      : [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown, index): TimelineItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name, completed, is_current, end_date } = entry as Record<string, unknown>;
    return [
      {
        id: typeof id === 'string' || typeof id === 'number' ? String(id) : String(index),
        name: typeof name === 'string' ? name : '',
        completed: flag(completed),
        isCurrent: flag(is_current),
        endDate: typeof end_date === 'string' ? end_date.slice(0, 10) : '',
      },
    ];
  });
}

/** An item is active when it is completed or current (spec 001 §4.8). */
export const isActiveItem = (item: TimelineItem): boolean => item.completed || item.isCurrent;

/** The configured endpoint with `{id}` replaced by the record's id. */
export function timelinePath(endpoint: string, recordId: string): string {
  return endpoint.replaceAll('{id}', encodeURIComponent(recordId));
}
