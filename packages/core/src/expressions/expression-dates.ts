import { ExpressionError } from './expression-error';
import { describe, isBlank } from './expression-values';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, position: number): Intl.DateTimeFormat {
  const known = formatters.get(timeZone);
  if (known) return known;
  try {
    const created = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, created);
    return created;
  } catch {
    throw new ExpressionError(`Unknown time zone ${timeZone}`, position);
  }
}

/** The calendar date of an instant where the person is (UTC when no zone is known). */
export function dateInZone(instant: Date, timeZone: string, position: number): CalendarDate {
  if (timeZone === 'UTC') {
    return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
  }
  const parts = formatterFor(timeZone, position).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date field ('2024-03-05') is a calendar date as written; a datetime is an instant, seen in the
 * person's zone (one without an offset is read as UTC). Blank is null.
 */
export function calendarDateOf(value: unknown, timeZone: string, position: number): CalendarDate | null {
  if (isBlank(value)) return null;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return dateInZone(value, timeZone, position);
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) {
      const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
      if (validDate(year, month, day)) return { year, month, day };
    } else {
      const dateTime = DATE_TIME.exec(value);
      if (dateTime) {
        const iso = value.replace(' ', 'T');
        const instant = new Date(dateTime[1] === undefined ? `${iso}Z` : iso);
        if (!Number.isNaN(instant.getTime())) return dateInZone(instant, timeZone, position);
      }
    }
  }
  throw new ExpressionError(`${describe(value)} is not a date`, position);
}

export function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole calendar days from `start` to `end` (negative when `end` is earlier). */
export function daysBetween(start: CalendarDate, end: CalendarDate): number {
  const from = Date.UTC(start.year, start.month - 1, start.day);
  const to = Date.UTC(end.year, end.month - 1, end.day);
  return Math.round((to - from) / DAY_MS);
}
