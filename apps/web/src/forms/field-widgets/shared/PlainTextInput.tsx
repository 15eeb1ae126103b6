import { Input } from 'antd';
import type { FieldWidgetProps } from '../widget-types';
import { FieldProblem } from './FieldProblem';
import { stringOption } from './field-options';
import { inputA11y } from './input-a11y';
import { maxLengthOf } from './text-limits';
import { useTextDraft } from './useTextDraft';

const accept = (): undefined => undefined;
const asTyped = (text: string) => text;

interface PlainTextInputProps {
  field: FieldWidgetProps;
  type?: 'text' | 'tel' | 'email' | 'url';
  /** Drops characters the field never takes, as they are typed. */
  clean?: (text: string) => string;
  /** Why typed text is refused, if it is; refused text does not reach the record. */
  check?: (text: string) => string | undefined;
}

/** A one-line text input shared by single-line, phone, e-mail and URL fields. */
export function PlainTextInput({
  field,
  type = 'text',
  clean = asTyped,
  check = accept,
}: PlainTextInputProps) {
  const draft = useTextDraft(field.value, check, field.onChange);
  return (
    <>
      <Input
        {...inputA11y(field)}
        type={type}
        value={draft.text}
        maxLength={maxLengthOf(field)}
        placeholder={stringOption(field, 'placeholder')}
        disabled={field.readOnly}
        onChange={(event) => draft.change(clean(event.target.value))}
      />
      <FieldProblem message={draft.problem} />
    </>
  );
}
