import type { FieldHistoryEntry, ObjectDefinition } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/api-error';
import { CellValue } from '../../forms/field-widgets/shared/CellValue';
import { DATETIME_DISPLAY } from '../../forms/field-widgets/shared/cell-format';
import { attributeLabel } from '../../i18n/metadata-labels';
import { attributeOf, fetchRecordHistory } from './record-history';

const PAGE_SIZE = 20;

interface RecordHistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  definition: ObjectDefinition;
  recordId: number;
  /** The record's version: a new one (a save here or elsewhere) asks for the history again. */
  version: unknown;
}

/** Who changed which tracked attribute of the record, when, from what to what: newest first. */
export function RecordHistoryDrawer({
  open,
  onClose,
  definition,
  recordId,
  version,
}: RecordHistoryDrawerProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['record-history', definition.name, recordId, version, page],
    queryFn: () => fetchRecordHistory(definition, recordId, page, PAGE_SIZE),
    enabled: open,
  });

  const shownValue = (entry: FieldHistoryEntry, value: unknown) => {
    const attribute = attributeOf(definition, entry);
    // An encrypted value the server could not decrypt comes as null with the entry marked unreadable.
    if ((value === null || value === undefined) && entry.unreadable)
      return <Typography.Text type="danger">{t('records.history.unreadable')}</Typography.Text>;
    if (value === null || value === undefined)
      return <span className="atrium-muted">{t('records.history.empty')}</span>;
    if (!attribute) return typeof value === 'string' ? value : JSON.stringify(value);
    return <CellValue attribute={attribute} record={{ [attribute.name]: value }} />;
  };

  const columns: TableColumnsType<FieldHistoryEntry> = [
    {
      key: 'when',
      title: t('records.history.when'),
      render: (_, entry) => <bdi dir="ltr">{dayjs(entry.changed_at).format(DATETIME_DISPLAY)}</bdi>,
    },
    {
      key: 'who',
      title: t('records.history.who'),
      render: (_, entry) => entry.user_name ?? t('records.history.unknownUser'),
    },
    {
      key: 'field',
      title: t('records.history.field'),
      render: (_, entry) => {
        const attribute = attributeOf(definition, entry);
        return attribute ? attributeLabel(attribute, i18n.language) : entry.label;
      },
    },
    {
      key: 'action',
      title: t('records.history.action'),
      render: (_, entry) => t(`records.history.actions.${entry.action}`, { defaultValue: entry.action }),
    },
    {
      key: 'from',
      title: t('records.history.from'),
      render: (_, entry) => shownValue(entry, entry.old_value),
    },
    { key: 'to', title: t('records.history.to'), render: (_, entry) => shownValue(entry, entry.new_value) },
  ];

  return (
    <Drawer open={open} onClose={onClose} title={t('records.history.title')} size="large" destroyOnHidden>
      {history.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('records.history.loadFailed', { message: errorMessage(history.error) })}
        />
      ) : null}
      <Table<FieldHistoryEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={history.data?.data ?? []}
        loading={history.isFetching}
        locale={{ emptyText: t('records.history.none') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: history.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        scroll={{ x: true }}
      />
    </Drawer>
  );
}
