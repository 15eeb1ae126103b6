import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Attribute } from '@atrium/core';
import { Alert, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../app/api-error';
import { ConversionMappingCard } from '../conversion/ConversionMappingCard';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { ObjectAccessCard } from '../object-access/ObjectAccessCard';
import { LoadingBlock } from '../ui/LoadingBlock';
import { AttributeDrawer } from './AttributeDrawer';
import { AttributesCard } from './AttributesCard';
import { useCreatorObjects, useObjectDefinition } from './creator-api';
import { ObjectSettingsCard } from './ObjectSettingsCard';
import { RelationDrawer } from './RelationDrawer';
import { RelationsCard } from './RelationsCard';
import { useCreatorPermissions } from './useCreatorPermissions';

type Editing = { attribute: Attribute | null } | null;
type Relating = {
  foreign_key?: string;
  field_label?: string;
  parent_object?: string;
  child_object?: string;
} | null;

/** One object's page: its settings, its attributes, its relations and which roles may use it. */
export function ObjectDetailView({ name }: { name: string }) {
  const { t } = useCreatorTranslation();
  const { editObjects, relate } = useCreatorPermissions();
  const definition = useObjectDefinition(name);
  const objects = useCreatorObjects();
  const [editing, setEditing] = useState<Editing>(null);
  const [relating, setRelating] = useState<Relating>(null);

  const back = (
    <Link to="/superadmin/creator">
      <ArrowLeftOutlined aria-hidden /> {t('creator.allObjects')}
    </Link>
  );
  if (definition.isPending) return <LoadingBlock />;
  if (definition.isError) {
    return (
      <Space orientation="vertical">
        {back}
        <Alert type="error" showIcon title={errorMessage(definition.error)} />
      </Space>
    );
  }
  const object = definition.data;
  return (
    <Space orientation="vertical" size="large" className="atrium-creator__object">
      {back}
      <Typography.Title level={2}>
        {object.display_name} <Typography.Text type="secondary">({object.name})</Typography.Text>
      </Typography.Title>
      {/* Keyed by version: a saved change elsewhere on the page shows in the settings form. */}
      <ObjectSettingsCard key={object.version} definition={object} canEdit={editObjects} />
      <AttributesCard
        definition={object}
        canEdit={editObjects}
        onAdd={() => setEditing({ attribute: null })}
        onEdit={(attribute) => setEditing({ attribute })}
      />
      <RelationsCard
        definition={object}
        canRelate={relate}
        onAdd={() => setRelating({ parent_object: object.name })}
      />
      <ConversionMappingCard definition={object} canEdit={relate} />
      {editObjects ? <ObjectAccessCard object={object.name} /> : null}
      {editing ? (
        <AttributeDrawer
          definition={object}
          attribute={editing.attribute}
          onClose={() => setEditing(null)}
          onAddRelation={(field) => {
            setEditing(null);
            setRelating({
              child_object: object.name,
              ...(field.name ? { foreign_key: field.name } : {}),
              ...(field.label ? { field_label: field.label } : {}),
            });
          }}
        />
      ) : null}
      {relating ? (
        <RelationDrawer objects={objects.data ?? []} preset={relating} onClose={() => setRelating(null)} />
      ) : null}
    </Space>
  );
}
