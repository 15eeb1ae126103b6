import type { WorkflowStatusAnswer } from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error';
import { useWorkflowTranslation } from '../../../i18n/resources/workflow';
import { useRecordWorkflow } from '../../../workflow/useRecordWorkflow';
import { type PromptRequest, WorkflowPrompt } from '../../../workflow/WorkflowPrompt';
import {
  refreshAfterAction,
  useWorkflowStatus,
  type WorkflowTarget,
  workflowActions,
} from '../../../workflow/workflow-calls';
import type { FieldWidgetProps } from '../widget-types';
import { WorkflowNotice } from './WorkflowNotice';

/** Runs an action; it rejects after showing the server's message, so a prompt can stay open. */
type Run = (action: () => Promise<unknown>) => Promise<void>;
const quietly = (done: Promise<void>) => void done.catch(() => undefined);

/** The buttons one instance offers this person, and those of its sub-workflows. */
function InstanceButtons({
  status,
  run,
  ask,
  busy,
}: {
  status: WorkflowStatusAnswer;
  run: Run;
  ask: (request: PromptRequest) => void;
  busy: boolean;
}) {
  const { t } = useWorkflowTranslation();
  const step = (nodeId: string) =>
    status.currentSteps.find((candidate) => candidate.nodeId === nodeId)?.label ?? nodeId;
  return (
    <>
      {status.actions.triggers.map((trigger) => (
        <Button
          key={`trigger-${trigger.name}`}
          type="primary"
          disabled={busy}
          onClick={() => quietly(run(() => workflowActions.trigger(status.instance, trigger.name)))}
        >
          {trigger.label}
        </Button>
      ))}
      {status.actions.decisions.flatMap((decision) =>
        decision.options.map((option) => (
          <Button
            key={`decide-${decision.nodeId}-${option.name}`}
            disabled={busy}
            onClick={() => {
              const decide = (input?: string) =>
                workflowActions.decide(status.instance, decision.nodeId, option.name, input);
              if (option.prompt === undefined) quietly(run(() => decide()));
              else
                ask({
                  title: option.label,
                  prompt: option.prompt,
                  required: option.required === true,
                  okText: option.label,
                  run: (text) => run(() => decide(text || undefined)),
                });
            }}
          >
            {option.label}
          </Button>
        )),
      )}
      {status.actions.approvals.flatMap((approval) => [
        <Button
          key={`approve-${approval.id}`}
          type="primary"
          disabled={busy}
          onClick={() =>
            ask({
              title: t('workflow.approveTitle', { label: step(approval.nodeId) }),
              prompt: t('workflow.comment'),
              required: false,
              okText: t('workflow.approve'),
              run: (text) => run(() => workflowActions.approve(approval.id, text || undefined)),
            })
          }
        >
          {t('workflow.approve')}
        </Button>,
        <Button
          key={`reject-${approval.id}`}
          danger
          disabled={busy}
          onClick={() =>
            ask({
              title: t('workflow.rejectTitle', { label: step(approval.nodeId) }),
              prompt: t(approval.reasonOnReject ? 'workflow.reason' : 'workflow.comment'),
              required: approval.reasonOnReject,
              okText: t('workflow.reject'),
              danger: true,
              run: (text) => run(() => workflowActions.reject(approval.id, text || undefined)),
            })
          }
        >
          {t('workflow.reject')}
        </Button>,
      ])}
      {status.children.map((child) => (
        <InstanceButtons key={child.instance} status={child} run={run} ask={ask} busy={busy} />
      ))}
    </>
  );
}

function countActions(status: WorkflowStatusAnswer): number {
  const own =
    status.actions.triggers.length +
    status.actions.decisions.reduce((sum, decision) => sum + decision.options.length, 0) +
    status.actions.approvals.length;
  return status.children.reduce((sum, child) => sum + countActions(child), own);
}

/**
 * workflowActionsButtons (spec 000 §4): one button per manual trigger, one per decision option (a
 * prompt when it asks for input), Approve and Reject for a pending approver. After any action the
 * status and timeline are read again; a refusal shows the server's message.
 */
export function WorkflowActionButtons(props: FieldWidgetProps) {
  const { t } = useWorkflowTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { target, workflow, saved } = useRecordWorkflow(props);
  const status = useWorkflowStatus(target);
  const [busy, setBusy] = useState(false);
  const [prompt, setPrompt] = useState<PromptRequest | null>(null);
  if (!workflow) return <WorkflowNotice text={t('workflow.noWorkflow')} />;
  if (!saved || !target) return null;
  const run: Run = async (action) => {
    setBusy(true);
    try {
      await action();
      void message.success(t('workflow.done'));
    } catch (error) {
      void message.error(errorMessage(error));
      throw error;
    } finally {
      setBusy(false);
      await refreshAfterAction(queryClient, target as WorkflowTarget);
    }
  };
  if (status.isPending) return <Spin size="small" />;
  if (status.error) return <Alert type="error" showIcon title={errorMessage(status.error)} />;
  const answer = status.data;
  return (
    <Card size="small" title={t('workflow.actionsTitle')} className="atrium-workflow-actions">
      <Space wrap>
        {answer.instance === null ? (
          answer.manualStart ? (
            <Button
              type="primary"
              disabled={busy || props.readOnly}
              onClick={() => quietly(run(() => workflowActions.start(target)))}
            >
              {t('workflow.start')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('workflow.notStarted')}</Typography.Text>
          )
        ) : countActions(answer) === 0 ? (
          <Typography.Text type="secondary">{t('workflow.noActions')}</Typography.Text>
        ) : (
          <InstanceButtons status={answer} run={run} ask={setPrompt} busy={busy} />
        )}
      </Space>
      <WorkflowPrompt request={prompt} onClose={() => setPrompt(null)} />
    </Card>
  );
}
