import { ColorPicker, Space } from 'antd';
import { EmptyValue } from '../shared/EmptyValue';
import { textOf } from '../shared/field-value';
import { inputA11y } from '../shared/input-a11y';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function ColorInput(props: FieldWidgetProps) {
  const color = textOf(props.value);
  return (
    <ColorPicker
      {...inputA11y(props)}
      value={color === '' ? null : color}
      format="hex"
      disabledAlpha
      showText
      allowClear
      disabled={props.readOnly}
      onChange={(next) => props.onChange(next.toHexString())}
      onClear={() => props.onChange(null)}
    />
  );
}

function ColorDisplay({ value }: FieldWidgetProps) {
  const color = textOf(value);
  if (color === '') return <EmptyValue />;
  return (
    <Space size={6}>
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: color }}
      />
      <span>{color}</span>
    </Space>
  );
}

/** color: a colour picked with Ant Design's picker, stored as hex text ('#1677ff'). */
export const ColorWidget: FieldWidget = { Input: ColorInput, Display: ColorDisplay, labelled: true };
