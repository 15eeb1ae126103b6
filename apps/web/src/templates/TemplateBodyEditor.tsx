import type { TemplateTagEntry } from '@atrium/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { RichTextToolbar } from '../forms/field-widgets/rich-text/RichTextToolbar';
import { RICH_TEXT_EXTENSIONS } from '../forms/field-widgets/rich-text/rich-text-extensions';
import '../forms/field-widgets/rich-text/rich-text.css';
import { TagPicker } from './TagPicker';

interface TemplateBodyEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  tags: readonly TemplateTagEntry[];
  direction: 'ltr' | 'rtl';
}

/** A template's body in the app's Tiptap editor (the rich-text field's schema and toolbar) with the tag picker. */
export function TemplateBodyEditor({ id, value, onChange, tags, direction }: TemplateBodyEditorProps) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    shouldRerenderOnTransaction: false,
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
  });
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', dir: direction } },
    });
  }, [editor, id, direction]);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor || editor.isDestroyed) return <div aria-busy="true" className="atrium-rich-text-loading" />;
  return (
    <div className="atrium-rich-text">
      <div className="atrium-rich-text-toolbar">
        <RichTextToolbar editor={editor} tags={[]} />
        <TagPicker editor={editor} tags={tags} />
      </div>
      <EditorContent editor={editor} className="atrium-rich-text-content" />
    </div>
  );
}
