import { periodFormatter } from '@atrium/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers and dates written as the person's language writes them (Arabic digits in Arabic, and so on). */
export function localeFormat(language: string) {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return {
    number: (value: number) => numbers.format(value),
    date: (value: string | Date) => {
      const when = typeof value === 'string' ? new Date(value) : value;
      return Number.isNaN(when.getTime()) ? String(value) : dates.format(when);
    },
    /** A report's date category as a person names the period (core's periodFormatter). */
    period: periodFormatter(language),
  };
}

export function useLocaleFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => localeFormat(i18n.language), [i18n.language]);
}
