import { DecimalInput } from '../shared/DecimalInput';
import { PERCENT_DIGITS } from '../shared/display-text';
import { FormattedDisplay } from '../shared/FormattedDisplay';
import { booleanOption } from '../shared/field-options';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

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

/** percent: a number with a '%' prefix, fixed to 2 decimals when the input is left. */
export const PercentWidget: FieldWidget = { Input: PercentInput, Display: FormattedDisplay, labelled: true };
