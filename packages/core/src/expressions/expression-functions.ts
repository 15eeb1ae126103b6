import { calendarDateOf, dateInZone, daysBetween, formatDate } from './expression-dates';
import { EXPRESSION_LIMITS, ExpressionError } from './expression-error';
import {
  checkedText,
  finite,
  isBlank,
  isPlainObject,
  isTruthy,
  looseEquals,
  toNumber,
  toText,
} from './expression-values';

/** What one evaluation carries: the caller's clock and zone, and the step budget. */
export interface ExpressionRuntime {
  readonly now: Date | undefined;
  readonly timeZone: string | undefined;
  steps: number;
}

// Read only by the functions that need them, so an evaluation without dates makes no clock.
const nowOf = (runtime: ExpressionRuntime) => runtime.now ?? new Date();
const zoneOf = (runtime: ExpressionRuntime) => runtime.timeZone ?? 'UTC';

export function spendSteps(runtime: ExpressionRuntime, count: number, position: number): void {
  runtime.steps += count;
  if (runtime.steps > EXPRESSION_LIMITS.maxSteps) {
    throw new ExpressionError('Expression takes too many steps', position);
  }
}

interface Call {
  runtime: ExpressionRuntime;
  position: number;
}

/** Most functions take their arguments' values. */
interface EagerFunction {
  lazy: false;
  arity: readonly [min: number, max: number];
  apply(values: readonly unknown[], call: Call): unknown;
}

/** IF, AND and OR evaluate only the arguments they need, so IF(b = 0, 0, a / b) works. */
interface LazyFunction {
  lazy: true;
  arity: readonly [min: number, max: number];
  apply(argument: (index: number) => unknown, count: number, call: Call): unknown;
}

export type ExpressionFunction = EagerFunction | LazyFunction;

const eager = (
  min: number,
  max: number,
  apply: (values: readonly unknown[], call: Call) => unknown,
): EagerFunction => ({ lazy: false, arity: [min, max], apply });

const unary = (apply: (value: unknown, call: Call) => unknown) =>
  eager(1, 1, (values, call) => apply(values[0], call));

const numeric = (apply: (value: number, call: Call) => number) =>
  unary((value, call) =>
    isBlank(value) ? null : finite(apply(toNumber(value, call.position), call), call.position),
  );

/** Scales by 10^digits through the decimal exponent, so ROUND(1.005, 2) is 1.01 and not 1. */
function scaled(value: number, digits: number): number {
  return String(value).includes('e') ? value * 10 ** digits : Number(`${value}e${digits}`);
}

function rounding(round: (value: number) => number) {
  return eager(1, 2, (values, { position }) => {
    const [value, digitsValue] = values;
    if (isBlank(value)) return null;
    const number = toNumber(value, position);
    const digits = digitsValue === undefined ? 0 : toNumber(digitsValue, position);
    if (!Number.isInteger(digits) || digits < -15 || digits > 15) {
      throw new ExpressionError('Digits must be a whole number from -15 to 15', position);
    }
    return finite(scaled(round(scaled(number, digits)), -digits), position);
  });
}

/** The numbers of the arguments, lists opened, blanks skipped (as a spreadsheet does). */
function numbersOf(values: readonly unknown[], call: Call): number[] {
  const numbers: number[] = [];
  const visit = (value: unknown) => {
    spendSteps(call.runtime, 1, call.position);
    if (Array.isArray(value)) value.forEach(visit);
    else if (!isBlank(value)) numbers.push(toNumber(value, call.position));
  };
  values.forEach(visit);
  return numbers;
}

