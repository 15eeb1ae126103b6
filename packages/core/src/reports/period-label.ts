import type { SeriesChartData } from './chart-data';
import type { DateBucket } from './report-definition';

const PERIOD_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date bucket's key ('YYYY-MM-DD', the period's first day, as the report query answers it) read as
 * that day in UTC, so no time zone moves it to the day before.
 */
export function periodStart(key: string): Date | undefined {
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

/**
 * Names a report's date category as a person names the period, in their language: a day, a week's
 * seven days, a month, a quarter's three months, a year. A key that is not a date stays as it is.
 */
export function periodFormatter(language: string): (key: string, bucket: DateBucket) => string {
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  const day = utc({ dateStyle: 'medium' });
  const month = utc({ month: 'long', year: 'numeric' });
  const months = utc({ month: 'short', year: 'numeric' });
  const year = utc({ year: 'numeric' });
  return (key, bucket) => {
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
  };
}

/** A chart's categories that are date periods, named by `period`; their keys stay the query's. */
export function periodTitled(
  data: SeriesChartData,
  bucket: DateBucket,
  period: (key: string, bucket: DateBucket) => string,
): SeriesChartData {
  const title = (row: SeriesChartData['data'][number]) =>
    typeof row.key === 'string' ? period(row.key, bucket) : row.title;
  return {
    ...data,
    barsNames: data.data.map(title),
    data: data.data.map((row) => ({ ...row, title: title(row) })),
  };
}
