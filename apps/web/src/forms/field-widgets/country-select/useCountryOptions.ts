import type { ChoiceItem } from '@atrium/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, countryName } from '../shared/countries';

/** Every country by its name in the current language, sorted by name; built once per language. */
export function useCountryOptions(allowedOptions: readonly string[] | undefined): ChoiceItem[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const all = useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [language]);
  return useMemo(() => {
    if (allowedOptions === undefined) return all;
    const allowed = new Set(allowedOptions.map((code) => code.toUpperCase()));
    return all.filter((item) => allowed.has(item.value));
  }, [all, allowedOptions]);
}
