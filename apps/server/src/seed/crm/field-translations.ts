import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { CRM_FIELD_LABELS, CRM_OPTION_LABELS } from './field-label-translations';

const LOCALES = ['ar', 'hi', 'ur'] as const;

type Options = Record<string, unknown>;
type Words = Readonly<Record<string, readonly [string, string, string]>>;

/** `{ ar: { [key]: … }, hi: …, ur: … }` for an English text the dictionary knows. */
function translationsOf(words: Words, english: unknown, key: string) {
  const known = typeof english === 'string' ? words[english] : undefined;
  return known ? Object.fromEntries(LOCALES.map((locale, at) => [locale, { [key]: known[at] }])) : undefined;
}

/** Each entry of a choice list (`items` named by `name`, `statuses` by `label`) with its translations. */
function translatedEntries(entries: unknown, textKey: string): unknown[] | undefined {
  if (!Array.isArray(entries)) return undefined;
  let changed = false;
  const out = entries.map((entry) => {
    if (typeof entry !== 'object' || entry === null || 'translations' in entry) return entry;
    const translations = translationsOf(CRM_OPTION_LABELS, (entry as Options)[textKey], 'name');
    if (!translations) return entry;
    changed = true;
    return { ...entry, translations };
  });
  return changed ? out : undefined;
}

/** The attribute's options with the label and choice translations it lacks, or undefined if none. */
export function withCrmTranslations(label: string, options: Options): Options | undefined {
  const next: Options = { ...options };
  let changed = false;
  if (!('translations' in options)) {
    const translations = translationsOf(CRM_FIELD_LABELS, label, 'label');
    if (translations) {
      next.translations = translations;
      changed = true;
    }
  }
  for (const [key, textKey] of [
    ['items', 'name'],
    ['statuses', 'label'],
  ] as const) {
    const entries = translatedEntries(options[key], textKey);
    if (entries) {
      next[key] = entries;
      changed = true;
    }
  }
  return changed ? next : undefined;
}

/**
 * Gives the CRM objects' field and option labels their Arabic, Hindi and Urdu names where none are set:
 * on a new database after the CRM seed and on one seeded before. Translations an administrator set stay.
 */
export async function translateCrmFields(db: Db, objects: readonly string[]): Promise<void> {
  const rows = await db
    .selectFrom('attributes as a')
    .innerJoin('objects as o', 'o.id', 'a.object_id')
    .select(['a.id', 'a.label', 'a.options', 'o.id as objectId'])
    .where('o.name', 'in', [...objects])
    .execute();
  const touched = new Set<number>();
  for (const row of rows) {
    const options = withCrmTranslations(row.label, row.options as Options);
    if (!options) continue;
    await db
      .updateTable('attributes')
      .set({ options: JSON.stringify(options) })
      .where('id', '=', row.id)
      .execute();
    touched.add(row.objectId);
  }
  // Definitions are cached by version: a changed object is read again.
  if (touched.size > 0) {
    await db
      .updateTable('objects')
      .set({ version: sql`version + 1` })
      .where('id', 'in', [...touched])
      .execute();
  }
}
