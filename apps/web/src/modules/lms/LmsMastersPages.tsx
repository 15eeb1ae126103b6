import type { ReactNode } from 'react';
import { ObjectListTabs } from '../ObjectListTabs';
import { useLmsTranslation } from './lms-text';
import { MakeTestFromTemplate } from './MakeTestFromTemplate';

interface LmsMastersProps {
  /** `lms.masters.tests` and the like: the page's title and intro under this text key. */
  text: 'tests' | 'questions' | 'templates' | 'configuration';
  objects: readonly string[];
  /** What the page offers above its lists (the templates' "make a test"). */
  children?: ReactNode;
}

/** An LMS masters page: the generic record lists of some of the package's objects, one tab each. */
function LmsMasters({ text, objects, children }: LmsMastersProps) {
  const { t } = useLmsTranslation();
  return (
    <ObjectListTabs
      module="lms"
      objects={objects}
      title={t(`lms.masters.${text}.title`)}
      intro={t(`lms.masters.${text}.intro`)}
      unavailable={t('lms.masters.unavailable')}
      className={`atrium-lms-${text}`}
    >
      {children}
    </ObjectListTabs>
  );
}

/** `/lms/masters/tests`: the tests, the questions on each, and the attempts submitted. */
export const TestsMastersPage = () => (
  <LmsMasters text="tests" objects={['lms_test', 'lms_test_question', 'lms_attempt']} />
);

/** `/lms/masters/questions`: the question bank. */
export const QuestionsMastersPage = () => <LmsMasters text="questions" objects={['lms_question']} />;

/** `/lms/masters/testsTemplates`: the test templates, and a draft test made from one. */
export const TemplatesMastersPage = () => (
  <LmsMasters text="templates" objects={['lms_test_template']}>
    <MakeTestFromTemplate />
  </LmsMasters>
);

/** `/lms/masters/configuration`: the organization's LMS configuration. */
export const ConfigurationMastersPage = () => (
  <LmsMasters text="configuration" objects={['lms_configuration']} />
);
