import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Amounts written for the reader's language (its digits and separators), always with two decimals. */
export function useMoneyFormat(): (amount: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return (amount: number) => format.format(amount);
  }, [i18n.language]);
}

/** A rate or a share in percent for the reader's language. */
export function usePercentFormat(): (percent: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
    return (percent: number) => format.format(percent / 100);
  }, [i18n.language]);
}
