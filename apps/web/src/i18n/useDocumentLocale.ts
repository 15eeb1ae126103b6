import { isRtl, type Locale } from '@atrium/core';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from './i18n';

/** dayjs' strings of a language, fetched when it is chosen (English is built in). */
const DAYJS_LOCALES: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  ar: () => import('dayjs/locale/ar'),
  hi: () => import('dayjs/locale/hi'),
  ur: () => import('dayjs/locale/ur'),
};

/** Keeps i18next, dayjs and <html lang dir> on the session's locale; Arabic and Urdu flip the page. */
export function useDocumentLocale(locale: Locale): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void switchLanguage(locale);
    if (locale === 'en') dayjs.locale('en');
    else void DAYJS_LOCALES[locale]().then(() => dayjs.locale(locale));
    document.documentElement.lang = locale;
    document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  }, [i18n, locale]);
}
