import { customObjectEntry, findModule } from '@atrium/core';
import { Alert, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/api-error';
import { useCustomObjects } from '../../records/custom-objects/useCustomObjects';
import { RecordScreen } from '../../records/RecordScreen';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useHcmTranslation } from './hcm-text';

interface ObjectTabsProps {
  /** `hcm.masters` and the like: the page's title and intro under this text key. */
  text: 'masters' | 'planning' | 'appraisals';
  objects: readonly string[];
}

/**
 * An HCM page made of the generic record lists of some of the package's objects, one tab each; a
 * record opens at `/hcm/{object}/{id}`, the module's screen for objects outside the registry.
 */
function ObjectTabsPage({ text, objects }: ObjectTabsProps) {
  const { t } = useHcmTranslation();
  const { i18n } = useTranslation();
  const listed = useCustomObjects();
  const module = findModule('hcm');
  if (listed.isPending || !module) return <LoadingBlock />;
  if (listed.error) return <Alert type="error" showIcon title={errorMessage(listed.error)} />;
  const items = objects.map((name) => {
    const object = listed.data.find((candidate) => candidate.name === name && candidate.module === 'hcm');
    const entry = object ? customObjectEntry(object, i18n.language) : undefined;
    return {
      key: name,
      label: entry?.label ?? name,
      children: entry ? (
        <RecordScreen module={module} entry={entry} object={name} view="list" />
      ) : (
        <Alert type="warning" showIcon title={t('hcm.masters.unavailable')} />
      ),
    };
  });
  return (
    <section className={`atrium-hcm-${text}`}>
      <Typography.Title level={3}>{t(`hcm.${text}.title`)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(`hcm.${text}.intro`)}</Typography.Paragraph>
      <Tabs items={items} destroyOnHidden />
    </section>
  );
}

/** `/hcm/masters`: departments, grades, leave types, holidays, and the balances HR sets. */
export const MastersPage = () => (
  <ObjectTabsPage
    text="masters"
    objects={['hcm_department', 'hcm_grade', 'hcm_leave_type', 'hcm_holiday', 'hcm_leave_balance']}
  />
);

/** `/hcm/planning-cycles`: the appraisal cycles. */
export const PlanningCyclesPage = () => <ObjectTabsPage text="planning" objects={['hcm_planning_cycle']} />;

/** `/hcm/manage-appraisals`: the appraisals of each cycle, beside the cycles. */
export const ManageAppraisalsPage = () => (
  <ObjectTabsPage text="appraisals" objects={['hcm_appraisal', 'hcm_planning_cycle']} />
);
