import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Dropdown, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldProblem } from '../shared/FieldProblem';
import { HEADING_LEVELS } from './rich-text-extensions';
import { TableButtons } from './TableButtons';
import { keepFocus, ToolButton } from './ToolButton';
import { insertTemplateTag, type TemplateTag } from './template-tags';

interface RichTextToolbarProps {
  editor: Editor;
  tags: readonly TemplateTag[];
}

/** Formatting buttons, headings, tables and, when the field lists template tags, the insert-tag menu. */
export function RichTextToolbar({ editor, tags }: RichTextToolbarProps) {
  const { t } = useTranslation();
  const focusedWhenOpened = useRef(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // The editor does not re-render on each transaction: the toolbar follows only what it shows.
  const heading = useEditorState({
    editor,
    selector: ({ editor: current }) => HEADING_LEVELS.find((level) => current.isActive('heading', { level })),
  });
  const insert = (value: string) => {
    try {
      insertTemplateTag(editor, value, focusedWhenOpened.current);
      setProblem(undefined);
    } catch {
      setProblem(t('widgets.richText.outOfFocus'));
    }
  };
  return (
    <div className="atrium-rich-text-toolbar">
      <Space size={2} wrap>
        {HEADING_LEVELS.map((level) => (
          <ToolButton
            key={level}
            label={t('widgets.richText.heading', { level })}
            text={`H${level}`}
            pressed={heading === level}
            run={() => editor.chain().focus().toggleHeading({ level }).run()}
          />
        ))}
        <ToolButton
          label={t('widgets.richText.bold')}
          icon={<BoldOutlined />}
          run={() => editor.chain().focus().toggleBold().run()}
        />
        <ToolButton
          label={t('widgets.richText.italic')}
          icon={<ItalicOutlined />}
          run={() => editor.chain().focus().toggleItalic().run()}
        />
        <ToolButton
          label={t('widgets.richText.bulletList')}
          icon={<UnorderedListOutlined />}
          run={() => editor.chain().focus().toggleBulletList().run()}
        />
        <ToolButton
          label={t('widgets.richText.orderedList')}
          icon={<OrderedListOutlined />}
          run={() => editor.chain().focus().toggleOrderedList().run()}
        />
        <TableButtons editor={editor} />
        {tags.length > 0 && (
          <Dropdown
            trigger={['click']}
            onOpenChange={(open) => {
              if (open) focusedWhenOpened.current = editor.isFocused;
            }}
            menu={{
              items: tags.map((tag) => ({ key: tag.value, label: tag.label })),
              onClick: ({ key }) => insert(key),
            }}
          >
            <Button size="small" onMouseDown={keepFocus}>
              {t('widgets.richText.insertTag')}
            </Button>
          </Dropdown>
        )}
      </Space>
      <FieldProblem message={problem} />
    </div>
  );
}
