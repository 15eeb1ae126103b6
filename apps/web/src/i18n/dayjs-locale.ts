import type { Locale } from '@atrium/core';

/** dayjs' strings of a language, fetched when it is chosen (English is built in). */
const DAYJS_LOCALES: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  ar: () => import('dayjs/locale/ar'),
  hi: () => import('dayjs/locale/hi'),
  ur: () => import('dayjs/locale/ur'),
};

let wanted: Locale = 'en';

/**
 * Puts dayjs' global language (month names in date pickers and cells) on `locale`. dayjs starts in
 * English, so English needs nothing until another language was chosen: the sign-in page does not
 * fetch dayjs at all. Only the latest choice is applied when fetches finish out of order.
 */
export async function setDayjsLocale(locale: Locale): Promise<void> {
  const previous = wanted;
  wanted = locale;
  if (locale === previous && locale === 'en') return;
  const [{ default: dayjs }] = await Promise.all([
    import('dayjs'),
    locale === 'en' ? undefined : DAYJS_LOCALES[locale](),
  ]);
  if (wanted === locale) dayjs.locale(locale);
}
