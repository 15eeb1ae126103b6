const DEFAULT_PRECISION = 2;
const cache = new Map<string, number>();

/** Decimals of a currency (ISO 4217 minor units: AED 2, JPY 0, KWD 3), 2 for an unknown code. */
export function currencyPrecision(code: string | undefined): number {
  if (code === undefined) return DEFAULT_PRECISION;
  const upper = code.toUpperCase();
  let precision = cache.get(upper);
  if (precision === undefined) {
    try {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: upper }).resolvedOptions()
        .maximumFractionDigits;
      precision = Math.min(Math.max(digits ?? DEFAULT_PRECISION, 0), 3);
    } catch {
      precision = DEFAULT_PRECISION;
    }
    cache.set(upper, precision);
  }
  return precision;
}
