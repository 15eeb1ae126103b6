import {
  type Attribute,
  type AttributeInput,
  carryOptions,
  FIELD_TYPES,
  type FieldType,
  isRelationFieldType,
  type ObjectDefinition,
  optionIssues,
  optionSpecsOf,
} from '@atrium/core';
import { Alert, Button, Divider, Form, Input, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { attributeErrorField, optionIssueFields, optionsForSave } from './attribute-options';
import { CreatorDrawer } from './CreatorDrawer';
import { useCreatorCalls, useObjectDefinition } from './creator-api';
import { identifierRules } from './identifier-rules';
import { LabelTranslationInputs } from './LabelTranslationInputs';
import { OptionField } from './OptionField';
import { refusedSave } from './server-errors';
import { useNameFollowsLabel } from './useNameFollowsLabel';

interface AttributeValues {
  label: string;
  name: string;
  type: FieldType;
  options?: Record<string, unknown>;
}

interface AttributeDrawerProps {
  definition: ObjectDefinition;
  /** The attribute edited; none to add one. */
  attribute: Attribute | null;
  onClose: () => void;
  /** Lookups are made by a relation: the drawer hands over to the relation drawer. */
  onAddRelation: (field: { name: string; label: string }) => void;
}

/** The object a lookup attribute looks up, from the one-to-many relationship it is the key of. */
function lookupTarget(definition: ObjectDefinition, name: string | undefined): string | undefined {
  return Object.values(definition.relationships).find(
    (relation) =>
      relation.type === 'OneToMany' &&
      relation.child_object === definition.name &&
      relation.foreign_key === name,
  )?.parent_object;
}

/** Add or edit one attribute: label, name, type, and the options form of that type (spec 001 §3.5). */
export function AttributeDrawer({ definition, attribute, onClose, onAddRelation }: AttributeDrawerProps) {
  // Names of field types come from the designer's text.
  useDesignerTranslation();
  const { t } = useCreatorTranslation();
  const calls = useCreatorCalls();
  const [form] = Form.useForm<AttributeValues>();
  const [saving, setSaving] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const nameFollowsLabel = useNameFollowsLabel(form, 'label', attribute !== null);
  const previousType = useRef<FieldType>(attribute?.type ?? 'singleLine');
  const type: FieldType = Form.useWatch('type', form) ?? previousType.current;
  const target = lookupTarget(definition, attribute?.name);
  const targetDefinition = useObjectDefinition(type === 'lookup' ? target : undefined);
  const targetAttributes = targetDefinition.data?.attributes ?? [];
  // Fields that come with a relationship: the server creates them, and they keep their type.
  const relationField = isRelationFieldType(type);
  const madeByRelation = relationField && attribute === null;

  const typeOptions = useMemo(
    () => FIELD_TYPES.map((value) => ({ value, label: `${t(`designer.types.${value}`)} (${value})` })),
    [t],
  );

  const onValuesChange = (changed: Partial<AttributeValues>, all: AttributeValues) => {
    nameFollowsLabel(changed);
    if (changed.type !== undefined && changed.type !== previousType.current) {
      form.setFieldValue('options', carryOptions(previousType.current, changed.type, all.options ?? {}));
      previousType.current = changed.type;
    }
  };

  const save = async () => {
    setReason(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const options = optionsForSave(values.type, values.options ?? {});
    const issues = optionIssues(values.type, options);
    if (issues.length > 0) {
      form.setFields(optionIssueFields(issues, t));
      return;
    }
    const input: AttributeInput = { name: values.name, label: values.label, type: values.type, options };
    setSaving(true);
    try {
      if (attribute) await calls.updateAttribute(definition.name, attribute.id, input);
      else await calls.addAttribute(definition.name, input);
      onClose();
    } catch (error) {
      const refused = refusedSave(error, attributeErrorField);
      form.setFields(refused.fields);
      setReason(refused.message);
    } finally {
      setSaving(false);
    }
  };

  const title = attribute
    ? t('creator.editAttribute', { label: attribute.label })
    : t('creator.addAttribute');
  return (
    <CreatorDrawer
      title={title}
      saving={saving}
      saveDisabled={madeByRelation}
      reason={reason}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={attribute ?? { type: 'singleLine', options: {} }}
        onValuesChange={onValuesChange}
      >
        <Form.Item
          name="label"
          label={t('creator.label')}
          rules={[{ required: true, whitespace: true, message: t('creator.labelRequired') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <LabelTranslationInputs />
        <Form.Item
          name="name"
          label={t('creator.name')}
          extra={t('creator.nameHint')}
          rules={identifierRules(t, 'attribute')}
        >
          <Input maxLength={40} disabled={attribute !== null && relationField} />
        </Form.Item>
        <Form.Item
          name="type"
          label={t('creator.type')}
          extra={attribute && attribute.type !== type ? t('creator.retypeHint') : undefined}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={typeOptions}
            disabled={attribute !== null && relationField}
          />
        </Form.Item>
        {madeByRelation ? (
          <Alert
            type="info"
            showIcon
            title={t('creator.lookupByRelation')}
            action={
              <Button
                onClick={() =>
                  onAddRelation({
                    name: form.getFieldValue('name') ?? '',
                    label: form.getFieldValue('label') ?? '',
                  })
                }
              >
                {t('creator.addRelation')}
              </Button>
            }
          />
        ) : (
          <>
            {target ? <Alert type="info" title={t('creator.looksUp', { object: target })} /> : null}
            <Divider titlePlacement="start">{t('creator.optionsHeading')}</Divider>
            {optionSpecsOf(type).map((spec) => (
              <OptionField
                key={`${type}:${spec.key}`}
                spec={spec}
                type={type}
                targetAttributes={targetAttributes}
              />
            ))}
          </>
        )}
      </Form>
    </CreatorDrawer>
  );
}
