import type { Attribute, ObjectDefinition } from '@atrium/core';

/**
 * Labels administrators define (object names, field, option and tab labels) in the person's
 * language: the metadata's `translations` entry for their locale, else the English the metadata holds.
 */
type Translations = Readonly<Record<string, unknown>>;

function entryOf(translations: unknown, locale: string): Translations | undefined {
  if (typeof translations !== 'object' || translations === null) return undefined;
  const entry =
    (translations as Translations)[locale] ?? (translations as Translations)[locale.split('-')[0] ?? ''];
  return typeof entry === 'object' && entry !== null ? (entry as Translations) : undefined;
}

/** `key` of the locale's entry in `translations` when it is a non-empty text, else `fallback`. */
export function translated(translations: unknown, locale: string, key: string, fallback: string): string {
  const value = entryOf(translations, locale)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** The object's singular name: a record page is 'Edit Account', not 'Edit Accounts'. */
export function objectName(
  definition: Pick<ObjectDefinition, 'display_name' | 'translations'>,
  locale: string,
) {
  return translated(definition.translations, locale, 'display_name', definition.display_name);
}

/** A field's label: `options.translations[locale].label`, else its label. */
export function attributeLabel(attribute: Pick<Attribute, 'label' | 'options'>, locale: string): string {
  return translated(attribute.options.translations, locale, 'label', attribute.label);
}
