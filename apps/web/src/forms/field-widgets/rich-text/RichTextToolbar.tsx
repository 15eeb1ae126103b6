import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { Button, Dropdown, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldProblem } from '../shared/FieldProblem';
import { insertTemplateTag, type TemplateTag } from './template-tags';

interface RichTextToolbarProps {
  editor: Editor;
  tags: readonly TemplateTag[];
}

/** Keeps the editor's focus and selection when a toolbar button is pressed. */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/** Formatting buttons and, when the field lists template tags, the insert-tag menu. */
export function RichTextToolbar({ editor, tags }: RichTextToolbarProps) {
  const { t } = useTranslation();
  const focusedWhenOpened = useRef(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const insert = (value: string) => {
    try {
      insertTemplateTag(editor, value, focusedWhenOpened.current);
      setProblem(undefined);
    } catch {
      setProblem(t('widgets.richText.outOfFocus'));
    }
  };
  const button = (label: string, icon: React.ReactNode, run: () => void) => (
    <Button
      size="small"
      type="text"
      aria-label={label}
      title={label}
      icon={icon}
      onMouseDown={keepFocus}
      onClick={run}
    />
  );
  return (
    <div className="atrium-rich-text-toolbar">
      <Space size={2} wrap>
        {button(t('widgets.richText.bold'), <BoldOutlined />, () =>
          editor.chain().focus().toggleBold().run(),
        )}
        {button(t('widgets.richText.italic'), <ItalicOutlined />, () =>
          editor.chain().focus().toggleItalic().run(),
        )}
        {button(t('widgets.richText.bulletList'), <UnorderedListOutlined />, () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {button(t('widgets.richText.orderedList'), <OrderedListOutlined />, () =>
          editor.chain().focus().toggleOrderedList().run(),
        )}
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
