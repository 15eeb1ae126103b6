import type { FieldWidgetProps } from '../widget-types';

export interface InputA11y {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
}

/** The attributes every widget puts on its focusable input: the label's target and its state. */
export function inputA11y({ inputId, required, errors }: FieldWidgetProps): InputA11y {
  return {
    id: inputId,
    'aria-required': required ? true : undefined,
    'aria-invalid': errors.length > 0 ? true : undefined,
  };
}
