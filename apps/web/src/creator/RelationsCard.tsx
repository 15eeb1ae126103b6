import { PlusOutlined } from '@ant-design/icons';
import type { ObjectDefinition, Relationship } from '@atrium/core';
import { Button, Card, Table } from 'antd';
import { Link } from 'react-router';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { PermissionGate } from './PermissionGate';
import { RELATIONS_PERMISSION } from './useCreatorPermissions';

const objectLink = (name: string) => <Link to={`/superadmin/creator/${name}`}>{name}</Link>;

/** The relations this object is the parent or the child of, and Add relation. */
export function RelationsCard({
  definition,
  canRelate,
  onAdd,
}: {
  definition: ObjectDefinition;
  canRelate: boolean;
  onAdd: () => void;
}) {
  const { t } = useCreatorTranslation();
  const add = (
    <Button icon={<PlusOutlined aria-hidden />} disabled={!canRelate} onClick={onAdd}>
      {t('creator.addRelation')}
    </Button>
  );
  return (
    <Card
      title={t('creator.relations')}
      extra={
        <PermissionGate allowed={canRelate} permission={RELATIONS_PERMISSION}>
          {add}
        </PermissionGate>
      }
    >
      <Table<Relationship>
        rowKey="id"
        dataSource={Object.values(definition.relationships)}
        pagination={false}
        aria-label={t('creator.relations')}
        locale={{ emptyText: t('creator.noRelations') }}
        columns={[
          { title: t('creator.relationName'), dataIndex: 'name' },
          {
            title: t('creator.relationType'),
            dataIndex: 'type',
            render: (type: string) =>
              type === 'Polymorphic' ? t('creator.polymorphic') : t('creator.oneToMany'),
          },
          { title: t('creator.parentObject'), dataIndex: 'parent_object', render: objectLink },
          { title: t('creator.childObject'), dataIndex: 'child_object', render: objectLink },
          { title: t('creator.lookupName'), dataIndex: 'foreign_key' },
          { title: t('creator.reverseName'), dataIndex: 'reverse_name' },
        ]}
      />
    </Card>
  );
}
