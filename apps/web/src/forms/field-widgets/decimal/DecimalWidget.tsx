import { DecimalInput } from '../shared/DecimalInput';
import { EmptyValue } from '../shared/EmptyValue';
import { decimalShell } from '../shared/FieldShells';
import { booleanOption, numberOption } from '../shared/field-options';
import { displayDecimal, numberOf } from '../shared/number-format';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

const DEFAULT_PRECISION = 2;

const precisionOf = (props: FieldWidgetProps) => {
  const precision = numberOption(props, 'precision');
  return precision === undefined ? DEFAULT_PRECISION : Math.min(Math.max(Math.trunc(precision), 0), 10);
};

function DecimalFieldInput(props: FieldWidgetProps) {
  return (
    <DecimalInput
      field={props}
      precision={precisionOf(props)}
      roundDigits={DEFAULT_PRECISION}
      allowNegative={!booleanOption(props, 'disableNegative')}
    />
  );
}

function DecimalDisplay(props: FieldWidgetProps) {
  const number = numberOf(props.value);
  return number === null ? <EmptyValue /> : <span>{displayDecimal(number, precisionOf(props))}</span>;
}

/** decimalField: rounded to 2 decimals and shown to its `precision` (2 by default) with ',' thousands. */
export const DecimalWidget: FieldWidget = {
  Input: DecimalFieldInput,
  Display: DecimalDisplay,
  labelled: true,
  shellFor: (props) => decimalShell(props, precisionOf(props)),
};
