/** Numbers shown with ',' between thousands and '.' before decimals, whatever the language (spec 001 §5.3). */
const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(precision: number): Intl.NumberFormat {
  let formatter = formatters.get(precision);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
      useGrouping: true,
    });
    formatters.set(precision, formatter);
  }
  return formatter;
}

/** A stored number (numbers, or numeric strings as Postgres `numeric` answers them). */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.replaceAll(',', ''));
  return Number.isFinite(parsed) ? parsed : null;
}

/** Keeps only digits, '.' and '-' of typed text. */
export function cleanDecimalInput(text: string): string {
  return text.replace(/[^\d.-]/g, '');
}

/** Rounds half away from zero at `digits` decimals, without binary drift (1.005 → 1.01). */
export function roundTo(value: number, digits: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number(`${Math.abs(value)}e${digits}`))) / 10 ** digits;
}

/** Typed decimal text as a number: cleaned, then parsed; null when nothing numeric is left. */
export function parseDecimalInput(text: string): number | null {
  const cleaned = cleanDecimalInput(text);
  if (cleaned === '' || cleaned === '-' || cleaned === '.') return null;
  const parsed = Number.parseFloat(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

export function formatNumber(value: number, precision: number): string {
  return formatterFor(precision).format(value);
}

/** Read-only decimals: thousands separators, and a fraction of only zeros dropped ('1,200.00' → '1,200'). */
export function displayDecimal(value: number, precision = 2): string {
  return formatNumber(value, precision).replace(/\.0+$/, '');
}
