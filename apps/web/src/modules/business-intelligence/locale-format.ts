import type { DateBucket } from '@atrium/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const PERIOD_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date bucket's key ('YYYY-MM-DD', the period's first day, as the report query answers it) read as
 * that day in UTC, so no time zone moves it to the day before.
 */
function periodStart(key: string): Date | undefined {
  const parts = PERIOD_KEY.exec(key);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const start = new Date(Date.UTC(year, month, day));
  // Date.UTC rolls a 13th month or a 45th day over into a real date; such a key is no period.
  const exact =
    start.getUTCFullYear() === year && start.getUTCMonth() === month && start.getUTCDate() === day;
  return exact ? start : undefined;
}

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);
const addMonths = (day: Date, months: number) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));

/** Numbers and dates written as the person's language writes them (Arabic digits in Arabic, and so on). */
export function localeFormat(language: string) {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  const day = utc({ dateStyle: 'medium' });
  const month = utc({ month: 'long', year: 'numeric' });
  const months = utc({ month: 'short', year: 'numeric' });
  const year = utc({ year: 'numeric' });
  return {
    number: (value: number) => numbers.format(value),
    date: (value: string | Date) => {
      const when = typeof value === 'string' ? new Date(value) : value;
      return Number.isNaN(when.getTime()) ? String(value) : dates.format(when);
    },
    /**
     * A report's date category as a person names the period, in their language: a day, a week's seven
     * days, a month, a quarter's three months, a year. A key that is not a date stays as it is.
     */
    period: (key: string, bucket: DateBucket): string => {
      const start = periodStart(key);
      if (!start) return key;
      switch (bucket) {
        case 'day':
          return day.format(start);
        case 'week':
          return day.formatRange(start, addDays(start, 6));
        case 'month':
          return month.format(start);
        case 'quarter':
          return months.formatRange(start, addMonths(start, 2));
        case 'year':
          return year.format(start);
        default: {
          const unreachable: never = bucket;
          return unreachable;
        }
      }
    },
  };
}

export function useLocaleFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => localeFormat(i18n.language), [i18n.language]);
}
