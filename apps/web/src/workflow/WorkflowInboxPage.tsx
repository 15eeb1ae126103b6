import { ReloadOutlined } from '@ant-design/icons';
import type {
  WorkflowAssignmentAnswer,
  WorkflowAssignmentScope,
  WorkflowDecisionOptionAnswer,
} from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../app/api-error';
import { useWorkflowTranslation } from '../i18n/resources/workflow';
import { listRouteOf } from '../metadata/record-route';
import { useObjectDefinition } from '../metadata/useObjectDefinition';
import { useSession } from '../session/useSession';
import { type PromptRequest, WorkflowPrompt } from './WorkflowPrompt';
import { refreshAfterAction, useAssignments, workflowActions } from './workflow-calls';

/**
 * Where a row's record opens: its object's navigation entry, else the module's screen for objects
 * made outside the registry (`/{module}/{object}/{id}`, as the service desk's tickets are).
 */
function useRecordPath(row: WorkflowAssignmentAnswer): string | undefined {
  const definition = useObjectDefinition(row.object);
  const route = listRouteOf(row.object);
  if (route) return `${route}/${row.recordId}`;
  const module = definition.data?.module;
  return module ? `/${module}/${row.object}/${row.recordId}` : undefined;
}

/**
 * The record a row points at: its name (the object's label), linked when a screen shows it, over the
 * object's name; a record whose object has no label is named by the object and its id.
 */
function RecordCell({ row }: { row: WorkflowAssignmentAnswer }) {
  const definition = useObjectDefinition(row.object);
  const path = useRecordPath(row);
  const objectName = definition.data?.display_name ?? row.object;
  const name = row.recordLabel ?? `${objectName} #${row.recordId}`;
  return (
    <div>
      {path ? <Link to={path}>{name}</Link> : <span>{name}</span>}
      {row.recordLabel === null ? null : (
        <div>
          <Typography.Text type="secondary">{objectName}</Typography.Text>
        </div>
      )}
    </div>
  );
}

function OpenLink({ row }: { row: WorkflowAssignmentAnswer }) {
  const { t } = useWorkflowTranslation();
  const path = useRecordPath(row);
  return path ? <Link to={path}>{t('workflow.inbox.open')}</Link> : null;
}

/**
 * My approvals (HCM) and the service desk's assignments (issue 16 item 5): what waits, across objects,
 * with its buttons in place for what is the reader's own: approve and reject, a manual trigger, a
 * decision's options (with the prompt when an option asks for input).
 */
export function WorkflowInboxPage({ scope }: { scope: WorkflowAssignmentScope }) {
  const { t, i18n } = useWorkflowTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const me = useSession().profile?.id;
  const list = useAssignments(scope);
  const [prompt, setPrompt] = useState<PromptRequest | null>(null);

  /** Runs a row's action, says how it went, and reads the lists, status and timeline again. */
  const act = async (row: WorkflowAssignmentAnswer, action: () => Promise<unknown>) => {
    try {
      await action();
      void message.success(t('workflow.done'));
    } catch (error) {
      void message.error(errorMessage(error));
      throw error;
    } finally {
      await refreshAfterAction(queryClient, { object: row.object, id: row.recordId });
    }
  };

  const choose = (row: WorkflowAssignmentAnswer, option: WorkflowDecisionOptionAnswer) => {
    const decide = (input?: string) =>
      act(row, () => workflowActions.decide(row.instance, row.nodeId, option.name, input));
    if (option.prompt === undefined) {
      void decide().catch(() => undefined);
      return;
    }
    setPrompt({
      title: option.label,
      prompt: option.prompt,
      required: option.required === true,
      okText: option.label,
      run: (input) => decide(input || undefined),
    });
  };

  const decide = (row: WorkflowAssignmentAnswer, decision: 'approve' | 'reject') => {
    const approval = row.approval;
    if (approval === null) return;
    const reasonNeeded = decision === 'reject' && row.reasonOnReject === true;
    setPrompt({
      title: t(decision === 'approve' ? 'workflow.approveTitle' : 'workflow.rejectTitle', {
        label: row.label,
      }),
      // A step that keeps the reason of a rejection asks for it; the server refuses one without.
      prompt: t(reasonNeeded ? 'workflow.reason' : 'workflow.comment'),
      required: reasonNeeded,
      okText: t(decision === 'approve' ? 'workflow.approve' : 'workflow.reject'),
      danger: decision === 'reject',
      run: (comment) => act(row, () => workflowActions[decision](approval, comment || undefined)),
    });
  };

  const columns: ColumnsType<WorkflowAssignmentAnswer> = [
    { key: 'record', title: t('workflow.inbox.record'), render: (_, row) => <RecordCell row={row} /> },
    { key: 'workflow', title: t('workflow.inbox.workflow'), render: (_, row) => row.workflow.label },
    {
      key: 'step',
      title: t('workflow.inbox.step'),
      render: (_, row) => (
        <Space>
          <Tag>{t(`workflow.inbox.kind.${row.kind}`)}</Tag>
          {row.label}
        </Space>
      ),
    },
    ...(scope === 'team'
      ? [
          {
            key: 'assignee',
            title: t('workflow.inbox.assignee'),
            render: (_: unknown, row: WorkflowAssignmentAnswer) => row.assignee.name,
          },
        ]
      : []),
    {
      key: 'since',
      title: t('workflow.inbox.since'),
      render: (_, row) => new Date(row.since).toLocaleString(i18n.language),
    },
    {
      key: 'actions',
      title: t('workflow.inbox.actions'),
      render: (_, row) => (
        <Space>
          {row.approval !== null && row.assignee.id === me ? (
            <>
              <Button size="small" type="primary" onClick={() => decide(row, 'approve')}>
                {t('workflow.approve')}
              </Button>
              <Button size="small" danger onClick={() => decide(row, 'reject')}>
                {t('workflow.reject')}
              </Button>
            </>
          ) : null}
          {row.approval === null && row.assignee.id === me && row.trigger !== undefined ? (
            <Button
              size="small"
              type="primary"
              data-testid={`wf-inbox-trigger-${row.instance}`}
              onClick={() => {
                const name = row.trigger ?? '';
                void act(row, () => workflowActions.trigger(row.instance, name)).catch(() => undefined);
              }}
            >
              {row.label}
            </Button>
          ) : null}
          {row.approval === null && row.assignee.id === me
            ? (row.options ?? []).map((option) => (
                <Button
                  key={option.name}
                  size="small"
                  data-testid={`wf-inbox-decide-${row.instance}-${option.name}`}
                  onClick={() => choose(row, option)}
                >
                  {option.label}
                </Button>
              ))
            : null}
          <OpenLink row={row} />
        </Space>
      ),
    },
  ];

  return (
    <section className="atrium-workflow-inbox">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>{t(`workflow.inbox.${scope}`)}</Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('workflow.inbox.refresh')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t(`workflow.inbox.intro.${scope}`)}</Typography.Paragraph>
      {list.error ? <Alert type="error" showIcon title={errorMessage(list.error)} /> : null}
      <Table<WorkflowAssignmentAnswer>
        rowKey={(row) => (row.approval === null ? `i${row.instance}-${row.nodeId}` : `a${row.approval}`)}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isPending}
        pagination={false}
        locale={{ emptyText: t('workflow.inbox.empty') }}
      />
      <WorkflowPrompt request={prompt} onClose={() => setPrompt(null)} />
    </section>
  );
}
