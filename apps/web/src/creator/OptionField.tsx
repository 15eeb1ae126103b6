import { FIELD_TYPE_SPECS, type FieldType, isBooleanType, type OptionSpec } from '@atrium/core';
import { Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { LookupFiltersEditor } from './LookupFiltersEditor';
import { PairListEditor } from './PairListEditor';

interface OptionFieldProps {
  spec: OptionSpec;
  type: FieldType;
  /** The looked-up object's attributes, for lookup filters. */
  targetAttributes: readonly { name: string; label: string }[];
}

/** The input of a default value: of the same kind as the field's own values. */
function DefaultValueInput({ type, id }: { type: FieldType; id?: string }) {
  const storage = FIELD_TYPE_SPECS[type].storage;
  if (storage === 'integer' || storage === 'decimal')
    return <InputNumber id={id} className="atrium-creator__number" />;
  return <Input id={id} />;
}

/** One option of an attribute, as a form item under `options.<key>` (spec 001 §3.5). */
export function OptionField({ spec, type, targetAttributes }: OptionFieldProps) {
  const { t } = useCreatorTranslation();
  const label = t(`creator.options.${spec.key}`);
  const name = ['options', spec.key];
  switch (spec.control) {
    case 'flag':
      return (
        <Form.Item name={name} label={label} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'text':
      return (
        <Form.Item name={name} label={label}>
          <Input />
        </Form.Item>
      );
    case 'currencyCode':
      return (
        <Form.Item name={name} label={label} normalize={(value: string) => value.toUpperCase()}>
          <Input maxLength={3} placeholder="AED" />
        </Form.Item>
      );
    case 'multiline':
      return (
        <Form.Item name={name} label={label}>
          <Input.TextArea rows={4} />
        </Form.Item>
      );
    case 'integer':
    case 'number':
      return (
        <Form.Item name={name} label={label}>
          <InputNumber
            className="atrium-creator__number"
            {...(spec.min === undefined ? {} : { min: spec.min })}
            {...(spec.max === undefined ? {} : { max: spec.max })}
            {...(spec.control === 'integer' ? { precision: 0 } : {})}
          />
        </Form.Item>
      );
    case 'limits': {
      const own = FIELD_TYPE_SPECS[type].limits;
      const extra = own ? t('creator.limitsRange', { min: own.min, max: own.max }) : undefined;
      return (
        <Form.Item label={label} extra={extra}>
          <Space>
            <Form.Item name={[...name, 'min']} noStyle>
              <InputNumber
                aria-label={t('creator.limitsMin')}
                placeholder={t('creator.limitsMin')}
                precision={0}
              />
            </Form.Item>
            <Form.Item name={[...name, 'max']} noStyle>
              <InputNumber
                aria-label={t('creator.limitsMax')}
                placeholder={t('creator.limitsMax')}
                precision={0}
              />
            </Form.Item>
          </Space>
        </Form.Item>
      );
    }
    case 'choice':
      return (
        <Form.Item name={name} label={label}>
          <Select
            allowClear
            options={(spec.choices ?? []).map((choice) => ({
              value: choice,
              label: t(`creator.choices.${choice}`, { defaultValue: choice }),
            }))}
          />
        </Form.Item>
      );
    case 'pairs': {
      const keys = spec.pairKeys ?? ['value', 'label'];
      return (
        <Form.Item name={name} label={label}>
          <PairListEditor
            keys={keys}
            translatable={spec.key === 'items' || spec.key === 'statuses'}
            labels={{
              first: t(`creator.pairs.${keys[0]}`),
              second: t(`creator.pairs.${keys[1]}`),
              list: label,
            }}
          />
        </Form.Item>
      );
    }
    case 'filters':
      return (
        <Form.Item name={name} label={label}>
          <LookupFiltersEditor targetAttributes={targetAttributes} />
        </Form.Item>
      );
    case 'defaultValue':
      return (
        <Form.Item name={name} label={label} {...(isBooleanType(type) ? { valuePropName: 'checked' } : {})}>
          {isBooleanType(type) ? <Switch /> : <DefaultValueInput type={type} />}
        </Form.Item>
      );
    default: {
      const unknownControl: never = spec.control;
      return unknownControl;
    }
  }
}
