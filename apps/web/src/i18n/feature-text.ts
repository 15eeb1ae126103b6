import { isLocale, LOCALES, type Locale } from '@atrium/core';
import i18next, { type i18n } from 'i18next';
import { useTranslation } from 'react-i18next';

const registered = new WeakMap<i18n, Map<string, Readonly<Record<Locale, object>>>>();

function addTo(instance: i18n, language: string, key: string, texts: Readonly<Record<Locale, object>>) {
  if (!isLocale(language) || !instance.hasResourceBundle(language, 'translation')) return;
  if (instance.getResource(language, 'translation', key) !== undefined) return;
  instance.addResourceBundle(language, 'translation', { [key]: texts[language] }, true, true);
}

/**
 * Adds a feature's strings, under `key`, to every language loaded now and to each one loaded later.
 * They travel in the feature's own chunk, not in the languages' bundles: the sign-in page, which
 * carries English, stays within its budget however many features the app grows. A language not loaded
 * yet gets no bundle here, so it is still fetched whole when chosen.
 */
export function registerFeatureText(
  key: string,
  texts: Readonly<Record<Locale, object>>,
  instance: i18n = i18next,
): void {
  if (!instance.store) return;
  let features = registered.get(instance);
  if (!features) {
    const all = new Map<string, Readonly<Record<Locale, object>>>();
    features = all;
    registered.set(instance, all);
    instance.store.on('added', (language: string, namespace: string) => {
      if (namespace !== 'translation') return;
      for (const [name, strings] of all) addTo(instance, language, name, strings);
    });
  }
  if (features.has(key)) return;
  features.set(key, texts);
  for (const language of LOCALES) addTo(instance, language, key, texts);
}

/** `useTranslation`, with the feature's strings registered first: a screen of a feature calls this. */
export function useFeatureTranslation(key: string, texts: Readonly<Record<Locale, object>>) {
  registerFeatureText(key, texts);
  return useTranslation();
}
