import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import type { OptionIssue } from './field-option-checks';

/** The languages a label is translated into; English is the label itself. */
const TRANSLATED_LOCALES: readonly string[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
export const TRANSLATED_LABEL_MAX = 200;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Problems in one `translations` map: `{ ar: { [key]: 'text' }, hi: …, ur: … }`, only the shipped
 * languages besides English, each holding only `key`, a non-empty text of at most 200 characters.
 */
function checkTranslations(path: string, key: string, value: unknown): OptionIssue[] {
  if (value === undefined) return [];
  const refused: OptionIssue = { path, code: 'badTranslation', detail: key };
  if (!isPlainObject(value)) return [refused];
  for (const [locale, entry] of Object.entries(value)) {
    if (!TRANSLATED_LOCALES.includes(locale) || !isPlainObject(entry)) return [refused];
    const keys = Object.keys(entry);
    if (keys.some((candidate) => candidate !== key)) return [refused];
    const text = entry[key];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.trim() === '' || text.length > TRANSLATED_LABEL_MAX) {
      return [{ ...refused, path: `${path}.${locale}.${key}` }];
    }
  }
  return [];
}

/** The label's translations (`options.translations`) and each choice's (`items`, `statuses`). */
export function labelTranslationIssues(options: Readonly<Record<string, unknown>>): OptionIssue[] {
  const issues = checkTranslations('translations', 'label', options.translations);
  for (const list of ['items', 'statuses']) {
    const entries = options[list];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry: unknown, index) => {
      if (isPlainObject(entry)) {
        issues.push(...checkTranslations(`${list}.${index}.translations`, 'name', entry.translations));
      }
    });
  }
  return issues;
}
