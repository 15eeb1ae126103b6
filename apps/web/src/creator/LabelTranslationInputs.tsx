import { DEFAULT_LOCALE, LOCALES } from '@atrium/core';
import { Form, Input } from 'antd';
import { useCreatorTranslation } from '../i18n/resources/creator';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * The field's label in Arabic, Hindi and Urdu (`options.translations[locale].label`); left empty, the
 * English label is shown in that language.
 */
export function LabelTranslationInputs() {
  const { t } = useCreatorTranslation();
  return (
    <Form.Item label={t('creator.labelTranslations')} extra={t('creator.labelTranslationsHint')}>
      {OTHER_LOCALES.map((locale) => {
        const language = t(`languages.${locale}`);
        return (
          <Form.Item
            key={locale}
            name={['options', 'translations', locale, 'label']}
            style={{ marginBottom: 8 }}
          >
            <Input
              lang={locale}
              dir="auto"
              maxLength={200}
              prefix={<span className="atrium-creator__language">{language}</span>}
              aria-label={t('creator.labelIn', { language })}
            />
          </Form.Item>
        );
      })}
    </Form.Item>
  );
}
