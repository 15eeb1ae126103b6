import { isRtl, type Locale } from '@atrium/core';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/ar';
import 'dayjs/locale/hi';
import 'dayjs/locale/ur';

/** Keeps i18next, dayjs and <html lang dir> on the session's locale; Arabic and Urdu flip the page. */
export function useDocumentLocale(locale: Locale): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    dayjs.locale(locale);
    document.documentElement.lang = locale;
    document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  }, [i18n, locale]);
}
