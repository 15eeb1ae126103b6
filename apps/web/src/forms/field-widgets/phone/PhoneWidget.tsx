import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyValue } from '../shared/EmptyValue';
import { listOption } from '../shared/field-options';
import { textOf } from '../shared/field-value';
import { PlainTextInput } from '../shared/PlainTextInput';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { cleanPhone, countryPrefixes, hasAllowedPrefix } from './phone-number';

function PhoneInput(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const filter = listOption(props, 'countryFilter').join(',');
  const prefixes = useMemo(() => countryPrefixes(filter.split(',')), [filter]);
  const check = (text: string) =>
    hasAllowedPrefix(text, prefixes)
      ? undefined
      : t('widgets.phone.countryNotAllowed', { codes: prefixes.join(', ') });
  return <PlainTextInput field={props} type="tel" clean={cleanPhone} check={check} />;
}

function PhoneDisplay({ value }: FieldWidgetProps) {
  const phone = textOf(value);
  return phone === '' ? (
    <EmptyValue />
  ) : (
    <a href={`tel:${cleanPhone(phone)}`} dir="ltr">
      <bdi>{phone}</bdi>
    </a>
  );
}

/** phone: digits and a leading '+', at most 15; `countryFilter` limits the country codes it may start with. */
export const PhoneWidget: FieldWidget = { Input: PhoneInput, Display: PhoneDisplay, labelled: true };
