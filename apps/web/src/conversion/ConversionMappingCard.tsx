import { PlusOutlined } from '@ant-design/icons';
import type { ConverterConfiguration, ObjectDefinition } from '@atrium/core';
import { Alert, App, Button, Card, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../app/api-error';
import { useConversionTranslation } from '../i18n/resources/conversion';
import { useConfigurations, useDeleteMapping } from './conversion-api';
import { MappingDrawer } from './MappingDrawer';

/**
 * The view of an object's conversion: which objects its records convert into, and how. The creator
 * shows it under its own title with every object as a destination; a module's configuration page
 * passes the object's name as `title` and its own objects as `destinations`.
 */
export function ConversionMappingCard({
  definition,
  canEdit,
  title,
  destinations,
}: {
  definition: ObjectDefinition;
  canEdit: boolean;
  title?: string;
  destinations?: readonly ObjectDefinition[];
}) {
  const { t } = useConversionTranslation();
  const { message } = App.useApp();
  const configurations = useConfigurations(definition.name);
  const remove = useDeleteMapping();
  const [editing, setEditing] = useState<{ configuration: ConverterConfiguration | null } | null>(null);
  return (
    <Card
      title={title ?? t('conversion.mapping.title')}
      extra={
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={!canEdit}
          onClick={() => setEditing({ configuration: null })}
        >
          {t('conversion.mapping.add')}
        </Button>
      }
    >
      {configurations.error ? (
        <Alert type="error" showIcon title={errorMessage(configurations.error)} />
      ) : null}
      <Table<ConverterConfiguration>
        rowKey="configuration_id"
        loading={configurations.isPending}
        dataSource={configurations.data ?? []}
        pagination={false}
        aria-label={title ?? t('conversion.mapping.title')}
        locale={{ emptyText: t('conversion.mapping.none') }}
        columns={[
          { title: t('conversion.mapping.groupTitle'), dataIndex: 'configuration_group_title' },
          { title: t('conversion.mapping.destinationTitle'), dataIndex: 'configuration_title' },
          { title: t('conversion.mapping.destination'), dataIndex: 'destination_object' },
          {
            title: t('conversion.mapping.attributes'),
            key: 'map',
            render: (_, row) => row.map.map((pair) => `${pair.source} → ${pair.destination}`).join(', '),
          },
          {
            title: t('conversion.mapping.problems'),
            dataIndex: 'problems',
            render: (problems: string[]) =>
              problems.length > 0 ? <Alert type="warning" title={problems.join(' ')} /> : null,
          },
          {
            title: '',
            key: 'actions',
            render: (_, row) =>
              canEdit ? (
                <Space>
                  <Button onClick={() => setEditing({ configuration: row })}>
                    {t('conversion.mapping.edit')} {row.configuration_title}
                  </Button>
                  <Popconfirm
                    title={t('conversion.mapping.removeConfirm')}
                    onConfirm={() =>
                      remove.mutate(row.configuration_id, {
                        onSuccess: () => message.success(t('conversion.mapping.removed')),
                        onError: (error) => message.error(errorMessage(error)),
                      })
                    }
                  >
                    <Button danger>{t('conversion.mapping.remove')}</Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <MappingDrawer
          source={definition}
          configuration={editing.configuration}
          destinations={destinations}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
