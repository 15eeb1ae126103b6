/**
 * Labels administrators define (object names, field, option and tab labels) carry a `translations`
 * map keyed by locale; the person's language is read from it, English (the metadata's own text) is
 * the fallback. Shared by the web's screens and the server's prints and exports.
 */
type Translations = Readonly<Record<string, unknown>>;

function entryOf(translations: unknown, locale: string): Translations | undefined {
  if (typeof translations !== 'object' || translations === null) return undefined;
  const all = translations as Translations;
  const entry = Object.hasOwn(all, locale) ? all[locale] : all[locale.split('-')[0] ?? ''];
  return typeof entry === 'object' && entry !== null ? (entry as Translations) : undefined;
}

/** `key` of the locale's entry in `translations` when it is a non-empty text, else `fallback`. */
export function translated(translations: unknown, locale: string, key: string, fallback: string): string {
  const value = entryOf(translations, locale)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}
