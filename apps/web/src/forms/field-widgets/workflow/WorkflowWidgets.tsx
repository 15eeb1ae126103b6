import { ApartmentOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldWidget } from '../widget-types';

/**
 * Placeholders until the workflow issue delivers workflows: they say so plainly rather than show made-up
 * states or buttons that do nothing.
 */
function WorkflowPlaceholder({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" className="atrium-workflow-placeholder">
      <Empty image={<ApartmentOutlined style={{ fontSize: 32 }} />} description={t(textKey)} />
    </Card>
  );
}

const Summary = () => <WorkflowPlaceholder textKey="panels.workflow.summary" />;
const Actions = () => <WorkflowPlaceholder textKey="panels.workflow.actions" />;
const Timeline = () => <WorkflowPlaceholder textKey="panels.workflow.timeline" />;

export const WorkflowStatusSummaryWidget: FieldWidget = { Input: Summary, Display: Summary, labelled: false };
export const WorkflowActionsButtonsWidget: FieldWidget = {
  Input: Actions,
  Display: Actions,
  labelled: false,
};
export const WorkflowTimelineWidget: FieldWidget = { Input: Timeline, Display: Timeline, labelled: false };
