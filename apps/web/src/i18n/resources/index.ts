import type { Locale } from '@atrium/core';
import { en, type TranslationResource } from './en';

/**
 * Each language's strings in a chunk of its own, fetched when that language is chosen: the sign-in
 * page carries English (the fallback, bundled with i18n.ts) and nothing else.
 */
const LOADERS: Record<Locale, () => Promise<TranslationResource>> = {
  en: () => Promise.resolve(en),
  ar: () => import('./ar').then((module) => module.ar),
  hi: () => import('./hi').then((module) => module.hi),
  ur: () => import('./ur').then((module) => module.ur),
};

export function loadTranslation(locale: Locale): Promise<TranslationResource> {
  return LOADERS[locale]();
}
