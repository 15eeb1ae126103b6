import { EmptyValue } from '../shared/EmptyValue';
import { textOf } from '../shared/field-value';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { TextDisplay } from '../shared/TextDisplay';
import type { FieldWidgetProps } from '../widget-types';

/** Stored rich text, sanitised; text saved before the field became rich shows as plain text. */
export function RichTextDisplay(props: FieldWidgetProps) {
  const html = textOf(props.value);
  if (html === '') return <EmptyValue />;
  if (!/<[a-z][\s\S]*>/i.test(html)) return <TextDisplay {...props} />;
  return <SanitizedHtml html={html} className="atrium-rich-text-display" />;
}
