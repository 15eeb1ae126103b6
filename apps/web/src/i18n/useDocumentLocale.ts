import { isRtl, type Locale } from '@atrium/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDayjsLocale } from './dayjs-locale';
import { switchLanguage } from './i18n';

/** Keeps i18next, dayjs and <html lang dir> on the session's locale; Arabic and Urdu flip the page. */
export function useDocumentLocale(locale: Locale): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void switchLanguage(locale);
    void setDayjsLocale(locale);
    document.documentElement.lang = locale;
    document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  }, [i18n, locale]);
}
