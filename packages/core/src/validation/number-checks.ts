import { currencyDecimals } from '../field-types/currencies';
import { type FieldOptions, flag, integerOption, numberOption } from './field-options';
import { type CheckFactory, type CheckResult, fail, pass, type ValueCheck } from './value-check';

/** Plain decimal notation: '0x10', '1e1', '+1', '.5' and '1,000' are not numbers a person typed. */
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** A number, or text that reads as one: decimals travel as text ('10.50'). */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!NUMERIC.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

interface Range {
  min: number | undefined;
  max: number | undefined;
}

/** With disableNegative and no minimum, the minimum is 0 (spec 001 §5.3). */
function rangeOf(options: FieldOptions, read: typeof numberOption): Range {
  const min = read(options, 'minNumber');
  return {
    min: min ?? (flag(options, 'disableNegative') ? 0 : undefined),
    max: read(options, 'maxNumber'),
  };
}

function inRange(number: number, { min, max }: Range): CheckResult {
  if (min !== undefined && number < min) return fail(`must be at least ${min}.`);
  if (max !== undefined && number > max) return fail(`must be at most ${max}.`);
  return pass(number);
}

/** numberField: whole numbers; minNumber and maxNumber parsed as integers. */
export const integerCheck: CheckFactory = (options) => {
  const range = rangeOf(options, integerOption);
  return (value) => {
    const number = numberOf(value);
    if (number === undefined || !Number.isSafeInteger(number)) return fail('must be a whole number.');
    return inRange(number, range);
  };
};

function decimalCheck(options: FieldOptions, precision: number): ValueCheck {
  const range = rangeOf(options, numberOption);
  return (value) => {
    const number = numberOf(value);
    if (number === undefined) return fail('must be a number.');
    if (Number(number.toFixed(precision)) !== number) {
      return fail(`must have at most ${precision} decimal place${precision === 1 ? '' : 's'}.`);
    }
    return inRange(number, range);
  };
}

function precisionOf(options: FieldOptions, fallback: number, most: number): number {
  const precision = integerOption(options, 'precision');
  return precision === undefined ? fallback : Math.min(Math.max(precision, 0), most);
}

/** decimalField: the precision option, 2 by default (spec 001 §5.3, §9). */
export const decimalFieldCheck: CheckFactory = (options) =>
  decimalCheck(options, precisionOf(options, 2, 10));

/** currency: precision 0 to 3 (spec 001 §9); without the option, the currency's own decimals (KWD 3, JPY 0). */
export const currencyCheck: CheckFactory = (options) => {
  const code = options.currency;
  const own = typeof code === 'string' ? currencyDecimals(code.toUpperCase()) : undefined;
  return decimalCheck(options, precisionOf(options, own ?? 2, 3));
};

/** percent: fixed to 2 decimals. */
export const percentCheck: CheckFactory = (options) => decimalCheck(options, 2);
