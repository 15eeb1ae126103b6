import { useTranslation } from 'react-i18next';
import { EmptyValue } from '../shared/EmptyValue';
import { textShell } from '../shared/FieldShells';
import { textOf } from '../shared/field-value';
import { PlainTextInput } from '../shared/PlainTextInput';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { linkableUrl } from './safe-url';

function UrlInput(props: FieldWidgetProps) {
  return <PlainTextInput field={props} type="url" />;
}

function UrlDisplay({ value }: FieldWidgetProps) {
  const { t } = useTranslation();
  const text = textOf(value);
  if (text === '') return <EmptyValue />;
  const href = linkableUrl(text);
  if (href === undefined) return <bdi dir="ltr">{text}</bdi>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" title={t('common.opensInNewTab')} dir="ltr">
      <bdi>{text}</bdi>
    </a>
  );
}

/** urlField: a web address, shown as a link that opens in a new tab (only http(s), mail and tel links). */
export const UrlWidget: FieldWidget = {
  Input: UrlInput,
  Display: UrlDisplay,
  labelled: true,
  shellFor: textShell,
};
