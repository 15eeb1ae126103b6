import { Space } from 'antd';
import type { FieldWidgetProps } from '../widget-types';
import { ChoiceText } from './ChoiceText';
import { EmptyValue } from './EmptyValue';
import { listOf, textOf } from './field-value';
import { useChoiceOptions } from './useChoiceOptions';

/** A single choice shown by its item's label (a chip when it reads as a status). */
export function ChoiceDisplay(props: FieldWidgetProps) {
  const { labelOf } = useChoiceOptions(props);
  const value = textOf(props.value);
  return value === '' ? <EmptyValue /> : <ChoiceText label={labelOf(value)} />;
}

/** Several choices, in their stored order, each by its label. */
export function MultiChoiceDisplay(props: FieldWidgetProps) {
  const { labelOf } = useChoiceOptions(props);
  const values = listOf(props.value);
  if (values.length === 0) return <EmptyValue />;
  return (
    <Space size={[4, 4]} wrap>
      {values.map((value) => (
        <ChoiceText key={value} label={labelOf(value)} />
      ))}
    </Space>
  );
}
