import { storedAttributes } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, List, Modal, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/api-error';
import { savedId } from '../related-object/related-object-model';
import { CellValue } from '../shared/CellValue';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { isActiveVersion, type VersionEntry, versionCalls } from './version-calls';

function VersionView({
  props,
  version,
  onClose,
}: {
  props: FieldWidgetProps;
  version: VersionEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const record = useQuery({
    queryKey: ['version', props.definition.name, version.id],
    queryFn: () => versionCalls.read(props.definition, version.id),
  });
  return (
    <Modal open title={t('panels.versions.view')} footer={null} onCancel={onClose}>
      {record.isError ? <Alert type="error" showIcon title={errorMessage(record.error)} /> : null}
      {record.data ? (
        <Descriptions
          column={1}
          size="small"
          title={t('panels.versions.version', { number: version.number })}
          items={storedAttributes(props.definition).map((attribute) => ({
            key: attribute.name,
            label: attribute.label,
            children: record.data ? <CellValue attribute={attribute} record={record.data} /> : '',
          }))}
        />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

/** 'Versions List' (spec 001 §2.4): the record's versions; hidden unless the record is the active one. */
function VersionsPanel(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const id = savedId(props.record);
  const shown = id !== undefined && props.definition.has_versioning && isActiveVersion(props.record);
  const versions = useQuery({
    queryKey: ['versions', props.definition.name, id, props.record.version],
    queryFn: () => versionCalls.list(props.definition, id ?? 0),
    enabled: shown,
  });
  const [viewing, setViewing] = useState<VersionEntry>();
  if (!shown) return null;
  return (
    <Card title={t('panels.versions.title')} role="region" aria-label={t('panels.versions.title')}>
      {versions.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('panels.common.loadFailed', { message: errorMessage(versions.error) })}
        />
      ) : null}
      <List
        size="small"
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        locale={{ emptyText: t('panels.versions.empty') }}
        renderItem={(version) => (
          <List.Item
            actions={[
              <Button key="view" size="small" onClick={() => setViewing(version)}>
                {t('panels.common.view')}
              </Button>,
            ]}
          >
            {t('panels.versions.version', { number: version.number })}{' '}
            {version.is_active_version ? <Tag color="green">{t('panels.versions.active')}</Tag> : null}{' '}
            {dayjs(version.created_at).format('DD/MM/YYYY HH:mm:ss')}
          </List.Item>
        )}
      />
      {viewing ? <VersionView props={props} version={viewing} onClose={() => setViewing(undefined)} /> : null}
    </Card>
  );
}

/** versions: the same list while editing and reading. */
export const VersionsWidget: FieldWidget = { Input: VersionsPanel, Display: VersionsPanel, labelled: false };
