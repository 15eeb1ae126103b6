import type { CreatorObject, RelationshipInput, RelationshipType } from '@atrium/core';
import { Form, Input, Radio, Select } from 'antd';
import { useRef, useState } from 'react';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { CreatorDrawer } from './CreatorDrawer';
import { useCreatorCalls } from './creator-api';
import { identifierRules } from './identifier-rules';
import { refusedSave, topLevelFields } from './server-errors';

interface RelationValues {
  type: RelationshipType;
  parent_object?: string;
  child_object?: string;
  name: string;
  reverse_name: string;
  foreign_key: string;
  field_label?: string;
}

const FIELDS = [
  'type',
  'parent_object',
  'child_object',
  'name',
  'reverse_name',
  'foreign_key',
  'field_label',
];
/** Fields filled from the chosen objects until the administrator types in them. */
const SUGGESTED = ['name', 'reverse_name', 'foreign_key', 'field_label'] as const;

interface RelationDrawerProps {
  objects: readonly CreatorObject[];
  /** What the drawer starts with: the current object on one side, a lookup's name and label. */
  preset: Partial<RelationValues>;
  onClose: () => void;
}

/** Suggestions from the objects: `contacts` under `vendor` is found by `vendor_id`, labelled Vendor. */
function suggestions(values: RelationValues, objects: readonly CreatorObject[]): Partial<RelationValues> {
  const parent = objects.find((object) => object.name === values.parent_object);
  const child = values.child_object;
  if (!parent || !child) return {};
  const polymorphic = values.type === 'Polymorphic';
  return {
    name: `${child}s`.slice(0, 40),
    reverse_name: polymorphic ? `${child}able`.slice(0, 40) : parent.name,
    foreign_key: polymorphic ? `${child}able`.slice(0, 40) : `${parent.name}_id`.slice(0, 40),
    field_label: parent.display_name,
  };
}

/** Adds a one-to-many or polymorphic relation; the server adds the child's lookup or parent field. */
export function RelationDrawer({ objects, preset, onClose }: RelationDrawerProps) {
  const { t } = useCreatorTranslation();
  const calls = useCreatorCalls();
  const [form] = Form.useForm<RelationValues>();
  const [saving, setSaving] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const typed = useRef(new Set<string>(Object.keys(preset)));
  const type = Form.useWatch('type', form) ?? preset.type ?? 'OneToMany';
  const objectOptions = objects.map((object) => ({
    value: object.name,
    label: `${object.display_name} (${object.name})`,
  }));

  const onValuesChange = (changed: Partial<RelationValues>, all: RelationValues) => {
    for (const key of Object.keys(changed)) typed.current.add(key);
    if ('parent_object' in changed || 'child_object' in changed || 'type' in changed) {
      const suggested = suggestions(all, objects);
      for (const key of SUGGESTED) {
        if (!typed.current.has(key) && suggested[key] !== undefined) form.setFieldValue(key, suggested[key]);
      }
    }
  };

  const save = async () => {
    setReason(null);
    const values = await form.validateFields().catch(() => null);
    if (!values?.parent_object || !values.child_object) return;
    const label = values.field_label?.trim();
    const input: RelationshipInput = {
      type: values.type,
      parent_object: values.parent_object,
      child_object: values.child_object,
      name: values.name,
      reverse_name: values.reverse_name,
      foreign_key: values.foreign_key,
      ...(label ? { field_label: label } : {}),
      options: {},
    };
    setSaving(true);
    try {
      await calls.addRelationship(input);
      onClose();
    } catch (error) {
      const refused = refusedSave(error, topLevelFields(FIELDS));
      // topLevelFields placed only names in FIELDS, all of them fields of this form.
      form.setFields(refused.fields as Parameters<typeof form.setFields>[0]);
      setReason(refused.message);
    } finally {
      setSaving(false);
    }
  };

  const required = (message: string) => [{ required: true, message }];
  return (
    <CreatorDrawer
      title={t('creator.addRelation')}
      saving={saving}
      reason={reason}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ type: 'OneToMany', ...preset }}
        onValuesChange={onValuesChange}
      >
        <Form.Item name="type" label={t('creator.relationType')}>
          <Radio.Group
            options={[
              { value: 'OneToMany', label: t('creator.oneToMany') },
              { value: 'Polymorphic', label: t('creator.polymorphic') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="parent_object"
          label={t('creator.parentObject')}
          rules={required(t('creator.objectRequired'))}
        >
          <Select showSearch optionFilterProp="label" options={objectOptions} />
        </Form.Item>
        <Form.Item
          name="child_object"
          label={t('creator.childObject')}
          rules={required(t('creator.objectRequired'))}
        >
          <Select showSearch optionFilterProp="label" options={objectOptions} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('creator.relationName')}
          extra={t('creator.relationNameHint')}
          rules={identifierRules(t, 'object')}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="reverse_name" label={t('creator.reverseName')} rules={identifierRules(t, 'object')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="foreign_key"
          label={type === 'Polymorphic' ? t('creator.polymorphicKey') : t('creator.lookupName')}
          extra={type === 'Polymorphic' ? t('creator.polymorphicKeyHint') : t('creator.lookupNameHint')}
          rules={identifierRules(t, 'attribute')}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="field_label" label={t('creator.lookupLabel')}>
          <Input maxLength={120} />
        </Form.Item>
      </Form>
    </CreatorDrawer>
  );
}
