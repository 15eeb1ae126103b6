export const LOCALES = ['en', 'ar', 'hi', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ar', 'ur']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Arabic and Urdu are written right to left; the whole page flips for them. */
export function isRtl(locale: Locale): boolean {
  return RTL_LOCALES.has(locale);
}

/** A new session takes the browser's language subtag (`ar` of `ar-AE`) when we ship that language. */
export function localeFromBrowserLanguage(language: string | undefined | null): Locale {
  const prefix = (language ?? '').split(/[-_]/, 1)[0]?.toLowerCase();
  return isLocale(prefix) ? prefix : DEFAULT_LOCALE;
}
