import { customObjectEntry, findModule } from '@atrium/core';
import { Alert, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api-error';
import { useCustomObjects } from '../../records/custom-objects/useCustomObjects';
import { RecordScreen } from '../../records/RecordScreen';
import { LoadFailed } from '../../ui/LoadFailed';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useDigisignTranslation } from './digisign-text';

const MASTERS = [
  { name: 'digisign_doc_type', label: 'digisign.masters.documentTypes' },
  { name: 'digisign_approval_template', label: 'digisign.masters.templates' },
] as const;

/**
 * `/digisign/masters`: document types and approval templates, each the generic record list of its
 * object (records open at `/digisign/{object}/{id}`); the list applies the object's own permissions.
 */
export function MastersPage() {
  const { t, i18n } = useDigisignTranslation();
  const objects = useCustomObjects();
  const [active, setActive] = useState<string>(MASTERS[0].name);
  const module = findModule('digisign');
  if (objects.isPending || !module) return <LoadingBlock />;
  if (objects.error)
    return <LoadFailed title={errorMessage(objects.error)} onRetry={() => void objects.refetch()} />;
  const tabs = MASTERS.map(({ name, label }) => {
    const object = objects.data.find(
      (candidate) => candidate.name === name && candidate.module === 'digisign',
    );
    const entry = object ? customObjectEntry(object, i18n.language) : undefined;
    return {
      key: name,
      label: t(label),
      children: !entry ? (
        <Alert type="warning" showIcon title={t('digisign.masters.unavailable')} />
      ) : active === name ? (
        <RecordScreen module={module} entry={entry} object={name} view="list" />
      ) : null,
    };
  });
  return (
    <section className="atrium-digisign-masters">
      <Typography.Title level={3}>{t('digisign.masters.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('digisign.masters.intro')}</Typography.Paragraph>
      <Tabs activeKey={active} onChange={setActive} items={tabs} destroyOnHidden />
    </section>
  );
}
