import { ObjectListTabs } from '../ObjectListTabs';
import { useHcmTranslation } from './hcm-text';

interface ObjectTabsProps {
  /** `hcm.masters` and the like: the page's title and intro under this text key. */
  text: 'masters' | 'planning' | 'appraisals';
  objects: readonly string[];
}

/** An HCM page made of the generic record lists of some of the package's objects, one tab each. */
function ObjectTabsPage({ text, objects }: ObjectTabsProps) {
  const { t } = useHcmTranslation();
  return (
    <ObjectListTabs
      module="hcm"
      objects={objects}
      title={t(`hcm.${text}.title`)}
      intro={t(`hcm.${text}.intro`)}
      unavailable={t('hcm.masters.unavailable')}
      className={`atrium-hcm-${text}`}
    />
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
