import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../app/api-error';
import { useDebouncedValue } from '../app/useDebouncedValue';
import { PermissionEditorModal } from '../forms/field-widgets/permission-editor/PermissionEditorModal';
import { useAdministrationTranslation } from '../i18n/resources/administration';
import { type AccessRecord, recordAccessApi } from './record-access-api';

const DEBOUNCE_MS = 300;

/** Choose an object, find its records, and edit a record's grants with the record page's own editor. */
export function RecordGrantsPanel() {
  const { t } = useAdministrationTranslation();
  const [object, setObject] = useState<string>();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const [editing, setEditing] = useState<number>();
  const objects = useQuery({
    queryKey: ['administration', 'access-objects'],
    queryFn: recordAccessApi.objects,
  });
  const records = useQuery({
    queryKey: ['administration', 'access-records', object, term],
    queryFn: () => recordAccessApi.records(object as string, term),
    enabled: object !== undefined,
    placeholderData: keepPreviousData,
  });
  const failure = objects.error ?? records.error;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {failure ? <Alert type="error" showIcon title={errorMessage(failure)} /> : null}
      <Space wrap>
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('administration.recordAccess.object')}
          placeholder={t('administration.recordAccess.object')}
          loading={objects.isLoading}
          value={object}
          onChange={(name) => {
            setObject(name);
            setEditing(undefined);
          }}
          options={(objects.data ?? []).map((row) => ({ value: row.name, label: row.display_name }))}
          style={{ minWidth: 240 }}
        />
        <Input.Search
          allowClear
          aria-label={t('administration.recordAccess.search')}
          placeholder={t('administration.recordAccess.search')}
          value={search}
          disabled={object === undefined}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 280 }}
        />
      </Space>
      <Table<AccessRecord>
        size="small"
        rowKey="id"
        pagination={false}
        loading={records.isFetching}
        dataSource={object === undefined ? [] : (records.data ?? [])}
        locale={{
          emptyText:
            object === undefined
              ? t('administration.recordAccess.chooseObject')
              : t('administration.recordAccess.none'),
        }}
        columns={[
          { key: 'id', title: t('administration.recordAccess.id'), dataIndex: 'id', width: 90 },
          {
            key: 'label',
            title: t('administration.recordAccess.record'),
            render: (_, row) => row.label ?? `#${row.id}`,
          },
          {
            key: 'owner',
            title: t('administration.recordAccess.owner'),
            render: (_, row) => row.owner_name ?? '',
          },
          {
            key: 'access',
            title: t('administration.recordAccess.access'),
            render: (_, row) =>
              row.restricted ? (
                <Tag color="orange">{t('administration.recordAccess.restricted')}</Tag>
              ) : (
                <Tag>{t('administration.recordAccess.open')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('administration.recordAccess.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => setEditing(row.id)}>
                {t('administration.recordAccess.editGrants')}
              </Button>
            ),
          },
        ]}
      />
      {object !== undefined && editing !== undefined ? (
        <PermissionEditorModal
          object={object}
          recordId={editing}
          onClose={() => {
            setEditing(undefined);
            void records.refetch();
          }}
        />
      ) : null}
    </Space>
  );
}
