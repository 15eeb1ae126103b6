import { PlusOutlined } from '@ant-design/icons';
import type { CreatorObject } from '@atrium/core';
import { Alert, Button, Input, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../app/api-error';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { useCreatorObjects } from './creator-api';
import { NewObjectDrawer } from './NewObjectDrawer';
import { PermissionGate } from './PermissionGate';
import { ATTRIBUTES_PERMISSION, useCreatorPermissions } from './useCreatorPermissions';

/** Objects whose display name, name or module (key or translated name) holds the search text. */
export function matchObjects(
  objects: readonly CreatorObject[],
  search: string,
  moduleName: (key: string) => string,
): CreatorObject[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...objects];
  return objects.filter((object) =>
    [object.display_name, object.name, object.module, moduleName(object.module)].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** Every object, searchable, with its module and attribute count; New object opens the create drawer. */
export function ObjectListView() {
  const { t } = useCreatorTranslation();
  const { editObjects } = useCreatorPermissions();
  const objects = useCreatorObjects();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const moduleName = (key: string) => t(`modules.${key}`, { defaultValue: key });
  // biome-ignore lint/correctness/useExhaustiveDependencies: moduleName changes only with t.
  const rows = useMemo(() => matchObjects(objects.data ?? [], search, moduleName), [objects.data, search, t]);

  const newObject = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      disabled={!editObjects}
      onClick={() => setCreating(true)}
    >
      {t('creator.newObject')}
    </Button>
  );
  return (
    <>
      <Space className="atrium-creator__toolbar" wrap>
        <Input.Search
          aria-label={t('creator.search')}
          placeholder={t('creator.search')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <PermissionGate allowed={editObjects} permission={ATTRIBUTES_PERMISSION}>
          {newObject}
        </PermissionGate>
      </Space>
      {objects.isError ? <Alert type="error" showIcon title={errorMessage(objects.error)} /> : null}
      <Table<CreatorObject>
        rowKey="name"
        loading={objects.isPending}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        aria-label={t('creator.objects')}
        columns={[
          {
            title: t('creator.displayName'),
            dataIndex: 'display_name',
            render: (text: string, row) => <Link to={`/superadmin/creator/${row.name}`}>{text}</Link>,
            sorter: (a, b) => a.display_name.localeCompare(b.display_name),
          },
          { title: t('creator.name'), dataIndex: 'name' },
          { title: t('creator.module'), dataIndex: 'module', render: moduleName },
          { title: t('creator.attributeCount'), dataIndex: 'attribute_count', align: 'end' },
        ]}
      />
      {creating ? <NewObjectDrawer onClose={() => setCreating(false)} /> : null}
    </>
  );
}
