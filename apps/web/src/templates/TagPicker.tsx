import type { TemplateTagEntry } from '@atrium/core';
import type { Editor } from '@tiptap/core';
import { Button, Dropdown, Input, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { keepFocus } from '../forms/field-widgets/rich-text/ToolButton';
import { insertTemplateTag } from '../forms/field-widgets/rich-text/template-tags';
import { useTemplatesTranslation } from '../i18n/resources/templates';
import { tagGroups } from './tag-groups';

interface TagPickerProps {
  editor: Editor;
  tags: readonly TemplateTagEntry[];
}

/**
 * Inserts a tag of the record, of a lookup's record or a related list where the cursor is. The menu takes
 * the focus, so whether the editor had it is read when the menu opens; without it nothing is inserted
 * and the person is told 'Editor is out of focus' (spec 001 §8).
 */
export function TagPicker({ editor, tags }: TagPickerProps) {
  const { t } = useTemplatesTranslation();
  const focusedWhenOpened = useRef(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => tagGroups(tags, search), [tags, search]);
  const insert = (tag: string) => {
    try {
      insertTemplateTag(editor, tag, focusedWhenOpened.current);
      setProblem(undefined);
    } catch {
      setProblem(t('templates.outOfFocus'));
    }
  };
  return (
    <span className="atrium-tag-picker">
      <Dropdown
        trigger={['click']}
        onOpenChange={(open) => {
          if (open) focusedWhenOpened.current = editor.isFocused;
        }}
        popupRender={(menu) => (
          <div className="ant-dropdown-menu" style={{ padding: 4 }}>
            <Input.Search
              size="small"
              allowClear
              aria-label={t('templates.insertTag')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            {menu}
          </div>
        )}
        menu={{
          style: { maxHeight: 320, overflowY: 'auto', boxShadow: 'none' },
          items: groups.map((group) => ({
            type: 'group' as const,
            key: group.label,
            label: group.label,
            children: group.tags.map((tag) => ({ key: tag.tag, label: tag.label, title: tag.tag })),
          })),
          onClick: ({ key }) => insert(key),
        }}
      >
        <Button size="small" onMouseDown={keepFocus}>
          {t('templates.insertTag')}
        </Button>
      </Dropdown>
      {problem ? (
        <Typography.Text type="danger" role="alert" style={{ marginInlineStart: 8 }}>
          {problem}
        </Typography.Text>
      ) : null}
    </span>
  );
}
