import { DEFAULT_LOCALE, LOCALES, type Locale, PRODUCT_NAME } from '@atrium/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadTranslation } from './resources';
import { en } from './resources/en';

/**
 * One i18next instance, started synchronously with English, the fallback; any other language is
 * fetched and switched to by `switchLanguage` (the first render waits for it, see main.tsx).
 */
export function initI18n(locale: Locale): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: { [DEFAULT_LOCALE]: { translation: en } },
    interpolation: {
      escapeValue: false,
      defaultVariables: { product: PRODUCT_NAME },
    },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  if (locale !== DEFAULT_LOCALE) void switchLanguage(locale);
  return i18next;
}

const loading = new Map<Locale, Promise<void>>();
let wanted: Locale = DEFAULT_LOCALE;

/**
 * Fetches a language's strings once, then makes it the current language, unless another one was
 * chosen while they were on their way: the last choice wins, not the last chunk to arrive.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  wanted = locale;
  let loaded = loading.get(locale);
  if (!loaded) {
    loaded = i18next.hasResourceBundle(locale, 'translation')
      ? Promise.resolve()
      : loadTranslation(locale).then((resource) => {
          i18next.addResourceBundle(locale, 'translation', resource);
        });
    // A failed fetch (offline) may be tried again on the next switch.
    loaded.catch(() => loading.delete(locale));
    loading.set(locale, loaded);
  }
  await loaded;
  if (wanted === locale && i18next.language !== locale) await i18next.changeLanguage(locale);
}
