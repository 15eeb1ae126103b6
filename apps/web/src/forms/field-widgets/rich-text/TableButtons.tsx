import {
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './ToolButton';
import { tableActions } from './table-extension';

/** Insert a table; with the cursor in one, add or remove a row or a column, or remove the table. */
export function TableButtons({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const inTable = useEditorState({
    editor,
    selector: ({ editor: current }) => tableActions.inTable(current),
  });
  const inside = (label: string, icon: React.ReactNode, run: (on: Editor) => boolean) => (
    <ToolButton label={label} icon={icon} disabled={!inTable} run={() => run(editor)} />
  );
  return (
    <>
      <ToolButton
        label={t('widgets.richText.insertTable')}
        icon={<TableOutlined />}
        disabled={inTable}
        run={() => tableActions.insert(editor)}
      />
      {inside(t('widgets.richText.addRow'), <InsertRowBelowOutlined />, tableActions.addRow)}
      {inside(t('widgets.richText.removeRow'), <DeleteRowOutlined />, tableActions.removeRow)}
      {inside(t('widgets.richText.addColumn'), <InsertRowRightOutlined />, tableActions.addColumn)}
      {inside(t('widgets.richText.removeColumn'), <DeleteColumnOutlined />, tableActions.removeColumn)}
      {inside(t('widgets.richText.removeTable'), <DeleteOutlined />, tableActions.remove)}
    </>
  );
}
