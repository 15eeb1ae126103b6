import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { listColumns, type ObjectDefinition, type Relationship } from '@atrium/core';
import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellValue } from '../shared/CellValue';
import { formatCell } from '../shared/cell-format';
import type { ChildRow } from './related-object-model';
import { SortableList, useSortableItem } from './SortableList';

/** How many of the child's fields a grid shows. */
const GRID_COLUMNS = 5;

export interface ChildRowsProps {
  child: ObjectDefinition;
  relation: Relationship;
  rows: readonly ChildRow[];
  canEdit: boolean;
  canDelete: boolean;
  sortable: boolean;
  disableSorting: boolean;
  onMove: (from: number | string, to: number | string) => void;
  onEdit: (row: ChildRow) => void;
  onDelete: (row: ChildRow) => void;
  /** Inline editing: the row whose editor is open under it, and the editor. */
  inlineEditing?: { id: number | string; editor: ReactNode } | undefined;
}

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number }) {
  const key = props['data-row-key'];
  const item = useSortableItem(key ?? '', key !== undefined);
  return <tr {...props} ref={item.ref} style={{ ...props.style, ...item.style }} {...item.handle} />;
}

function CardlessSortable({
  rows,
  sortable,
  onMove,
  children,
}: Pick<ChildRowsProps, 'rows' | 'sortable' | 'onMove'> & { children: ReactNode }) {
  return (
    <SortableList ids={rows.map((row) => row.id)} enabled={sortable} onMove={onMove}>
      {children}
    </SortableList>
  );
}

/** The children as a table: click a row to edit, delete with a confirm, drag rows when ordered. */
export function ChildGrid(props: ChildRowsProps) {
  const { t } = useTranslation();
  const {
    child,
    relation,
    rows,
    canEdit,
    canDelete,
    sortable,
    disableSorting,
    onEdit,
    onDelete,
    inlineEditing,
  } = props;
  const fields = listColumns(child)
    .filter((attribute) => attribute.name !== relation.foreign_key)
    .slice(0, GRID_COLUMNS);
  const columns: TableColumnsType<ChildRow> = [
    ...(sortable
      ? [
          {
            key: 'drag',
            width: 32,
            render: () => <HolderOutlined aria-label={t('panels.related.dragHandle')} />,
          },
        ]
      : []),
    ...fields.map((attribute) => ({
      key: attribute.name,
      title: attribute.label,
      render: (_: unknown, row: ChildRow) => <CellValue attribute={attribute} record={row} />,
      ...(disableSorting
        ? {}
        : {
            sorter: (a: ChildRow, b: ChildRow) =>
              formatCell(attribute, a).localeCompare(formatCell(attribute, b), undefined, { numeric: true }),
          }),
    })),
    ...(canDelete
      ? [
          {
            key: 'actions',
            width: 56,
            render: (_: unknown, row: ChildRow) => (
              <Popconfirm
                title={t('panels.common.areYouSure')}
                description={t('panels.common.deleteQuestion')}
                okText={t('panels.common.delete')}
                cancelText={t('panels.common.cancel')}
                onConfirm={() => onDelete(row)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('panels.common.delete')}
                  onClick={(event) => event.stopPropagation()}
                />
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];
  return (
    <CardlessSortable rows={rows} sortable={sortable} onMove={props.onMove}>
      <Table<ChildRow>
        size="small"
        rowKey="id"
        pagination={false}
        columns={columns}
        dataSource={[...rows]}
        components={sortable ? { body: { row: SortableRow } } : undefined}
        onRow={(row) => ({
          onClick: canEdit ? () => onEdit(row) : undefined,
          style: canEdit ? { cursor: 'pointer' } : undefined,
        })}
        expandable={
          inlineEditing
            ? {
                expandedRowKeys: [inlineEditing.id],
                expandedRowRender: () => inlineEditing.editor,
                showExpandColumn: false,
              }
            : undefined
        }
      />
    </CardlessSortable>
  );
}
