import { currencyDecimals } from '@atrium/core';

const DEFAULT_PRECISION = 2;

/**
 * Decimals of a currency (ISO 4217 minor units: AED 2, JPY 0, KWD 3), 2 for an unknown code: core's
 * table, the one the validator reads, so the widget never shows decimals the server would refuse.
 */
export function currencyPrecision(code: string | undefined): number {
  return (code === undefined ? undefined : currencyDecimals(code.toUpperCase())) ?? DEFAULT_PRECISION;
}
