import {
  boardGroupingAttributes,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type ObjectChange,
  type ObjectDefaultView,
  type ObjectDefinition,
} from '@atrium/core';
import { Alert, App, Button, Card, Form, Input, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { useCreatorCalls } from './creator-api';
import { PermissionGate } from './PermissionGate';
import { refusedSave, topLevelFields } from './server-errors';
import { ATTRIBUTES_PERMISSION } from './useCreatorPermissions';

interface SettingsValues {
  display_name: string;
  has_versioning: boolean;
  has_ordering: boolean;
  label_attribute?: string | null;
  label_expression?: string | null;
  /** The choice of the "opens on" select: 'auto', 'grid' or 'board:<attribute>'. */
  default_view?: string;
  translations?: Record<string, { display_name?: string; plural_name?: string } | undefined>;
}

/** The languages an administrator names the object in besides English, its own names. */
const OTHER_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The names typed per language, without empty ones: a name left empty falls back to English. */
function typedTranslations(
  values: SettingsValues['translations'],
): NonNullable<ObjectChange['translations']> {
  const out: Record<string, { display_name?: string; plural_name?: string }> = {};
  for (const locale of OTHER_LOCALES) {
    const names = values?.[locale];
    const singular = names?.display_name?.trim();
    const plural = names?.plural_name?.trim();
    if (!singular && !plural) continue;
    out[locale] = {
      ...(singular ? { display_name: singular } : {}),
      ...(plural ? { plural_name: plural } : {}),
    };
  }
  // Only the languages besides English are typed here, as the call's schema allows.
  return out as NonNullable<ObjectChange['translations']>;
}

const FIELDS = [
  'display_name',
  'has_versioning',
  'has_ordering',
  'label_attribute',
  'label_expression',
  'default_view',
];

const AUTO_VIEW = 'auto';
const BOARD_BY = 'board:';

/** The "opens on" select's choice for an object's default view. */
export function viewChoiceOf(view: ObjectDefaultView | undefined): string {
  if (!view) return AUTO_VIEW;
  return view.view === 'grid' ? 'grid' : `${BOARD_BY}${view.group_by}`;
}

/** The default view a choice of the "opens on" select saves; null lets the list choose. */
export function defaultViewOfChoice(choice: string | undefined): ObjectDefaultView | null {
  if (choice === 'grid') return { view: 'grid' };
  if (choice?.startsWith(BOARD_BY)) return { view: 'board', group_by: choice.slice(BOARD_BY.length) };
  return null;
}

/** An object's own settings; its name (its table's) and module stay as created. */
export function ObjectSettingsCard({
  definition,
  canEdit,
}: {
  definition: ObjectDefinition;
  canEdit: boolean;
}) {
  const { t } = useCreatorTranslation();
  const { message } = App.useApp();
  const calls = useCreatorCalls();
  const [form] = Form.useForm<SettingsValues>();
  const [saving, setSaving] = useState(false);
  const [reason, setReason] = useState<string | null>(null);

  const save = async () => {
    setReason(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const change: ObjectChange = {
      display_name: values.display_name,
      has_versioning: values.has_versioning === true,
      has_ordering: values.has_ordering === true,
      label_attribute: values.label_attribute || null,
      label_expression: values.label_expression?.trim() || null,
      default_view: defaultViewOfChoice(values.default_view),
      translations: typedTranslations(values.translations),
    };
    setSaving(true);
    try {
      await calls.updateObject(definition.name, change);
      message.success(t('creator.settingsSaved'));
    } catch (error) {
      const refused = refusedSave(error, topLevelFields(FIELDS));
      form.setFields(refused.fields as Parameters<typeof form.setFields>[0]);
      setReason(refused.message);
    } finally {
      setSaving(false);
    }
  };

  const saveButton = (
    <Button type="primary" loading={saving} disabled={!canEdit} onClick={() => void save()}>
      {t('creator.saveSettings')}
    </Button>
  );
  return (
    <Card
      title={t('creator.settings')}
      extra={
        <PermissionGate allowed={canEdit} permission={ATTRIBUTES_PERMISSION}>
          {saveButton}
        </PermissionGate>
      }
    >
      {reason ? <Alert type="error" showIcon title={reason} className="atrium-creator__alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...definition, default_view: viewChoiceOf(definition.default_view) }}
        disabled={!canEdit}
      >
        <Form.Item label={t('creator.name')}>
          <Input value={definition.name} readOnly aria-readonly />
        </Form.Item>
        <Form.Item
          name="display_name"
          label={t('creator.displayName')}
          rules={[{ required: true, whitespace: true, message: t('creator.displayNameRequired') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label={t('creator.module')}>
          <Input
            value={t(`modules.${definition.module}`, { defaultValue: definition.module })}
            readOnly
            aria-readonly
          />
        </Form.Item>
        <Form.Item name="has_versioning" label={t('creator.versioning')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="has_ordering" label={t('creator.ordering')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="label_attribute" label={t('creator.labelAttribute')}>
          <Select
            allowClear
            options={definition.attributes.map((attribute) => ({
              value: attribute.name,
              label: `${attribute.label} (${attribute.name})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="label_expression"
          label={t('creator.labelExpression')}
          extra={t('creator.labelExpressionHint')}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="default_view" label={t('creator.opensOn')} extra={t('creator.opensOnHint')}>
          <Select
            options={[
              { value: AUTO_VIEW, label: t('creator.opensOnAuto') },
              { value: 'grid', label: t('creator.opensOnGrid') },
              ...boardGroupingAttributes(definition.attributes).map((attribute) => ({
                value: `${BOARD_BY}${attribute.name}`,
                label: t('creator.opensOnBoard', { field: attribute.label }),
              })),
            ]}
          />
        </Form.Item>
        {OTHER_LOCALES.map((locale) => {
          const language = t(`languages.${locale}`);
          return (
            <Form.Item
              key={locale}
              label={t('creator.namesIn', { language })}
              extra={t('creator.namesInHint')}
            >
              <Space.Compact block>
                {(['display_name', 'plural_name'] as const).map((key) => (
                  <Form.Item key={key} name={['translations', locale, key]} noStyle>
                    <Input
                      lang={locale}
                      dir="auto"
                      maxLength={120}
                      style={{ width: '50%' }}
                      aria-label={t(key === 'display_name' ? 'creator.singularIn' : 'creator.pluralIn', {
                        language,
                      })}
                      placeholder={t(key === 'display_name' ? 'creator.singular' : 'creator.plural')}
                    />
                  </Form.Item>
                ))}
              </Space.Compact>
            </Form.Item>
          );
        })}
      </Form>
    </Card>
  );
}
