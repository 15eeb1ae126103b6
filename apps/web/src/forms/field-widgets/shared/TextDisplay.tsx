import type { FieldWidgetProps } from '../widget-types';
import { EmptyValue } from './EmptyValue';
import { textOf } from './field-value';

/** A read-only text value; line breaks kept for multi-line text. */
export function TextDisplay({ value }: FieldWidgetProps) {
  const text = textOf(value);
  if (text === '') return <EmptyValue />;
  return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
}
