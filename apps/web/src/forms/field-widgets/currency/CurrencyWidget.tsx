import { DecimalInput } from '../shared/DecimalInput';
import { currencyOf } from '../shared/display-text';
import { FormattedDisplay } from '../shared/FormattedDisplay';
import { booleanOption } from '../shared/field-options';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function CurrencyInput(props: FieldWidgetProps) {
  const { code, precision } = currencyOf(props);
  return (
    <DecimalInput
      field={props}
      precision={precision}
      roundDigits={precision}
      allowNegative={!booleanOption(props, 'disableNegative')}
      addonBefore={code}
    />
  );
}

/** currency: an amount with the currency's decimals (0 to 3) and its code beside it. */
export const CurrencyWidget: FieldWidget = {
  Input: CurrencyInput,
  Display: FormattedDisplay,
  labelled: true,
};
