import { InputNumber } from 'antd';
import { wholeNumberShell } from '../shared/FieldShells';
import { FormattedDisplay } from '../shared/FormattedDisplay';
import { stringOption } from '../shared/field-options';
import { inputA11y } from '../shared/input-a11y';
import { numberOf } from '../shared/number-format';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { numberLimits } from './number-limits';

function NumberInput(props: FieldWidgetProps) {
  const { min, max } = numberLimits(props);
  return (
    <InputNumber<number>
      {...inputA11y(props)}
      value={numberOf(props.value)}
      min={min}
      max={max}
      precision={0}
      parser={(text) => Number.parseInt((text ?? '').replace(/[^\d-]/g, ''), 10)}
      placeholder={stringOption(props, 'placeholder')}
      disabled={props.readOnly}
      style={{ width: '100%' }}
      onChange={(next) => props.onChange(typeof next === 'number' && Number.isFinite(next) ? next : null)}
    />
  );
}

/** numberField: a whole number within minNumber and maxNumber (0 up when negatives are disabled). */
export const NumberWidget: FieldWidget = {
  Input: NumberInput,
  Display: FormattedDisplay,
  labelled: true,
  shellFor: wholeNumberShell,
};
