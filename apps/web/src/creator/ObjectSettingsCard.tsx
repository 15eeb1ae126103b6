import type { ObjectChange, ObjectDefinition } from '@atrium/core';
import { Alert, App, Button, Card, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
}

const FIELDS = ['display_name', 'has_versioning', 'has_ordering', 'label_attribute', 'label_expression'];

/** An object's own settings; its name (its table's) and module stay as created. */
export function ObjectSettingsCard({
  definition,
  canEdit,
}: {
  definition: ObjectDefinition;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
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
      <Form form={form} layout="vertical" initialValues={definition} disabled={!canEdit}>
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
      </Form>
    </Card>
  );
}
