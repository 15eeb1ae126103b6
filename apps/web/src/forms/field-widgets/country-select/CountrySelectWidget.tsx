import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../shared/ChoiceSelect';
import { countryName } from '../shared/countries';
import { EmptyValue } from '../shared/EmptyValue';
import { textOf } from '../shared/field-value';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { useCountryOptions } from './useCountryOptions';

function CountrySelectInput(props: FieldWidgetProps) {
  const options = useCountryOptions(props.allowedOptions);
  return <ChoiceSelect field={props} options={options} />;
}

function CountryDisplay({ value }: FieldWidgetProps) {
  const { i18n } = useTranslation();
  const code = textOf(value);
  return code === '' ? <EmptyValue /> : <span>{countryName(code, i18n.language)}</span>;
}

/** singleSelectCountries: an ISO 3166 country code ('AE'), picked by the country's translated name. */
export const CountrySelectWidget: FieldWidget = {
  Input: CountrySelectInput,
  Display: CountryDisplay,
  labelled: true,
};
