export { COUNTRY_CODES } from '@atrium/core';

const namers = new Map<string, Intl.DisplayNames>();

/** A country's name in the given language, or the code itself when the runtime does not know it. */
export function countryName(code: string, language: string): string {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    namers.set(language, namer);
  }
  try {
    return namer.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
