import { Input } from 'antd';
import type { FieldWidgetProps } from '../widget-types';
import { FieldProblem } from './FieldProblem';
import { numberOption, stringOption } from './field-options';
import { inputA11y } from './input-a11y';
import { maxLengthOf } from './text-limits';
import { useTextDraft } from './useTextDraft';

const accept = (): undefined => undefined;

interface TextAreaInputProps {
  field: FieldWidgetProps;
  defaultRows: number;
  check?: (text: string) => string | undefined;
}

/** A multi-line plain text input (`rows` option), limited like its type (spec 001 §9). */
export function TextAreaInput({ field, defaultRows, check = accept }: TextAreaInputProps) {
  const draft = useTextDraft(field.value, check, field.onChange);
  return (
    <>
      <Input.TextArea
        {...inputA11y(field)}
        value={draft.text}
        rows={numberOption(field, 'rows') ?? defaultRows}
        maxLength={maxLengthOf(field)}
        placeholder={stringOption(field, 'placeholder')}
        disabled={field.readOnly}
        onChange={(event) => draft.change(event.target.value)}
      />
      <FieldProblem message={draft.problem} />
    </>
  );
}
