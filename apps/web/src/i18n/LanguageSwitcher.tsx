import { LOCALES, type Locale } from '@atrium/core';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../session/session-actions';
import { useSession } from '../session/useSession';

const isOneOfOurs = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * Language picker. A native select keeps the sign-in page light and works with every screen reader;
 * each language is named in its own script so anyone can find theirs.
 */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { locale } = useSession();
  return (
    <select
      className={`atrium-language atrium-language--${tone}`}
      aria-label={t('common.language')}
      value={locale}
      onChange={(event) => {
        if (isOneOfOurs(event.target.value)) void changeLocale(event.target.value);
      }}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </select>
  );
}
