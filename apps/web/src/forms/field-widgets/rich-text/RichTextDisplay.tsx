import { useMemo } from 'react';
import { EmptyValue } from '../shared/EmptyValue';
import { textOf } from '../shared/field-value';
import { TextDisplay } from '../shared/TextDisplay';
import type { FieldWidgetProps } from '../widget-types';
import { sanitizeRichText } from './rich-text-html';
import './rich-text.css';

/** Stored rich text, sanitised; text saved before the field became rich shows as plain text. */
export function RichTextDisplay(props: FieldWidgetProps) {
  const html = textOf(props.value);
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (html === '') return <EmptyValue />;
  if (!/<[a-z][\s\S]*>/i.test(html)) return <TextDisplay {...props} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup has just been sanitised to the editor's own elements.
  return <div className="atrium-rich-text-display" dangerouslySetInnerHTML={{ __html: clean }} />;
}
