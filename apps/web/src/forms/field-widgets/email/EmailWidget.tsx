import { useTranslation } from 'react-i18next';
import { EmptyValue } from '../shared/EmptyValue';
import { textShell } from '../shared/FieldShells';
import { listOption } from '../shared/field-options';
import { textOf } from '../shared/field-value';
import { PlainTextInput } from '../shared/PlainTextInput';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { isAllowedDomain } from './email-domain';

function EmailInput(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const domains = listOption(props, 'domainFilter');
  const check = (text: string) =>
    isAllowedDomain(text, domains)
      ? undefined
      : t('widgets.email.domainNotAllowed', { domains: domains.join(', ') });
  return <PlainTextInput field={props} type="email" check={check} />;
}

function EmailDisplay({ value }: FieldWidgetProps) {
  const email = textOf(value);
  return email === '' ? (
    <EmptyValue />
  ) : (
    <a href={`mailto:${email}`} dir="ltr">
      <bdi>{email}</bdi>
    </a>
  );
}

/** email: an address of at most 100 characters; `domainFilter` lists the domains it may use. */
export const EmailWidget: FieldWidget = {
  Input: EmailInput,
  Display: EmailDisplay,
  labelled: true,
  shellFor: textShell,
};
