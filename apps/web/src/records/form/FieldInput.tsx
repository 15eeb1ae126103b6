import type { Attribute, ObjectDefinition } from '@atrium/core';
import { Checkbox, DatePicker, Input, InputNumber, Select, TimePicker } from 'antd';
import { choiceItems, lookupParent, storageOf } from '../record-fields';
import { LookupSelect } from './LookupSelect';

interface FieldInputProps {
  definition: ObjectDefinition;
  attribute: Attribute;
  record: Record<string, unknown>;
  disabled: boolean;
  /** Ant Design's Form.Item passes value, onChange and id to its only child. */
  [formItemProp: string]: unknown;
}

const DATE_INPUT = 'DD/MM/YYYY';
const DATETIME_INPUT = 'DD/MM/YYYY hh:mm a';

/**
 * One plain input per storage kind, until the schema-driven form renderer of spec 001 §2.4 replaces it.
 * Props beyond ours come from Form.Item and go to the input.
 */
export function FieldInput({ definition, attribute, record, disabled, ...control }: FieldInputProps) {
  const storage = storageOf(attribute);
  const items = choiceItems(attribute);
  const common = { ...control, disabled };
  switch (storage) {
    case 'boolean':
      return <Checkbox {...common} />;
    case 'integer':
      return <InputNumber {...common} precision={0} style={{ width: '100%' }} />;
    case 'decimal':
      return <InputNumber {...common} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker {...common} format={DATE_INPUT} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker {...common} showTime format={DATETIME_INPUT} style={{ width: '100%' }} />;
    case 'time':
      return <TimePicker {...common} style={{ width: '100%' }} />;
    case 'json':
      return items.length > 0 || attribute.type === 'multiSelect' || attribute.type === 'tagSelect' ? (
        <Select {...common} mode={items.length ? 'multiple' : 'tags'} options={items} allowClear />
      ) : (
        <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} />
      );
    case 'reference': {
      const parent = lookupParent(definition, attribute);
      const display = record[`${attribute.name}_display`];
      return parent ? (
        <LookupSelect
          {...common}
          parent={parent}
          currentLabel={typeof display === 'string' ? display : undefined}
        />
      ) : (
        <InputNumber {...common} precision={0} style={{ width: '100%' }} />
      );
    }
    case 'text':
      if (items.length > 0) return <Select {...common} options={items} allowClear showSearch />;
      if (attribute.type === 'multiLine' || attribute.type === 'longText')
        return <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 12 }} />;
      return (
        <Input
          {...common}
          type={
            attribute.type === 'email'
              ? 'email'
              : attribute.type === 'urlField'
                ? 'url'
                : attribute.type === 'phone'
                  ? 'tel'
                  : 'text'
          }
        />
      );
    default:
      return <Input {...common} />;
  }
}
