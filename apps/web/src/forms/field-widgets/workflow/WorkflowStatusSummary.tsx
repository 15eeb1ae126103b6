import type { WorkflowStatusAnswer } from '@atrium/core';
import { Alert, Card, Space, Spin, Tag, Typography } from 'antd';
import { errorMessage } from '../../../app/api-error';
import { useWorkflowTranslation } from '../../../i18n/resources/workflow';
import { useRecordWorkflow } from '../../../workflow/useRecordWorkflow';
import { useWorkflowStatus } from '../../../workflow/workflow-calls';
import { summaryText } from '../../../workflow/workflow-text';
import type { FieldWidgetProps } from '../widget-types';
import { WorkflowNotice } from './WorkflowNotice';

const COLOURS: Record<string, string> = {
  WAITING: 'gold',
  RUNNING: 'blue',
  COMPLETED: 'green',
  FAILED: 'red',
};

/** One instance's line, its sub-workflows nested below (spec 000 §4). */
function InstanceStatus({ status, depth }: { status: WorkflowStatusAnswer; depth: number }) {
  const { t } = useWorkflowTranslation();
  return (
    <div className="atrium-workflow-status" style={{ marginInlineStart: depth * 16 }}>
      <Space wrap>
        <Typography.Text strong>{status.workflow.label}</Typography.Text>
        <Tag color={COLOURS[status.status]}>{t(`workflow.status.${status.status}`)}</Tag>
        <Typography.Text data-testid="workflow-summary">{summaryText(t, status)}</Typography.Text>
      </Space>
      {status.children.map((child) => (
        <InstanceStatus key={child.instance} status={child} depth={depth + 1} />
      ))}
    </div>
  );
}

/** workflowStatusSummary: where the record's workflow stands, for whoever reads it. */
export function WorkflowStatusSummary(props: FieldWidgetProps) {
  const { t } = useWorkflowTranslation();
  const { target, workflow, saved } = useRecordWorkflow(props);
  const status = useWorkflowStatus(target);
  if (!workflow) return <WorkflowNotice text={t('workflow.noWorkflow')} />;
  if (!saved) return <WorkflowNotice text={t('workflow.saveFirst')} />;
  if (status.isPending) return <Spin size="small" />;
  if (status.error) return <Alert type="error" showIcon title={errorMessage(status.error)} />;
  const answer = status.data;
  return (
    <Card size="small" title={t('workflow.statusTitle')} className="atrium-workflow-summary">
      {answer.instance === null ? (
        <Typography.Text data-testid="workflow-summary">{t('workflow.notStarted')}</Typography.Text>
      ) : (
        <InstanceStatus status={answer} depth={0} />
      )}
    </Card>
  );
}
