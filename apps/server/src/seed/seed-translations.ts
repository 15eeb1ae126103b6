import type { ObjectTranslations } from '@atrium/core';

/** Texts of a shipped package in Arabic, Hindi and Urdu, by their English text. */
export type PackageWords = Readonly<Record<string, readonly [ar: string, hi: string, ur: string]>>;
/** An object's singular and plural names per language. */
export type PackageObjectNames = Readonly<
  Record<string, Readonly<Record<(typeof LOCALES)[number], readonly [singular: string, plural: string]>>>
>;
type Options = Record<string, unknown>;

const LOCALES = ['ar', 'hi', 'ur'] as const;

function translationsOf(words: PackageWords, english: string, key: string) {
  const known = words[english];
  return known
    ? Object.fromEntries(LOCALES.map((locale, at) => [locale, { [key]: known[at] ?? english }]))
    : undefined;
}

/**
 * The function a package's attributes are written with: an attribute's options with its label's
 * translations and each choice's, from the package's own word list (English stays the fallback).
 */
export function optionsTranslator(words: PackageWords) {
  return (label: string, options: Options = {}): Options => {
    const next: Options = { ...options };
    const translations = translationsOf(words, label, 'label');
    if (translations) next.translations = translations;
    if (Array.isArray(options.items))
      next.items = options.items.map((item: { name: string }) => {
        const named = translationsOf(words, item.name, 'name');
        return named ? { ...item, translations: named } : item;
      });
    return next;
  };
}

/** A package's object names as the object's `translations`, by object name. */
export function objectNamesTranslator(names: PackageObjectNames) {
  return (objectName: string): ObjectTranslations | undefined => {
    const entry = names[objectName];
    if (!entry) return undefined;
    return Object.fromEntries(
      Object.entries(entry).map(([locale, [singular, plural]]) => [
        locale,
        { display_name: singular, plural_name: plural },
      ]),
    );
  };
}
