import { ArrowLeftOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import {
  isPublishable,
  type SimulationResult,
  validateWorkflow,
  type WorkflowDefinition,
  type WorkflowObjectShape,
} from '@atrium/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Card, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../app/api-error';
import { useUndoShortcuts } from '../designer/useUndoShortcuts';
import { useObjectDefinition } from '../metadata/useObjectDefinition';
import { usePageTitle } from '../shell/usePageTitle';
import { IssuesList } from './IssuesList';
import { SidePanel } from './SidePanel';
import { SimulationPanel } from './SimulationPanel';
import { simulationPath } from './simulation-path';
import { useWorkflowHistory } from './useWorkflowHistory';
import { type Selection, WorkflowCanvas } from './WorkflowCanvas';
import {
  publishDefinition,
  type SavedVersion,
  saveDraft,
  type WorkflowVersion,
  workflowKeys,
} from './workflow-designer-api';

interface WorkflowEditorProps {
  initial: WorkflowDefinition;
  /** The stored version opened, absent for a workflow not saved yet. */
  version: Pick<WorkflowVersion, 'version' | 'status'> | undefined;
  onSaved: (saved: SavedVersion) => void;
  onBack: () => void;
}

/** The designer: the canvas, the side panel, validation as one edits, undo/redo, save, publish, simulate. */
export function WorkflowEditor({ initial, version, onSaved, onBack }: WorkflowEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const history = useWorkflowHistory(initial);
  const { definition } = history;
  useUndoShortcuts(history.undo, history.redo);
  usePageTitle(t('workflowDesigner.editorTitle', { label: definition.label }));
  const object = useObjectDefinition(definition.object);
  const [stored, setStored] = useState(version);
  const [selection, setSelectionState] = useState<Selection>(null);
  const setSelection = useCallback(
    (next: Selection) =>
      setSelectionState((current) =>
        current?.kind === next?.kind && current?.id === next?.id ? current : next,
      ),
    [],
  );
  // A simulation or a refusal belongs to the definition it was made for: an edit makes it stale.
  const [simulated, setSimulated] = useState<{ of: WorkflowDefinition; result: SimulationResult }>();
  const [refusal, setRefusal] = useState<{ of: WorkflowDefinition; errors: Record<string, string[]> }>();
  const published = useRef(definition);
  const [tab, setTab] = useState('issues');
  const simulation = simulated?.of === definition ? simulated.result : undefined;
  const refused = refusal?.of === definition ? refusal.errors : undefined;
  const showSimulation = useCallback(
    (result: SimulationResult | undefined) => setSimulated(result ? { of: definition, result } : undefined),
    [definition],
  );

  const issues = useMemo(() => {
    if (!object.data) return [];
    const shape: WorkflowObjectShape = {
      attributes: [
        ...object.data.attributes.map(({ name, type, options }) => ({ name, type, options })),
        { name: 'owner_id', type: 'numberField' },
      ],
    };
    return validateWorkflow(definition, shape).issues;
  }, [definition, object.data]);
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const overlay = useMemo(
    () => ({ issues, ...(simulation ? { path: simulationPath(simulation) } : {}) }),
    [issues, simulation],
  );

  const save = useMutation({
    mutationFn: () => saveDraft(definition, stored === undefined),
    onSuccess: (saved) => {
      history.reset(saved.definition);
      setStored({ version: saved.version, status: saved.status });
      void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
      message.success(t('workflowDesigner.saved', { version: saved.version }));
      onSaved(saved);
    },
  });
  const publish = useMutation({
    mutationFn: async () => {
      published.current = definition;
      if (history.dirty || stored === undefined) published.current = (await save.mutateAsync()).definition;
      return publishDefinition(definition.name);
    },
    onSuccess: (active) => {
      setStored({ version: active.version, status: active.status });
      void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
      message.success(t('workflowDesigner.published', { version: active.version }));
    },
    onError: (error) => {
      if (!isApiError(error) || error.statusCode !== 422 || !error.errors) return;
      setRefusal({ of: published.current, errors: error.errors });
      setTab('issues');
    },
  });
  // A refusal with reasons per node shows in the problems list; any other failure here.
  const refusedWithReasons = isApiError(publish.error) && publish.error.errors !== undefined;
  const failure = save.error ?? (refusedWithReasons ? null : publish.error);
  const open = (id: string) => {
    if (definition.nodes.some((node) => node.id === id)) setSelection({ kind: 'node', id });
    else if (definition.transitions.some((transition) => transition.id === id))
      setSelection({ kind: 'edge', id });
  };

  return (
    <section className="atrium-page atrium-wf-editor">
      <header className="atrium-wf-editor__toolbar">
        <Space wrap align="center">
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={onBack}
            aria-label={t('workflowDesigner.actions.back')}
          />
          <Typography.Title level={1} className="atrium-wf-editor__title">
            {definition.label}
          </Typography.Title>
          <Typography.Text type="secondary">
            {definition.name} · {definition.object}
          </Typography.Text>
          {stored ? (
            <>
              <Tag color={stored.status === 'ACTIVE' ? 'green' : 'default'} data-testid="wf-status">
                {t(`workflowDesigner.status.${stored.status}`)}
              </Tag>
              <Typography.Text type="secondary">
                {t('workflowDesigner.version', { version: stored.version })}
              </Typography.Text>
            </>
          ) : (
            <Tag data-testid="wf-status">{t('workflowDesigner.status.NEW')}</Tag>
          )}
          {history.dirty ? (
            <Tag color="orange" data-testid="wf-dirty">
              {t('workflowDesigner.unsaved')}
            </Tag>
          ) : null}
        </Space>
        <Space wrap>
          <Tooltip title={t('workflowDesigner.actions.undoHint')}>
            <Button
              icon={<UndoOutlined />}
              disabled={!history.canUndo}
              onClick={history.undo}
              data-testid="wf-undo"
            >
              {t('workflowDesigner.actions.undo')}
            </Button>
          </Tooltip>
          <Tooltip title={t('workflowDesigner.actions.redoHint')}>
            <Button
              icon={<RedoOutlined />}
              disabled={!history.canRedo}
              onClick={history.redo}
              data-testid="wf-redo"
            >
              {t('workflowDesigner.actions.redo')}
            </Button>
          </Tooltip>
          <Button
            data-testid="wf-save"
            loading={save.isPending && !publish.isPending}
            disabled={!history.dirty && stored !== undefined}
            onClick={() => save.mutate()}
          >
            {t('workflowDesigner.actions.save')}
          </Button>
          <Button
            type="primary"
            data-testid="wf-publish"
            loading={publish.isPending}
            onClick={() => publish.mutate()}
          >
            {t('workflowDesigner.actions.publish')}
          </Button>
        </Space>
      </header>
      {failure ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => (save.error ? save.reset() : publish.reset()) }}
          title={errorMessage(failure)}
          data-testid="wf-failure"
        />
      ) : null}
      <div className="atrium-wf-editor__body">
        <div className="atrium-wf-editor__canvas">
          <WorkflowCanvas
            definition={definition}
            overlay={overlay}
            apply={history.apply}
            onSelect={setSelection}
          />
        </div>
        <Card size="small" className="atrium-wf-editor__panel">
          <SidePanel
            definition={definition}
            selection={selection}
            object={object.data}
            apply={history.apply}
          />
        </Card>
      </div>
      <Tabs
        className="atrium-wf-editor__tabs"
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'issues',
            label: (
              <span data-testid="wf-issues-tab">
                {t('workflowDesigner.issues.title')} <Badge count={errors} showZero={false} />
              </span>
            ),
            children: <IssuesList definition={definition} issues={issues} refused={refused} onOpen={open} />,
          },
          {
            key: 'simulate',
            label: <span data-testid="wf-simulation-tab">{t('workflowDesigner.simulation.title')}</span>,
            children: (
              <SimulationPanel
                definition={definition}
                runnable={Boolean(object.data) && isPublishable(issues)}
                result={simulation}
                onResult={showSimulation}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
