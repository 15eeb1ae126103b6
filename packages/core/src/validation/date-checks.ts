import { type CheckFactory, fail, pass } from './value-check';

/** A date, or the date part of an ISO date and time ('2024-05-01T10:00:00Z' names 1 May). */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(\.\d{1,6})?)?$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD'; an ISO datetime keeps the date it names. */
export const dateCheck: CheckFactory = () => (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = DATE.exec(text);
  if (!match) return fail('must be a date.');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? pass(text.slice(0, 10)) : fail('must be a date.');
};

/** ISO 8601 date and time, stored as UTC; one without an offset is read as UTC. */
export const dateTimeCheck: CheckFactory = () => (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = DATE_TIME.exec(text);
  if (!match) return fail('must be a date and time.');
  const iso = text.replace(' ', 'T');
  const instant = new Date(match[1] === undefined ? `${iso}Z` : iso);
  const [year, month, day] = [Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10))];
  if (Number.isNaN(instant.getTime()) || !isCalendarDate(year, month, day))
    return fail('must be a date and time.');
  return pass(instant.toISOString());
};

/** 'HH:MM' or 'HH:MM:SS', stored as 'HH:MM:SS'. */
export const timeCheck: CheckFactory = () => (value) => {
  const match = typeof value === 'string' ? TIME.exec(value.trim()) : null;
  if (!match) return fail('must be a time (HH:MM).');
  return pass(`${match[1]}:${match[2]}:${match[3] ?? '00'}${match[4] ?? ''}`);
};
