import { DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import { listColumns, recordLabel } from '@atrium/core';
import { Button, Card, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellValue } from '../shared/CellValue';
import { formatCell } from '../shared/cell-format';
import type { ChildRowsProps } from './ChildGrid';
import type { ChildRow } from './related-object-model';
import { SortableList, useSortableItem } from './SortableList';

const CARD_FIELDS = 3;

function ChildCard({ row, props }: { row: ChildRow; props: ChildRowsProps }) {
  const { t } = useTranslation();
  const { child, relation, canEdit, canDelete, sortable, onEdit, onDelete } = props;
  const item = useSortableItem(row.id, sortable);
  const details = listColumns(child)
    .filter(
      (attribute) => attribute.name !== relation.foreign_key && attribute.name !== child.label_attribute,
    )
    .slice(0, CARD_FIELDS)
    .filter((attribute) => formatCell(attribute, row) !== '');
  const label = recordLabel(child, row) || `#${String(row.id)}`;
  return (
    <li ref={item.ref} style={item.style} className="atrium-related__card">
      <Card
        size="small"
        title={
          <span>
            {sortable ? (
              <HolderOutlined
                aria-label={t('panels.related.dragHandle')}
                {...item.handle}
                style={{ cursor: 'grab' }}
              />
            ) : null}{' '}
            {label}
          </span>
        }
        extra={
          <>
            {canEdit ? (
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`${t('panels.common.edit')} ${label}`}
                onClick={() => onEdit(row)}
              />
            ) : null}
            {canDelete ? (
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
                  aria-label={`${t('panels.common.delete')} ${label}`}
                />
              </Popconfirm>
            ) : null}
          </>
        }
      >
        {details.map((attribute) => (
          <Typography.Paragraph key={attribute.name} style={{ marginBottom: 4 }}>
            <Typography.Text type="secondary">{attribute.label}: </Typography.Text>
            <CellValue attribute={attribute} record={row} />
          </Typography.Paragraph>
        ))}
      </Card>
    </li>
  );
}

/** The children as cards (spec 001 §2.4), reordered by their drag handle when the object has ordering. */
export function ChildCards(props: ChildRowsProps) {
  return (
    <SortableList ids={props.rows.map((row) => row.id)} enabled={props.sortable} onMove={props.onMove}>
      <ul
        className="atrium-related__cards"
        style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}
      >
        {props.rows.map((row) => (
          <ChildCard key={String(row.id)} row={row} props={props} />
        ))}
      </ul>
    </SortableList>
  );
}
