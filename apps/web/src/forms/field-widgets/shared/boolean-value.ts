/** Booleans are stored as '1' or '0' (spec 001 §3.6): on is '1' or any value other than '0' and empty. */
export function isOn(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === false) return false;
  return value !== '0' && value !== 0;
}

export const booleanValue = (on: boolean): '1' | '0' => (on ? '1' : '0');
