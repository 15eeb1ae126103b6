import {
  directionOfLanguage,
  PAGE_SIZES,
  type PrintTemplate,
  type PrintTemplateInput,
  TEMPLATE_LANGUAGES,
  type TemplateLanguage,
} from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../app/api-error';
import { useTemplatesTranslation } from '../i18n/resources/templates';
import { TemplateBodyEditor } from './TemplateBodyEditor';
import { templatesApi } from './templates-api';

interface TemplateEditorDrawerProps {
  object: string;
  /** The template to edit, or null for a new one. */
  templateId: number | null;
  onClose: () => void;
}

const BLANK: Omit<PrintTemplateInput, 'object'> = {
  name: '',
  body: '',
  header: '',
  footer: '',
  page_size: 'A4',
  orientation: 'portrait',
  language: 'en',
};

/** Writes one print template: name, body with tags, header, footer, page and language. */
export function TemplateEditorDrawer({ object, templateId, onClose }: TemplateEditorDrawerProps) {
  const { t } = useTemplatesTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PrintTemplateInput>({ ...BLANK, object });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const existing = useQuery({
    queryKey: ['templates', 'print-template', templateId],
    queryFn: () => templatesApi.template(templateId as number),
    enabled: templateId !== null,
  });
  const tags = useQuery({
    queryKey: ['templates', 'tags', object],
    queryFn: () => templatesApi.tags(object),
  });
  useEffect(() => {
    const loaded: PrintTemplate | undefined = existing.data;
    if (loaded) setValues({ ...loaded, object });
  }, [existing.data, object]);
  const save = useMutation({
    mutationFn: () => templatesApi.save(templateId ?? undefined, values),
    onSuccess: (saved) => {
      void message.success(t('templates.saved', { name: saved.name }));
      void queryClient.invalidateQueries({ queryKey: ['templates'] });
      onClose();
    },
    onError: (error) => {
      const body = (error as { body?: { errors?: Record<string, string[]> } }).body;
      setFieldErrors(body?.errors ?? {});
    },
  });
  const set = (change: Partial<PrintTemplateInput>) => setValues((current) => ({ ...current, ...change }));
  const direction = values.direction ?? directionOfLanguage((values.language ?? 'en') as TemplateLanguage);
  const problem = (name: string) => fieldErrors[name]?.join(' ');

  return (
    <Drawer
      open
      size="large"
      width={900}
      title={templateId === null ? t('templates.newTemplate') : t('templates.edit')}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('templates.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
            {t('templates.save')}
          </Button>
        </Space>
      }
    >
      {save.error ? (
        <Alert type="error" showIcon title={errorMessage(save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form layout="vertical">
        <Form.Item
          label={t('templates.name')}
          htmlFor="template-name"
          required
          validateStatus={problem('name') ? 'error' : ''}
          help={problem('name')}
        >
          <Input id="template-name" value={values.name} onChange={(e) => set({ name: e.target.value })} />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item label={t('templates.pageSize')} htmlFor="template-page-size">
            <Select
              id="template-page-size"
              style={{ minWidth: 120 }}
              value={values.page_size}
              onChange={(page_size) => set({ page_size })}
              options={PAGE_SIZES.map((size) => ({ value: size, label: size }))}
            />
          </Form.Item>
          <Form.Item label={t('templates.orientation')} htmlFor="template-orientation">
            <Select
              id="template-orientation"
              style={{ minWidth: 140 }}
              value={values.orientation}
              onChange={(orientation) => set({ orientation })}
              options={[
                { value: 'portrait', label: t('templates.portrait') },
                { value: 'landscape', label: t('templates.landscape') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('templates.language')} htmlFor="template-language">
            <Select
              id="template-language"
              style={{ minWidth: 140 }}
              value={values.language}
              onChange={(language) => set({ language, direction: undefined })}
              options={TEMPLATE_LANGUAGES.map((language) => ({
                value: language,
                label: t(`templates.languages.${language}`),
              }))}
            />
          </Form.Item>
          <Form.Item label={t('templates.direction')} htmlFor="template-direction">
            <Select
              id="template-direction"
              style={{ minWidth: 160 }}
              value={direction}
              onChange={(next) => set({ direction: next })}
              options={[
                { value: 'ltr', label: t('templates.ltr') },
                { value: 'rtl', label: t('templates.rtl') },
              ]}
            />
          </Form.Item>
        </Space>
        <Form.Item
          label={t('templates.header')}
          htmlFor="template-header"
          validateStatus={problem('header') ? 'error' : ''}
          help={problem('header')}
        >
          <Input
            id="template-header"
            dir={direction}
            value={values.header}
            onChange={(e) => set({ header: e.target.value })}
          />
        </Form.Item>
        <Form.Item
          label={t('templates.body')}
          htmlFor="template-body"
          extra={t('templates.tagsHint')}
          validateStatus={problem('body') ? 'error' : ''}
          help={problem('body')}
        >
          {templateId !== null && !existing.data ? null : (
            <TemplateBodyEditor
              id="template-body"
              value={values.body}
              onChange={(body) => set({ body })}
              tags={tags.data ?? []}
              direction={direction}
            />
          )}
        </Form.Item>
        <Form.Item
          label={t('templates.footer')}
          htmlFor="template-footer"
          validateStatus={problem('footer') ? 'error' : ''}
          help={problem('footer')}
        >
          <Input
            id="template-footer"
            dir={direction}
            value={values.footer}
            onChange={(e) => set({ footer: e.target.value })}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
