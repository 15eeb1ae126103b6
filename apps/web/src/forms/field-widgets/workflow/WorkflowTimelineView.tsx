import type { WorkflowTimelineEntryAnswer, WorkflowTimelineLabels } from '@atrium/core';
import { Alert, Card, Empty, Spin, Timeline, Typography } from 'antd';
import { errorMessage } from '../../../app/api-error';
import { useWorkflowTranslation } from '../../../i18n/resources/workflow';
import { useRecordWorkflow } from '../../../workflow/useRecordWorkflow';
import { useWorkflowTimeline } from '../../../workflow/workflow-calls';
import { timelineText, whyText } from '../../../workflow/workflow-text';
import type { FieldWidgetProps } from '../widget-types';
import { WorkflowNotice } from './WorkflowNotice';

const COLOURS: Partial<Record<string, string>> = {
  approved: 'green',
  completed: 'green',
  rejected: 'red',
  failed: 'red',
  cancelled: 'gray',
  blocked: 'orange',
  waiting: 'gray',
};

function Entry({
  entry,
  texts,
}: {
  entry: WorkflowTimelineEntryAnswer;
  texts: WorkflowTimelineLabels | undefined;
}) {
  const { t, i18n } = useWorkflowTranslation();
  const why = whyText(t, entry);
  return (
    <div className="atrium-workflow-entry" data-kind={entry.kind}>
      <Typography.Text type={entry.kind === 'failed' ? 'danger' : undefined}>
        {timelineText(t, entry, { texts, locale: i18n.language })}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary">
          {t('workflow.entryBy', {
            who: entry.actor?.name ?? t('workflow.system'),
            when: new Date(entry.at).toLocaleString(i18n.language),
          })}
        </Typography.Text>
      </div>
      {why ? (
        <div>
          <Typography.Text type="secondary">{t('workflow.why.label', { why })}</Typography.Text>
        </div>
      ) : null}
    </div>
  );
}

/**
 * workflowTimeline: every step, decision, approval and comment of the record's workflow and its
 * sub-workflows, with who and when, why a branch was taken, and the failures in red (spec 000 §8).
 */
export function WorkflowTimelineView(props: FieldWidgetProps) {
  const { t } = useWorkflowTranslation();
  const { target, workflow, saved } = useRecordWorkflow(props);
  const timeline = useWorkflowTimeline(target);
  if (!workflow) return <WorkflowNotice text={t('workflow.noWorkflow')} />;
  if (!saved) return null;
  if (timeline.isPending) return <Spin size="small" />;
  if (timeline.error) return <Alert type="error" showIcon title={errorMessage(timeline.error)} />;
  const { entries, errors, workflows } = timeline.data;
  return (
    <Card size="small" title={t('workflow.timelineTitle')} className="atrium-workflow-timeline">
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('workflow.errors')}
          description={
            <ul>
              {errors.map((error, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same message may fail twice
                <li key={index}>{error}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {entries.length === 0 ? (
        <Empty description={t('workflow.timelineEmpty')} />
      ) : (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            color: COLOURS[entry.kind] ?? 'blue',
            content: <Entry entry={entry} texts={workflows?.[String(entry.instance)]} />,
          }))}
        />
      )}
    </Card>
  );
}
