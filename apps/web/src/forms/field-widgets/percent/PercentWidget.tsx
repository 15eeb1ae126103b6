import { DecimalInput } from '../shared/DecimalInput';
import { EmptyValue } from '../shared/EmptyValue';
import { booleanOption } from '../shared/field-options';
import { displayDecimal, numberOf } from '../shared/number-format';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

const PERCENT_DIGITS = 2;

function PercentInput(props: FieldWidgetProps) {
  return (
    <DecimalInput
      field={props}
      precision={PERCENT_DIGITS}
      roundDigits={PERCENT_DIGITS}
      allowNegative={!booleanOption(props, 'disableNegative')}
      prefix="%"
    />
  );
}

function PercentDisplay({ value }: FieldWidgetProps) {
  const number = numberOf(value);
  return number === null ? <EmptyValue /> : <span>{`${displayDecimal(number, PERCENT_DIGITS)}%`}</span>;
}

/** percent: a number with a '%' prefix, fixed to 2 decimals when the input is left. */
export const PercentWidget: FieldWidget = { Input: PercentInput, Display: PercentDisplay, labelled: true };
