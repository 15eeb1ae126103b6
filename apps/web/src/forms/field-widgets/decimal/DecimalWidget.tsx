import { DecimalInput } from '../shared/DecimalInput';
import { decimalPrecision } from '../shared/display-text';
import { decimalShell } from '../shared/FieldShells';
import { FormattedDisplay } from '../shared/FormattedDisplay';
import { booleanOption } from '../shared/field-options';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

const ROUND_DIGITS = 2;

function DecimalFieldInput(props: FieldWidgetProps) {
  return (
    <DecimalInput
      field={props}
      precision={decimalPrecision(props)}
      roundDigits={ROUND_DIGITS}
      allowNegative={!booleanOption(props, 'disableNegative')}
    />
  );
}

/** decimalField: rounded to 2 decimals and shown to its `precision` (2 by default) with ',' thousands. */
export const DecimalWidget: FieldWidget = {
  Input: DecimalFieldInput,
  Display: FormattedDisplay,
  labelled: true,
  shellFor: (props) => decimalShell(props, decimalPrecision(props)),
};
