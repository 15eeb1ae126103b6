import { InputNumber } from 'antd';
import { EmptyValue } from '../shared/EmptyValue';
import { wholeNumberShell } from '../shared/FieldShells';
import { stringOption } from '../shared/field-options';
import { inputA11y } from '../shared/input-a11y';
import { displayDecimal, numberOf } from '../shared/number-format';
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

function NumberDisplay({ value }: FieldWidgetProps) {
  const number = numberOf(value);
  return number === null ? <EmptyValue /> : <span>{displayDecimal(number, 0)}</span>;
}

/** numberField: a whole number within minNumber and maxNumber (0 up when negatives are disabled). */
export const NumberWidget: FieldWidget = {
  Input: NumberInput,
  Display: NumberDisplay,
  labelled: true,
  shellFor: wholeNumberShell,
};
