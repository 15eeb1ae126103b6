import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { TIME_FORMAT } from './date-formats';

dayjs.extend(customParseFormat);

/** A stored date or date-time (ISO text) as dayjs, or null when empty or unreadable. */
export function dayOf(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
}

/** A stored time ('HH:mm:ss' or 'HH:mm') as dayjs today, or null. */
export function timeOf(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = dayjs(value, [TIME_FORMAT, 'HH:mm'], true);
  return time.isValid() ? time : null;
}
