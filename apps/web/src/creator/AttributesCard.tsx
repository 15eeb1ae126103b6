import { PlusOutlined } from '@ant-design/icons';
import type { Attribute, ObjectDefinition } from '@atrium/core';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { type ReactElement, useState } from 'react';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { keyOptionTags } from './attribute-options';
import { useCreatorCalls } from './creator-api';
import { PermissionGate } from './PermissionGate';
import { refusedSave } from './server-errors';
import { ATTRIBUTES_PERMISSION } from './useCreatorPermissions';

interface AttributesCardProps {
  definition: ObjectDefinition;
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (attribute: Attribute) => void;
}

/** The attributes table: name, label, type and key options; edit opens the drawer, remove asks first. */
export function AttributesCard({ definition, canEdit, onAdd, onEdit }: AttributesCardProps) {
  // Names of field types come from the designer's text.
  useDesignerTranslation();
  const { t } = useCreatorTranslation();
  const calls = useCreatorCalls();
  const [reason, setReason] = useState<string | null>(null);
  const gated = (button: ReactElement) => (
    <PermissionGate allowed={canEdit} permission={ATTRIBUTES_PERMISSION}>
      {button}
    </PermissionGate>
  );

  const remove = async (attribute: Attribute) => {
    setReason(null);
    try {
      await calls.removeAttribute(definition.name, attribute.id);
    } catch (error) {
      // A refused removal (409: the column holds data, or it is the label) leaves the attribute as it was.
      setReason(refusedSave(error, () => undefined).message);
    }
  };

  return (
    <Card
      title={t('creator.attributes')}
      extra={gated(
        <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={!canEdit} onClick={onAdd}>
          {t('creator.addAttribute')}
        </Button>,
      )}
    >
      {reason ? (
        <Alert
          type="error"
          showIcon
          title={reason}
          closable={{ onClose: () => setReason(null) }}
          className="atrium-creator__alert"
        />
      ) : null}
      <Table<Attribute>
        rowKey="id"
        dataSource={definition.attributes}
        pagination={false}
        aria-label={t('creator.attributes')}
        columns={[
          { title: t('creator.name'), dataIndex: 'name' },
          { title: t('creator.label'), dataIndex: 'label' },
          {
            title: t('creator.type'),
            dataIndex: 'type',
            render: (type: string) => t(`designer.types.${type}`, { defaultValue: type }),
          },
          {
            title: t('creator.keyOptions'),
            key: 'options',
            render: (_value, attribute) => (
              <Space size={[4, 4]} wrap>
                {keyOptionTags(attribute.options, t).map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('creator.actions'),
            key: 'actions',
            render: (_value, attribute) => (
              <Space>
                {gated(
                  <Button
                    size="small"
                    disabled={!canEdit}
                    aria-label={t('creator.editNamed', { name: attribute.name })}
                    onClick={() => onEdit(attribute)}
                  >
                    {t('creator.edit')}
                  </Button>,
                )}
                {gated(
                  <Popconfirm
                    title={t('creator.removeConfirm', { label: attribute.label })}
                    description={t('creator.removeWarning')}
                    okText={t('creator.remove')}
                    cancelText={t('creator.cancel')}
                    okButtonProps={{ danger: true }}
                    disabled={!canEdit}
                    onConfirm={() => remove(attribute)}
                  >
                    <Button
                      size="small"
                      danger
                      disabled={!canEdit}
                      aria-label={t('creator.removeNamed', { name: attribute.name })}
                    >
                      {t('creator.remove')}
                    </Button>
                  </Popconfirm>,
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
