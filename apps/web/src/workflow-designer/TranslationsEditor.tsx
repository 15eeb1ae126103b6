import { TranslationOutlined } from '@ant-design/icons';
import {
  WORKFLOW_TRANSLATION_LOCALES,
  type WorkflowDefinition,
  type WorkflowTranslationLocale,
  workflowLabels,
} from '@atrium/core';
import { Button, Drawer, Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommitInput } from '../designer/CommitInput';
import { setTranslation } from './workflow-edits';

const RIGHT_TO_LEFT: ReadonlySet<WorkflowTranslationLocale> = new Set(['ar', 'ur']);

interface TranslationsEditorProps {
  definition: WorkflowDefinition;
  onChange: (definition: WorkflowDefinition) => void;
}

/**
 * The workflow's texts in Arabic, Hindi and Urdu (its label, each step's name, each decision option's
 * button and question): what people see on the record's workflow widgets and in the inboxes, in their
 * language. A text left empty shows in English.
 */
export function TranslationsEditor({ definition, onChange }: TranslationsEditorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const labels = useMemo(() => [...workflowLabels(definition)], [definition]);
  const translated = WORKFLOW_TRANSLATION_LOCALES.reduce(
    (count, locale) => count + Object.keys(definition.translations?.[locale] ?? {}).length,
    0,
  );
  return (
    <>
      <Button icon={<TranslationOutlined />} data-testid="wf-translations" onClick={() => setOpen(true)}>
        {t('workflowDesigner.translations.open', { count: translated })}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('workflowDesigner.translations.title')}
        size="large"
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {t('workflowDesigner.translations.hint')}
        </Typography.Paragraph>
        {labels.map(([key, english]) => (
          <section key={key} data-testid={`wf-translation-${key}`}>
            <Typography.Title level={5}>{english || key}</Typography.Title>
            <Form layout="vertical" component="div">
              {WORKFLOW_TRANSLATION_LOCALES.map((locale) => {
                const language = t(`languages.${locale}`);
                return (
                  <Form.Item key={locale} label={language}>
                    <div lang={locale} dir={RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'}>
                      <CommitInput
                        label={`${english || key} (${language})`}
                        value={definition.translations?.[locale]?.[key] ?? ''}
                        placeholder={english}
                        onCommit={(text) => onChange(setTranslation(definition, locale, key, text))}
                      />
                    </div>
                  </Form.Item>
                );
              })}
            </Form>
          </section>
        ))}
      </Drawer>
    </>
  );
}
