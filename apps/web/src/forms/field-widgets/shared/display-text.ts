import { currencyPrecision } from '../currency/currency-precision';
import type { FieldWidgetProps } from '../widget-types';
import { DATE_FORMAT, DATETIME_DISPLAY_FORMAT } from './date-formats';
import { dayOf } from './date-value';
import { numberOption, stringOption } from './field-options';
import { displayDecimal, numberOf } from './number-format';

type OptionSource = Pick<FieldWidgetProps, 'node' | 'attribute'>;

const DEFAULT_DECIMALS = 2;
export const PERCENT_DIGITS = 2;
/** The badge of a number shown as stars (`shownAs: 'stars'`): '★ 3'. */
export const STAR = '★';

const clampDigits = (value: number, max: number) => Math.min(Math.max(Math.trunc(value), 0), max);

/** A decimal field's digits: its `precision` option (0 to 10), else 2. */
export function decimalPrecision(source: OptionSource): number {
  const precision = numberOption(source, 'precision');
  return precision === undefined ? DEFAULT_DECIMALS : clampDigits(precision, 10);
}

/** The currency's code (`currency` option) and decimals: a `precision` option (0 to 3) or the currency's. */
export function currencyOf(source: OptionSource): { code: string | undefined; precision: number } {
  const code = stringOption(source, 'currency')?.toUpperCase();
  const explicit = numberOption(source, 'precision');
  return { code, precision: explicit === undefined ? currencyPrecision(code) : clampDigits(explicit, 3) };
}

/**
 * The read-only text of a number, amount, percentage, date or date-time, as the form's displays and
 * the grids both draw it (spec 001 §5.3); undefined for other types, '' for an empty value.
 */
export function displayText(type: string, source: OptionSource, value: unknown): string | undefined {
  switch (type) {
    case 'numberField':
    case 'decimalField':
    case 'currency':
    case 'percent': {
      const number = numberOf(value);
      if (number === null) return '';
      if (type === 'numberField')
        return stringOption(source, 'shownAs') === 'stars'
          ? `${STAR} ${displayDecimal(number, 0)}`
          : displayDecimal(number, 0);
      if (type === 'decimalField') return displayDecimal(number, decimalPrecision(source));
      if (type === 'percent') return `${displayDecimal(number, PERCENT_DIGITS)}%`;
      const { code, precision } = currencyOf(source);
      const amount = displayDecimal(number, precision);
      return code === undefined ? amount : `${code} ${amount}`;
    }
    case 'dateField':
      return dayOf(value)?.format(DATE_FORMAT) ?? '';
    case 'datetimeField':
      return dayOf(value)?.format(DATETIME_DISPLAY_FORMAT) ?? '';
    default:
      return undefined;
  }
}
