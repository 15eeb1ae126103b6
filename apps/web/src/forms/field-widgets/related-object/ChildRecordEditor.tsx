import { type Attribute, isRequired, type ObjectDefinition, type Relationship } from '@atrium/core';
import { Alert, Button, Form, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../widget-types';
import { type ChildRow, editableAttributes } from './related-object-model';
import { useWidgetRegistry } from './useWidgetRegistry';

interface ChildRecordEditorProps {
  child: ObjectDefinition;
  relation: Relationship;
  /** The row being edited; a new row has no stored id yet. */
  row: ChildRow;
  isNew: boolean;
  saving: boolean;
  error: string | undefined;
  onSave: (values: ChildRow) => void;
  onClose: () => void;
}

const EMPTY: readonly string[] = [];

function missingRequired(attributes: Attribute[], values: ChildRow): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const attribute of attributes) {
    const value = values[attribute.name];
    if (isRequired(attribute) && (value === undefined || value === null || value === '')) {
      missing[attribute.name] = attribute.label;
    }
  }
  return missing;
}

/** One child's fields with the same widgets the form uses, and Save/Update and Close. */
export function ChildRecordEditor({
  child,
  relation,
  row,
  isNew,
  saving,
  error,
  onSave,
  onClose,
}: ChildRecordEditorProps) {
  const { t } = useTranslation();
  const registry = useWidgetRegistry();
  const [values, setValues] = useState<ChildRow>(row);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const attributes = editableAttributes(child, relation);
  if (!registry) return <Skeleton active paragraph={{ rows: 2 }} />;

  const save = () => {
    const missing = missingRequired(attributes, values);
    setProblems(missing);
    if (Object.keys(missing).length === 0) onSave(values);
  };

  return (
    <Form layout="vertical" component="div" className="atrium-related__editor">
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {attributes.map((attribute) => {
        const widget = registry[attribute.type];
        const inputId = `child_${child.name}_${String(row.id)}_${attribute.name}`;
        const problem = problems[attribute.name];
        const props: FieldWidgetProps = {
          node: { id: inputId, type: attribute.type, attributeName: attribute.name },
          attribute,
          definition: child,
          record: values,
          value: values[attribute.name],
          onChange: (value) => setValues((current) => ({ ...current, [attribute.name]: value })),
          onBatchChange: (changes) => setValues((current) => ({ ...current, ...changes })),
          readOnly: false,
          required: isRequired(attribute),
          isNew,
          allowedOptions: undefined,
          errors: problem ? [t('panels.related.required', { label: problem })] : EMPTY,
          inputId,
        };
        const Input = widget.Input;
        return widget.labelled ? (
          <Form.Item
            key={attribute.name}
            label={attribute.label}
            htmlFor={inputId}
            required={props.required}
            validateStatus={problem ? 'error' : undefined}
            help={problem ? t('panels.related.required', { label: problem }) : undefined}
          >
            <Input {...props} />
          </Form.Item>
        ) : (
          <Input key={attribute.name} {...props} />
        );
      })}
      <Space>
        <Button type="primary" loading={saving} onClick={save}>
          {isNew ? t('panels.common.save') : t('panels.common.update')}
        </Button>
        <Button onClick={onClose}>{t('panels.common.close')}</Button>
      </Space>
    </Form>
  );
}
