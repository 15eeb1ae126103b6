import { type FormNode, isRtl, LOCALES, type Locale } from '@atrium/core';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { CommitInput } from './CommitInput';

type Translations = Record<string, Record<string, unknown>>;

const OTHER_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');

/**
 * The node's `translations` with its title in `locale` set, or removed when empty (the form then shows
 * the English title there); a locale left with nothing is dropped.
 */
export function withTitleTranslation(node: FormNode, locale: Locale, title: string): Translations {
  const current = (node.options?.translations ?? {}) as Translations;
  const { title: _previous, ...rest } = current[locale] ?? {};
  const entry = title.trim() === '' ? rest : { ...rest, title: title.trim() };
  const { [locale]: _old, ...others } = current;
  return Object.keys(entry).length > 0 ? { ...others, [locale]: entry } : others;
}

/** A tab's or section's title in Arabic, Hindi and Urdu: what the record page shows in each language. */
export function TitleTranslations({
  node,
  onOptions,
}: {
  node: FormNode;
  onOptions: (patch: Record<string, unknown>) => void;
}) {
  const { t } = useDesignerTranslation();
  const { t: common } = useTranslation();
  const translations = (node.options?.translations ?? {}) as Translations;
  return (
    <>
      {OTHER_LOCALES.map((locale) => {
        const label = t('designer.settings.titleIn', { language: common(`languages.${locale}`) });
        const value = translations[locale]?.title;
        return (
          <Form.Item key={locale} label={label}>
            <div lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
              <CommitInput
                label={label}
                value={typeof value === 'string' ? value : ''}
                placeholder={node.title ?? ''}
                onCommit={(title) => onOptions({ translations: withTitleTranslation(node, locale, title) })}
              />
            </div>
          </Form.Item>
        );
      })}
    </>
  );
}
