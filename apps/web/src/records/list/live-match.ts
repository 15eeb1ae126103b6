import type { FilterEntry } from '@atrium/core';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).toLowerCase());
const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether one filter admits the value, as the server's list query would; unknown operations do not. */
function admits(entry: FilterEntry, value: unknown): boolean {
  const wanted = text(entry.value);
  switch (entry.operation) {
    case 'contains':
      return text(value).includes(wanted);
    case 'startsWith':
      return text(value).startsWith(wanted);
    case 'endsWith':
      return text(value).endsWith(wanted);
    case 'equals':
      return text(value) === wanted;
    case 'notEquals':
      return text(value) !== wanted;
    case 'in':
      return Array.isArray(entry.value) && entry.value.some((item) => text(item) === text(value));
    case 'notIn':
      return Array.isArray(entry.value) && !entry.value.some((item) => text(item) === text(value));
    case 'isEmpty':
      return isBlank(value);
    case 'isNotEmpty':
      return !isBlank(value);
    default:
      return false;
  }
}

/**
 * Whether a record announced live may belong on a filtered or searched page. Only the server knows for
 * certain; when in doubt the answer is no, and the row appears with the next load instead of wrongly now.
 */
export function mayBelongToList(
  record: Readonly<Record<string, unknown>>,
  view: { filter: readonly FilterEntry[]; search: string },
): boolean {
  if (!view.filter.every((entry) => admits(entry, record[entry.columnName]))) return false;
  const search = view.search.trim().toLowerCase();
  return (
    search === '' ||
    Object.values(record).some((value) => typeof value === 'string' && value.toLowerCase().includes(search))
  );
}
