/**
 * Dates for the date operators. Values are ISO text on the wire: `YYYY-MM-DD` is a calendar day with
 * no zone; a date-time is an instant (`Z` or an offset; without one it is read as UTC). Parts of an
 * instant (year … hour) are taken in the user's IANA zone, through one cached Intl formatter per zone.
 */

export type DatePart = 'year' | 'month' | 'date' | 'week' | 'day' | 'hour';

export interface ParsedDate {
  /** The instant, or for a calendar day its midnight UTC. */
  ms: number;
  /** A calendar day without a time: compared and split as written, whatever the zone. */
  dateOnly: boolean;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function validDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone === 'Z' || zone === 'z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/** A date from ISO text or a valid Date; undefined for anything else (numbers are not dates). */
export function parseDate(value: unknown): ParsedDate | undefined {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? undefined : { ms, dateOnly: false };
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const day = DATE_ONLY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return validDay(year, month, date) ? { ms: Date.UTC(year, month - 1, date), dateOnly: true } : undefined;
  }
  const time = DATE_TIME.exec(text);
  if (!time) return undefined;
  const [year, month, date, hour, minute] = [1, 2, 3, 4, 5].map((index) => Number(time[index]));
  const second = Number(time[6] ?? 0);
  const fraction = Number(`0.${time[7] ?? '0'}`);
  if (year === undefined || month === undefined || date === undefined) return undefined;
  if (hour === undefined || minute === undefined) return undefined;
  if (!validDay(year, month, date) || hour > 23 || minute > 59 || second > 59) return undefined;
  const offset = offsetMinutes(time[8]);
  if (Math.abs(offset) > 18 * 60) return undefined;
  const ms =
    Date.UTC(year, month - 1, date, hour, minute, second) + Math.round(fraction * 1000) - offset * 60_000;
  return { ms, dateOnly: false };
}

/** Days since 1970-01-01 of a civil date (proleptic Gregorian), without allocating a Date. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Calendar fields of an instant or day, in a zone. Reused per call site: callers copy what they keep. */
export interface CalendarFields {
  year: number;
  month: number;
  day: number;
  hour: number;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(zone);
  if (cached !== undefined) return cached;
  let formatter: Intl.DateTimeFormat | null = null;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
    });
  } catch {
    // An unknown zone falls back to UTC rather than failing the whole form.
    formatter = null;
  }
  formatters.set(zone, formatter);
  return formatter;
}

/** The zone the engine uses for a user: theirs when Intl knows it, otherwise UTC. */
export function resolveTimeZone(zone: string | undefined): string {
  if (!zone || zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  return formatterFor(zone) ? zone : 'UTC';
}

function utcFields(ms: number, into: CalendarFields): CalendarFields {
  const days = Math.floor(ms / DAY_MS);
  // Civil-from-days (Howard Hinnant's algorithm), so no Date object is made.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  into.day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  into.month = mp < 10 ? mp + 3 : mp - 9;
  into.year = yearOfEra + era * 400 + (into.month <= 2 ? 1 : 0);
  into.hour = Math.floor((ms - days * DAY_MS) / 3_600_000);
  return into;
}

/** Fills `into` with the date's calendar fields: a day as written, an instant in `zone`. */
export function calendarFields(date: ParsedDate, zone: string, into: CalendarFields): CalendarFields {
  if (date.dateOnly || zone === 'UTC') return utcFields(date.ms, into);
  const formatter = formatterFor(zone);
  if (!formatter) return utcFields(date.ms, into);
  into.hour = 0;
  for (const part of formatter.formatToParts(date.ms)) {
    if (part.type === 'year') into.year = Number(part.value);
    else if (part.type === 'month') into.month = Number(part.value);
    else if (part.type === 'day') into.day = Number(part.value);
    else if (part.type === 'hour') into.hour = Number(part.value) % 24;
  }
  return into;
}

/** ISO day of week, Monday 1 to Sunday 7. */
export function isoWeekday(fields: CalendarFields): number {
  const days = daysFromCivil(fields.year, fields.month, fields.day);
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

/** ISO 8601 week number (1–53): the week holding the year's first Thursday is week 1. */
export function isoWeek(fields: CalendarFields): number {
  const days = daysFromCivil(fields.year, fields.month, fields.day);
  const thursday = days - isoWeekday(fields) + 4;
  const thursdayYear = utcFields(thursday * DAY_MS, { year: 0, month: 0, day: 0, hour: 0 }).year;
  return Math.floor((thursday - daysFromCivil(thursdayYear, 1, 1)) / 7) + 1;
}

/** One calendar part as a number: the day key (YYYYMMDD) for whole days, else year … hour. */
export function partOf(fields: CalendarFields, part: DatePart | 'dayKey'): number {
  switch (part) {
    case 'dayKey':
      return fields.year * 10_000 + fields.month * 100 + fields.day;
    case 'year':
      return fields.year;
    case 'month':
      return fields.month;
    case 'date':
      return fields.day;
    case 'week':
      return isoWeek(fields);
    case 'day':
      return isoWeekday(fields);
    case 'hour':
      return fields.hour;
  }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A month or weekday constant by name (`'March'`, `'mon'`): 1-based, or NaN. */
export function namedPart(part: DatePart, text: string): number {
  const prefix = text.trim().slice(0, 3).toLowerCase();
  if (part === 'month') return MONTHS.indexOf(prefix) + 1 || Number.NaN;
  if (part === 'day') return WEEKDAYS.indexOf(prefix) + 1 || Number.NaN;
  return Number.NaN;
}
