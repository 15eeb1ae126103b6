import { PlusOutlined } from '@ant-design/icons';
import { listColumns, type ObjectDefinition, type Relationship } from '@atrium/core';
import { Button, Card, Empty, Input, Modal, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCell } from '../shared/cell-format';
import { ChildCards } from './ChildCards';
import { ChildGrid } from './ChildGrid';
import { ChildRecordEditor } from './ChildRecordEditor';
import { type ChildRow, heldFailure, type PanelOptions } from './related-object-model';

export interface ChildPanelViewProps {
  child: ObjectDefinition;
  relation: Relationship;
  options: PanelOptions;
  rows: readonly ChildRow[];
  /** The parent's names for the modal titles. */
  parent: { objectName: string; label: string };
  can: { add: boolean; edit: boolean; delete: boolean; reorder: boolean };
  saving: boolean;
  error: string | undefined;
  onSave: (row: ChildRow, isNew: boolean) => Promise<boolean>;
  onDelete: (row: ChildRow) => void;
  onMove: (from: number | string, to: number | string) => void;
  /** Shown under the rows: load more, a failure, a note. */
  footer?: ReactNode;
}

interface Editing {
  row: ChildRow;
  isNew: boolean;
}

function matches(child: ObjectDefinition, row: ChildRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return listColumns(child).some((attribute) => formatCell(attribute, row).toLowerCase().includes(needle));
}

/** A related-object panel's frame: titles, Add, filter, the rows in grid or cards, and the editor. */
export function ChildPanelView(props: ChildPanelViewProps) {
  const { t } = useTranslation();
  const { child, relation, options, rows, parent, can } = props;
  const [editing, setEditing] = useState<Editing>();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => rows.filter((row) => matches(child, row, filter)), [rows, child, filter]);
  const title = options.title ?? child.display_name;
  const cards = options.listMode === 'card';
  const inline = !cards && options.editMode === 'inline';

  const save = async (row: ChildRow) => {
    if (editing && (await props.onSave(row, editing.isNew))) setEditing(undefined);
  };
  const editor = editing ? (
    <ChildRecordEditor
      key={`${String(editing.row.id)}-${editing.isNew}`}
      child={child}
      relation={relation}
      row={editing.row}
      isNew={editing.isNew}
      saving={props.saving}
      error={props.error ?? heldFailure(editing.row)}
      onSave={(row) => void save(row)}
      onClose={() => setEditing(undefined)}
    />
  ) : null;
  const modalTitle = !editing
    ? ''
    : cards
      ? t(editing.isNew ? 'panels.related.cardAdd' : 'panels.related.cardUpdate')
      : editing.isNew
        ? t('panels.related.addTitle', { name: child.display_name, reverse: parent.label })
        : t('panels.related.updateTitle', {
            parent: parent.objectName,
            name: child.display_name,
            id: String(editing.row.id),
          });

  const rowsProps = {
    child,
    relation,
    rows: shown,
    canEdit: can.edit,
    canDelete: can.delete,
    // Dragging a filtered or sorted view would save an order nobody sees: only the plain list moves.
    sortable: can.reorder && filter === '',
    disableSorting: options.disableSorting,
    onMove: props.onMove,
    onEdit: (row: ChildRow) => setEditing({ row, isNew: false }),
    onDelete: props.onDelete,
    inlineEditing: inline && editing && !editing.isNew ? { id: editing.row.id, editor } : undefined,
  };

  return (
    <Card
      className="atrium-related-object"
      role="region"
      aria-label={title}
      title={title}
      extra={
        can.add && !options.disableAdding ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ row: { id: 'new' }, isNew: true })}>
            {t('panels.common.add')}
          </Button>
        ) : null
      }
    >
      {options.showListTitle && options.listTitle ? (
        <Typography.Title level={5}>{options.listTitle}</Typography.Title>
      ) : null}
      {options.disableFilteration ? null : (
        <Input
          allowClear
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('panels.related.filter', { name: child.display_name })}
          aria-label={t('panels.related.filter', { name: child.display_name })}
          style={{ marginBottom: 8, maxWidth: 320 }}
        />
      )}
      {inline && editing?.isNew ? editor : null}
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panels.common.empty')} />
      ) : cards ? (
        <ChildCards {...rowsProps} />
      ) : (
        <ChildGrid {...rowsProps} />
      )}
      {props.footer}
      <Modal
        open={editing !== undefined && !inline}
        title={modalTitle}
        footer={null}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        {inline ? null : editor}
      </Modal>
    </Card>
  );
}
