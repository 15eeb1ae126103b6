/** Keeps digits and one leading '+': what a phone number may hold. */
export function cleanPhone(text: string): string {
  const digits = text.replace(/[^\d]/g, '');
  return text.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/** The `countryFilter` prefixes as '+digits' ('971', '+971' and '00971' all give '+971'). */
export function countryPrefixes(filter: readonly string[]): string[] {
  return filter
    .map((entry) => entry.replace(/[^\d]/g, '').replace(/^00/, ''))
    .filter((digits) => digits !== '')
    .map((digits) => `+${digits}`);
}

/** Whether a number starts with one of the allowed country codes (written with '+' or '00'). */
export function hasAllowedPrefix(phone: string, prefixes: readonly string[]): boolean {
  if (prefixes.length === 0 || phone === '') return true;
  const international = phone.startsWith('00') ? `+${phone.slice(2)}` : phone;
  return prefixes.some((prefix) => international.startsWith(prefix));
}
