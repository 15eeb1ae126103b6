import type { SimulationChoices, SimulationResult, WorkflowDefinition } from '@atrium/core';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Select, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../app/api-error';
import { ConditionLines } from '../forms/rules/RuleTraceFields';
import { testedTransitions } from './simulation-path';
import { simulateDefinition } from './workflow-designer-api';

interface SimulationPanelProps {
  definition: WorkflowDefinition;
  /** Whether the definition validates: a simulation of one that does not would be refused. */
  runnable: boolean;
  result: SimulationResult | undefined;
  onResult: (result: SimulationResult | undefined) => void;
}

const STOP_COLOURS: Record<SimulationResult['stoppedBecause'], string> = {
  completed: 'green',
  failed: 'red',
  blocked: 'orange',
  refused: 'red',
  limit: 'orange',
};

/**
 * Runs the definition on the server against a chosen record, touching nothing: approvals go the way
 * chosen here (approve by default), decisions take the chosen option (the first by default).
 */
export function SimulationPanel({ definition, runnable, result, onResult }: SimulationPanelProps) {
  const { t } = useTranslation();
  const [recordId, setRecordId] = useState<number | null>(null);
  const [choices, setChoices] = useState<Required<SimulationChoices>>({ decisions: {}, approvals: {} });
  const run = useMutation({
    mutationFn: (id: number) => simulateDefinition(definition, id, choices),
    onSuccess: onResult,
    onError: () => onResult(undefined),
  });
  const approvals = definition.nodes.filter((node) => node.kind === 'APPROVAL');
  const decisions = definition.nodes.flatMap((node) =>
    node.kind === 'DECISION' && node.options.length ? [node] : [],
  );
  const nodeLabel = (id: string | null) => definition.nodes.find((node) => node.id === id)?.label ?? id ?? '';
  return (
    <section className="atrium-wf-simulation" aria-label={t('workflowDesigner.simulation.title')}>
      <Space wrap>
        <InputNumber
          aria-label={t('workflowDesigner.simulation.recordId')}
          placeholder={t('workflowDesigner.simulation.recordId')}
          data-testid="wf-simulate-record"
          min={1}
          precision={0}
          value={recordId}
          onChange={(value) => setRecordId(value)}
        />
        <Button
          type="primary"
          data-testid="wf-simulate"
          disabled={!runnable || recordId === null}
          loading={run.isPending}
          onClick={() => recordId !== null && run.mutate(recordId)}
        >
          {t('workflowDesigner.actions.simulate')}
        </Button>
        {result ? (
          <Button onClick={() => onResult(undefined)}>{t('workflowDesigner.simulation.clear')}</Button>
        ) : null}
      </Space>
      {!runnable ? (
        <Typography.Paragraph type="secondary">
          {t('workflowDesigner.simulation.fixFirst')}
        </Typography.Paragraph>
      ) : null}
      {approvals.length || decisions.length ? (
        <Space wrap className="atrium-wf-simulation__choices">
          {approvals.map((node) => (
            <Select
              key={node.id}
              aria-label={t('workflowDesigner.simulation.approvalChoice', { label: node.label })}
              prefix={`${node.label}:`}
              value={choices.approvals[node.id] ?? 'approved'}
              options={(['approved', 'rejected'] as const).map((value) => ({
                value,
                label: t(`workflowDesigner.simulation.${value}`),
              }))}
              onChange={(value) =>
                setChoices((current) => ({
                  ...current,
                  approvals: { ...current.approvals, [node.id]: value },
                }))
              }
            />
          ))}
          {decisions.map((node) => (
            <Select
              key={node.id}
              aria-label={t('workflowDesigner.simulation.decisionChoice', { label: node.label })}
              prefix={`${node.label}:`}
              value={choices.decisions[node.id]?.option ?? node.options[0]?.name}
              options={node.options.map((option) => ({ value: option.name, label: option.label }))}
              onChange={(option) =>
                setChoices((current) => ({
                  ...current,
                  decisions: { ...current.decisions, [node.id]: { option } },
                }))
              }
            />
          ))}
        </Space>
      ) : null}
      {run.error ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(run.error)}
          description={
            isApiError(run.error) && run.error.errors ? (
              <ul>
                {Object.entries(run.error.errors).flatMap(([key, messages]) =>
                  messages.map((message) => <li key={`${key}:${message}`}>{message}</li>),
                )}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      {result ? (
        <div data-testid="wf-simulation-result">
          <Space wrap>
            <Tag color={STOP_COLOURS[result.stoppedBecause]} data-testid="wf-simulation-outcome">
              {t(`workflowDesigner.simulation.stopped.${result.stoppedBecause}`)}
            </Tag>
            {result.reason ? <Typography.Text type="danger">{result.reason}</Typography.Text> : null}
          </Space>
          <Typography.Paragraph data-testid="wf-simulation-path">
            {t('workflowDesigner.simulation.path')}: {result.path.map(nodeLabel).join(' → ')}
          </Typography.Paragraph>
          <Timeline
            items={result.timeline.map((entry, index) => ({
              key: index,
              color: entry.kind === 'failed' ? 'red' : entry.kind === 'transition' ? 'blue' : 'gray',
              content: (
                <div>
                  <Tag>{entry.kind}</Tag> {entry.message}
                  {testedTransitions(entry).map((test) => (
                    <div key={test.transition} className="atrium-wf-simulation__test">
                      <Tag color={test.held ? 'green' : 'default'}>
                        {t(
                          test.held
                            ? 'workflowDesigner.simulation.held'
                            : 'workflowDesigner.simulation.notHeld',
                          {
                            transition: test.transition,
                            to: nodeLabel(test.to),
                          },
                        )}
                      </Tag>
                      {test.condition ? <ConditionLines group={test.condition} /> : null}
                    </div>
                  ))}
                </div>
              ),
            }))}
          />
        </div>
      ) : null}
    </section>
  );
}
