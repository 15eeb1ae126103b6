import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyValue } from '../shared/EmptyValue';
import { textOf } from '../shared/field-value';
import { inputA11y } from '../shared/input-a11y';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { sequenceParts } from './sequence-parts';

/** The server numbers records: the input only shows the number, or that it comes on saving. */
function SequenceInput(props: FieldWidgetProps) {
  const { t } = useTranslation();
  return (
    <Input
      {...inputA11y(props)}
      readOnly
      value={textOf(props.value)}
      placeholder={t('widgets.sequence.assignedOnSave')}
    />
  );
}

function SequenceDisplay({ value }: FieldWidgetProps) {
  const text = textOf(value);
  if (text === '') return <EmptyValue />;
  const { letters, digits } = sequenceParts(text);
  return (
    <span className="atrium-sequence">
      <span className="atrium-sequence-letters">{letters}</span>
      <strong className="atrium-sequence-digits">{digits}</strong>
    </span>
  );
}

/** sequence: a number the server gives each record (e.g. 'QT-00012'); never typed. */
export const SequenceWidget: FieldWidget = { Input: SequenceInput, Display: SequenceDisplay, labelled: true };
