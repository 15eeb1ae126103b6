import { textOf } from '../shared/field-value';
import { lazyPart } from '../shared/lazy-part';
import type { FieldWidgetProps } from '../widget-types';
import { RichTextDisplay } from './RichTextDisplay';

/**
 * The rich text editor; Tiptap and ProseMirror arrive in a chunk of their own. Until then the field
 * keeps the editor's place and shows its text as it will look, without the toolbar.
 */
export const RichTextEditor = lazyPart<{ field: FieldWidgetProps }>(
  async () => (await import('./TiptapEditor')).TiptapEditor,
  ({ field }) => (
    <div aria-busy="true" className="atrium-rich-text-loading">
      {textOf(field.value) === '' ? null : <RichTextDisplay {...field} />}
    </div>
  ),
);