function isEmptyValue(value: unknown): boolean {
  if (isBlank(value)) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

function contains(haystack: unknown, needle: unknown, call: Call): boolean {
  if (isBlank(haystack)) return false;
  if (Array.isArray(haystack)) {
    spendSteps(call.runtime, haystack.length, call.position);
    return haystack.some((item) => looseEquals(item, needle));
  }
  return toText(haystack, call.position).includes(toText(needle, call.position));
}

function dateOf(value: unknown, call: Call) {
  return calendarDateOf(value, zoneOf(call.runtime), call.position);
}

function datePart(part: 'year' | 'month' | 'day') {
  return unary((value, call) => dateOf(value, call)?.[part] ?? null);
}

/** The whitelist: nothing else can be called. */
const FUNCTIONS = {
  IF: {
    lazy: true,
    arity: [2, 3],
    apply: (argument, count) => (isTruthy(argument(0)) ? argument(1) : count > 2 ? argument(2) : null),
  },
  AND: {
    lazy: true,
    arity: [1, 255],
    apply: (argument, count) => {
      for (let index = 0; index < count; index += 1) if (!isTruthy(argument(index))) return false;
      return true;
    },
  },
  OR: {
    lazy: true,
    arity: [1, 255],
    apply: (argument, count) => {
      for (let index = 0; index < count; index += 1) if (isTruthy(argument(index))) return true;
      return false;
    },
  },
  NOT: unary((value) => !isTruthy(value)),
  ROUND: rounding((value) => Math.sign(value) * Math.round(Math.abs(value))),
  FLOOR: rounding(Math.floor),
  CEIL: rounding(Math.ceil),
  ABS: numeric(Math.abs),
  MIN: eager(1, 255, (values, call) => {
    const numbers = numbersOf(values, call);
    return numbers.length === 0 ? null : numbers.reduce((least, value) => Math.min(least, value));
  }),
  MAX: eager(1, 255, (values, call) => {
    const numbers = numbersOf(values, call);
    return numbers.length === 0 ? null : numbers.reduce((most, value) => Math.max(most, value));
  }),
  SUM: eager(1, 255, (values, call) =>
    finite(
      numbersOf(values, call).reduce((total, value) => total + value, 0),
      call.position,
    ),
  ),
  AVG: eager(1, 255, (values, call) => {
    const numbers = numbersOf(values, call);
    if (numbers.length === 0) return null;
    return finite(numbers.reduce((total, value) => total + value, 0) / numbers.length, call.position);
  }),
  LEN: unary((value, { position }) => {
    if (Array.isArray(value)) return value.length;
    let length = 0;
    for (const _ of toText(value, position)) length += 1;
    return length;
  }),
  UPPER: unary((value, { position }) => toText(value, position).toUpperCase()),
  LOWER: unary((value, { position }) => toText(value, position).toLowerCase()),
  TRIM: unary((value, { position }) => toText(value, position).trim()),
  CONCAT: eager(1, 255, (values, { position }) =>
    checkedText(values.map((value) => toText(value, position)).join(''), position),
  ),
  CONTAINS: eager(2, 2, (values, call) => contains(values[0], values[1], call)),
  ISEMPTY: unary(isEmptyValue),
  TODAY: eager(0, 0, (_, { runtime, position }) =>
    formatDate(dateInZone(nowOf(runtime), zoneOf(runtime), position)),
  ),
  NOW: eager(0, 0, (_, { runtime }) => nowOf(runtime).toISOString()),
  YEAR: datePart('year'),
  MONTH: datePart('month'),
  DAY: datePart('day'),
  DATEDIFF: eager(2, 2, (values, call) => {
    const start = dateOf(values[0], call);
    const end = dateOf(values[1], call);
    return start === null || end === null ? null : daysBetween(start, end);
  }),
  NUMBER: unary((value, { position }) => (isBlank(value) ? null : toNumber(value, position))),
  TEXT: unary((value, { position }) => toText(value, position)),
} satisfies Record<string, ExpressionFunction>;

export type ExpressionFunctionName = keyof typeof FUNCTIONS;

export const EXPRESSION_FUNCTION_NAMES = Object.keys(FUNCTIONS) as ExpressionFunctionName[];

/** Function names are case-insensitive: `round`, `Round` and `ROUND` are one function. */
export function functionNamed(name: string): ExpressionFunctionName | undefined {
  const upper = name.toUpperCase();
  return Object.hasOwn(FUNCTIONS, upper) ? (upper as ExpressionFunctionName) : undefined;
}

export function expressionFunction(name: ExpressionFunctionName): ExpressionFunction {
  return FUNCTIONS[name];
}
