import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { optionOf } from '../shared/field-options';
import { textOf } from '../shared/field-value';
import type { FieldWidgetProps } from '../widget-types';
import { RichTextToolbar } from './RichTextToolbar';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import './rich-text.css';
import { templateTagsOf } from './template-tags';

/** Rich text in Tiptap, whose value is the editor's HTML, '' when empty; shown sanitised elsewhere. */
export function TiptapEditor({ field }: { field: FieldWidgetProps }) {
  const html = textOf(field.value);
  const onChange = useRef(field.onChange);
  onChange.current = field.onChange;
  const tagsOption = optionOf(field, 'templateTags');
  const tags = useMemo(() => templateTagsOf(tagsOption), [tagsOption]);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: html,
    editable: !field.readOnly,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed }) => onChange.current(changed.isEmpty ? '' : changed.getHTML()),
  });

  const { inputId, required, readOnly } = field;
  const invalid = field.errors.length > 0;
  useEffect(() => {
    editor.setEditable(!readOnly, false);
    editor.setOptions({
      editorProps: {
        attributes: {
          id: inputId,
          role: 'textbox',
          'aria-multiline': 'true',
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        },
      },
    });
  }, [editor, inputId, required, invalid, readOnly]);

  // A value changed from outside (a rule, a reload) replaces the content without echoing a change.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== html) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  return (
    <div className="atrium-rich-text">
      {!readOnly && <RichTextToolbar editor={editor} tags={tags} />}
      <EditorContent editor={editor} className="atrium-rich-text-content" />
    </div>
  );
}
