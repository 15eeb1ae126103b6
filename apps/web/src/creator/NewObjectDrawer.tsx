import { MODULES, type ObjectInput } from '@atrium/core';
import { Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { CreatorDrawer } from './CreatorDrawer';
import { useCreatorCalls } from './creator-api';
import { identifierRules } from './identifier-rules';
import { refusedSave } from './server-errors';
import { useNameFollowsLabel } from './useNameFollowsLabel';

interface NewObjectValues {
  name: string;
  display_name: string;
  module: string;
  has_versioning?: boolean;
  has_ordering?: boolean;
  label_attribute?: string;
  label_expression?: string;
}

const FIELDS = ['name', 'display_name', 'module', 'label_attribute', 'label_expression'];

/** `attributes.0.name` is the label attribute this drawer creates; other paths are top-level fields. */
function placeError(path: string): string[] | undefined {
  if (path.startsWith('attributes.0')) return ['label_attribute'];
  return FIELDS.includes(path) ? [path] : undefined;
}

/** `full_name` → `Full name`: the label given to the label attribute created with the object. */
const labelOfName = (name: string) => {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Creates an object (and its table and default form), then opens its page. */
export function NewObjectDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useCreatorTranslation();
  const navigate = useNavigate();
  const calls = useCreatorCalls();
  const [form] = Form.useForm<NewObjectValues>();
  const [saving, setSaving] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const nameFollowsLabel = useNameFollowsLabel(form, 'display_name', false);
  const modules = MODULES.filter((module) => module.key !== 'userzone').map((module) => ({
    value: module.key,
    label: t(`modules.${module.key}`),
  }));

  const save = async () => {
    setReason(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const labelAttribute = values.label_attribute?.trim() || null;
    const input: ObjectInput = {
      name: values.name,
      display_name: values.display_name,
      module: values.module,
      has_versioning: values.has_versioning === true,
      has_ordering: values.has_ordering === true,
      label_attribute: labelAttribute,
      label_expression: values.label_expression?.trim() || null,
      attributes: labelAttribute
        ? [
            {
              name: labelAttribute,
              label: labelOfName(labelAttribute),
              type: 'singleLine',
              options: { required: true },
            },
          ]
        : [],
    };
    setSaving(true);
    try {
      const created = await calls.createObject(input);
      onClose();
      navigate(`/superadmin/creator/${created.name}`);
    } catch (error) {
      const refused = refusedSave(error, placeError);
      form.setFields(refused.fields as Parameters<typeof form.setFields>[0]);
      setReason(refused.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <CreatorDrawer
      title={t('creator.newObject')}
      saving={saving}
      reason={reason}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" onValuesChange={nameFollowsLabel} initialValues={{ module: 'crm' }}>
        <Form.Item
          name="display_name"
          label={t('creator.displayName')}
          rules={[{ required: true, whitespace: true, message: t('creator.displayNameRequired') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('creator.name')}
          extra={t('creator.nameHint')}
          rules={identifierRules(t, 'object')}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="module"
          label={t('creator.module')}
          rules={[{ required: true, message: t('creator.moduleRequired') }]}
        >
          <Select showSearch optionFilterProp="label" options={modules} />
        </Form.Item>
        <Form.Item name="has_versioning" label={t('creator.versioning')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="has_ordering" label={t('creator.ordering')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="label_attribute"
          label={t('creator.labelAttribute')}
          extra={t('creator.labelAttributeNewHint')}
          rules={identifierRules(t, 'attribute').slice(1)}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="label_expression"
          label={t('creator.labelExpression')}
          extra={t('creator.labelExpressionHint')}
        >
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </CreatorDrawer>
  );
}
