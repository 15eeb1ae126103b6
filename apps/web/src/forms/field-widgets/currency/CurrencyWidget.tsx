import { DecimalInput } from '../shared/DecimalInput';
import { EmptyValue } from '../shared/EmptyValue';
import { booleanOption, numberOption, stringOption } from '../shared/field-options';
import { displayDecimal, numberOf } from '../shared/number-format';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { currencyPrecision } from './currency-precision';

/** The currency's code (`currency` option) and decimals: a `precision` option (0 to 3) or the currency's. */
function currencyOf(props: FieldWidgetProps): { code: string | undefined; precision: number } {
  const code = stringOption(props, 'currency')?.toUpperCase();
  const explicit = numberOption(props, 'precision');
  const precision =
    explicit === undefined ? currencyPrecision(code) : Math.min(Math.max(Math.trunc(explicit), 0), 3);
  return { code, precision };
}

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

function CurrencyDisplay(props: FieldWidgetProps) {
  const { code, precision } = currencyOf(props);
  const number = numberOf(props.value);
  if (number === null) return <EmptyValue />;
  const amount = displayDecimal(number, precision);
  return <span>{code === undefined ? amount : `${code} ${amount}`}</span>;
}

/** currency: an amount with the currency's decimals (0 to 3) and its code beside it. */
export const CurrencyWidget: FieldWidget = { Input: CurrencyInput, Display: CurrencyDisplay, labelled: true };
