import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { RichTextToolbar } from '../forms/field-widgets/rich-text/RichTextToolbar';
import { RICH_TEXT_EXTENSIONS } from '../forms/field-widgets/rich-text/rich-text-extensions';
import '../forms/field-widgets/rich-text/rich-text.css';

const NO_TAGS = [] as const;

/**
 * A page's body in the app's Tiptap editor (the extensions and toolbar of the rich-text field), its
 * value the editor's HTML, '' when empty. The server cleans it again before keeping it.
 */
export function PageBodyEditor({
  value,
  onChange,
  id,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  id: string;
  label: string;
}) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: next }) => changed.current(next.isEmpty ? '' : next.getHTML()),
  });
  // A page loaded after the editor was made replaces its content without echoing a change.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return <div aria-busy="true" className="atrium-rich-text-loading" />;
  return (
    <div className="atrium-rich-text">
      <RichTextToolbar editor={editor} tags={NO_TAGS} />
      <EditorContent editor={editor} className="atrium-rich-text-content" />
    </div>
  );
}
