import { binary, memoize, memoizeZoned, type OperatorImpl } from './operator-impl';
import {
  type CalendarFields,
  calendarFields,
  type DatePart,
  namedPart,
  type ParsedDate,
  parseDate,
  partOf,
} from './rule-dates';
import { toFiniteNumber } from './rule-values';

/**
 * Date and date-time operators. Both sides must be valid dates, else the condition is false (spec 001
 * §4.2). A date field compares whole days; a date-time field compares instants, or whole days when
 * either side is a day without a time. Parts: date = day of the month, day = ISO day of the week
 * (Monday 1 … Sunday 7, or a name), week = ISO week, hour 0–23; all in the user's zone.
 */
type Comparison = 'Is' | 'IsNot' | 'Before' | 'After';

function compare(left: number, right: number, comparison: Comparison): boolean {
  switch (comparison) {
    case 'Is':
      return left === right;
    case 'IsNot':
      return left !== right;
    case 'Before':
      return left < right;
    case 'After':
      return left > right;
  }
}

function newFields(): CalendarFields {
  return { year: 0, month: 0, day: 0, hour: 0 };
}

/** A date's day key (YYYYMMDD) in a zone, remembered for the last zone asked. */
function dayKeyReader(): (date: ParsedDate, zone: string) => number {
  const fields = newFields();
  let lastDate: ParsedDate | undefined;
  let lastZone = '';
  let lastKey = 0;
  return (date, zone) => {
    if (date === lastDate && zone === lastZone) return lastKey;
    lastKey = partOf(calendarFields(date, zone, fields), 'dayKey');
    lastDate = date;
    lastZone = zone;
    return lastKey;
  };
}

function wholeDateOperator(comparison: Comparison, wholeDays: boolean): OperatorImpl {
  const parseLeft = memoize(parseDate);
  const leftKey = dayKeyReader();
  const rightKey = dayKeyReader();
  return binary(parseDate, (value, right, zone) => {
    const left = parseLeft(value);
    if (!left) return false;
    if (wholeDays || left.dateOnly || right.dateOnly) {
      return compare(leftKey(left, zone), rightKey(right, zone), comparison);
    }
    return compare(left.ms, right.ms, comparison);
  });
}

interface PartConstant {
  /** A number given as such (2024, 3, 'March' → 3); NaN when the constant is a date. */
  fixed: number;
  date: ParsedDate | undefined;
}

function preparePart(raw: unknown, part: DatePart): PartConstant | undefined {
  const number = toFiniteNumber(raw);
  if (Number.isInteger(number)) return { fixed: number, date: undefined };
  if (typeof raw === 'string') {
    const named = namedPart(part, raw);
    if (!Number.isNaN(named)) return { fixed: named, date: undefined };
  }
  const date = parseDate(raw);
  return date ? { fixed: Number.NaN, date } : undefined;
}

function datePartOperator(part: DatePart, comparison: Comparison): OperatorImpl {
  const fields = newFields();
  const leftPart = memoizeZoned((raw, zone) => {
    const date = parseDate(raw);
    return date ? partOf(calendarFields(date, zone, fields), part) : Number.NaN;
  });
  const rightFields = newFields();
  return binary(
    (raw) => preparePart(raw, part),
    (value, right, zone) => {
      const left = leftPart(value, zone);
      if (Number.isNaN(left)) return false;
      const target = right.date ? partOf(calendarFields(right.date, zone, rightFields), part) : right.fixed;
      return compare(left, target, comparison);
    },
  );
}

const OPERATOR_NAME = /^(year|month|date|week|day|hour)(Is|IsNot|Before|After)$/;
const WHOLE: Record<string, Comparison> = { is: 'Is', isNot: 'IsNot', before: 'Before', after: 'After' };

export function dateFamilyOperator(name: string, withTime: boolean): OperatorImpl | undefined {
  const whole = WHOLE[name];
  if (whole) return wholeDateOperator(whole, !withTime);
  const match = OPERATOR_NAME.exec(name);
  const part = match?.[1] as DatePart | undefined;
  const comparison = match?.[2] as Comparison | undefined;
  if (!part || !comparison || (part === 'hour' && !withTime)) return undefined;
  return datePartOperator(part, comparison);
}
