import { customObjectEntry, MODULES } from '@atrium/core';
import { Alert, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../app/api-error';
import { useServiceDeskTranslation } from '../i18n/resources/servicedesk';
import { useCustomObjects } from '../records/custom-objects/useCustomObjects';
import { RecordScreen } from '../records/RecordScreen';
import { LoadingBlock } from '../ui/LoadingBlock';

const MASTERS = [
  { object: 'service_category', label: 'servicedesk.masters.categories' },
  { object: 'service_team', label: 'servicedesk.masters.teams' },
  { object: 'sla_policy', label: 'servicedesk.masters.policies' },
] as const;

const serviceDesk = MODULES.find((module) => module.key === 'servicedesk');

/**
 * `/servicedesk/masters`: the desk's reference lists in tabs — categories, teams, SLA policies — each
 * the generic record list of its object, whose records open at `/servicedesk/{object}/{id}`. A tab
 * shows only when the person may list its object.
 */
export function MastersPage() {
  const { t, i18n } = useServiceDeskTranslation();
  const objects = useCustomObjects();
  const [active, setActive] = useState<string>(MASTERS[0].object);
  if (!serviceDesk) return null;
  if (objects.isPending) return <LoadingBlock />;
  if (objects.error) return <Alert type="error" showIcon title={errorMessage(objects.error)} />;
  const tabs = MASTERS.flatMap(({ object, label }) => {
    const found = objects.data.find((candidate) => candidate.name === object);
    if (!found) return [];
    return [
      {
        key: object,
        label: t(label),
        children:
          active === object ? (
            <RecordScreen
              module={serviceDesk}
              entry={customObjectEntry(found, i18n.language)}
              object={object}
              view="list"
            />
          ) : null,
      },
    ];
  });
  return (
    <>
      <Typography.Title level={3}>{t('servicedesk.masters.title')}</Typography.Title>
      <Tabs activeKey={active} onChange={setActive} items={tabs} destroyOnHidden />
    </>
  );
}
