import { DEFAULT_LOCALE, LOCALES, type Locale, PRODUCT_NAME } from '@atrium/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RESOURCES } from './resources';

/** One i18next instance; resources are bundled TS objects, so initialisation is synchronous. */
export function initI18n(locale: Locale): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(LOCALES.map((code) => [code, { translation: RESOURCES[code] }])),
    interpolation: {
      escapeValue: false,
      defaultVariables: { product: PRODUCT_NAME },
    },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return i18next;
}
