import { customObjectEntry, findModule } from '@atrium/core';
import { Alert, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/api-error';
import { useCustomObjects } from '../../records/custom-objects/useCustomObjects';
import { RecordScreen } from '../../records/RecordScreen';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useLmsTranslation } from './lms-text';
import { MakeTestFromTemplate } from './MakeTestFromTemplate';

interface LmsObjectTabsProps {
  /** `lms.masters.tests` and the like: the page's title and intro under this text key. */
  text: 'tests' | 'questions' | 'templates' | 'configuration';
  objects: readonly string[];
  /** What the page offers above its lists (the templates' "make a test"). */
  extra?: ReactNode;
}

/**
 * An LMS masters page made of the generic record lists of some of the package's objects, one tab
 * each (as HCM's masters are); a record opens at `/lms/{object}/{id}`.
 */
function LmsObjectTabs({ text, objects, extra }: LmsObjectTabsProps) {
  const { t } = useLmsTranslation();
  const { i18n } = useTranslation();
  const listed = useCustomObjects();
  const module = findModule('lms');
  if (listed.isPending || !module) return <LoadingBlock />;
  if (listed.error) return <Alert type="error" showIcon title={errorMessage(listed.error)} />;
  const items = objects.map((name) => {
    const object = listed.data.find((candidate) => candidate.name === name && candidate.module === 'lms');
    const entry = object ? customObjectEntry(object, i18n.language) : undefined;
    return {
      key: name,
      label: entry?.label ?? name,
      children: entry ? (
        <RecordScreen module={module} entry={entry} object={name} view="list" />
      ) : (
        <Alert type="warning" showIcon title={t('lms.masters.unavailable')} />
      ),
    };
  });
  return (
    <section className={`atrium-lms-${text}`}>
      <Typography.Title level={3}>{t(`lms.masters.${text}.title`)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(`lms.masters.${text}.intro`)}</Typography.Paragraph>
      {extra}
      <Tabs items={items} destroyOnHidden />
    </section>
  );
}

/** `/lms/masters/tests`: the tests, the questions on each, and the attempts submitted. */
export const TestsMastersPage = () => (
  <LmsObjectTabs text="tests" objects={['lms_test', 'lms_test_question', 'lms_attempt']} />
);

/** `/lms/masters/questions`: the question bank. */
export const QuestionsMastersPage = () => <LmsObjectTabs text="questions" objects={['lms_question']} />;

/** `/lms/masters/testsTemplates`: the test templates. */
export const TemplatesMastersPage = () => (
  <LmsObjectTabs text="templates" objects={['lms_test_template']} extra={<MakeTestFromTemplate />} />
);

/** `/lms/masters/configuration`: the organization's LMS configuration. */
export const ConfigurationMastersPage = () => (
  <LmsObjectTabs text="configuration" objects={['lms_configuration']} />
);
