import { Radio } from 'antd';
import { ChoiceDisplay } from '../shared/ChoiceDisplay';
import { textOf } from '../shared/field-value';
import { inputA11y } from '../shared/input-a11y';
import { useChoiceOptions } from '../shared/useChoiceOptions';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function RadioSelectInput(props: FieldWidgetProps) {
  const { offered } = useChoiceOptions(props);
  const value = textOf(props.value);
  return (
    <Radio.Group
      {...inputA11y(props)}
      role="radiogroup"
      options={offered}
      value={value === '' ? undefined : value}
      disabled={props.readOnly}
      onChange={(event) => props.onChange(String(event.target.value))}
    />
  );
}

/** radioSelect: one of `options.items` as radio buttons. */
export const RadioSelectWidget: FieldWidget = {
  Input: RadioSelectInput,
  Display: ChoiceDisplay,
  labelled: true,
};
