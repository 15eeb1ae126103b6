import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { optionOf } from '../shared/field-options';
import { textOf } from '../shared/field-value';
import type { FieldWidgetProps } from '../widget-types';
import { RichTextDisplay } from './RichTextDisplay';
import { RichTextToolbar } from './RichTextToolbar';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import './rich-text.css';
import { templateTagsOf } from './template-tags';

/** A live editor: never one Tiptap has destroyed (its schema is gone, reading its HTML throws). */
const live = (editor: Editor | null): editor is Editor => editor !== null && !editor.isDestroyed;

/**
 * Rich text in Tiptap, whose value is the editor's HTML, '' when empty; shown sanitised elsewhere.
 *
 * The editor is made once the field is on the page (`immediatelyRender: false`), not while React
 * renders: Tiptap destroys an editor whose component has not mounted 1 ms after it was made, and a
 * saved record's form is often committed later than that (React holds a reveal back while other parts
 * load), which handed the effects below a destroyed editor ('Cannot read properties of null (reading
 * 'cached')' from getHTML). Until the editor exists the field shows its text as it will look.
 */
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
    immediatelyRender: false,
    onUpdate: ({ editor: changed }) => onChange.current(changed.isEmpty ? '' : changed.getHTML()),
  });

  const { inputId, required, readOnly } = field;
  const invalid = field.errors.length > 0;
  useEffect(() => {
    if (!live(editor)) return;
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
    if (!live(editor)) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== html) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  if (!live(editor)) {
    return (
      <div aria-busy="true" className="atrium-rich-text-loading">
        {html === '' ? null : <RichTextDisplay {...field} />}
      </div>
    );
  }
  return (
    <div className="atrium-rich-text">
      {!readOnly && <RichTextToolbar editor={editor} tags={tags} />}
      <EditorContent editor={editor} className="atrium-rich-text-content" />
    </div>
  );
}
