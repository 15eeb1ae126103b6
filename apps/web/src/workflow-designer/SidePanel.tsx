import { DeleteOutlined } from '@ant-design/icons';
import type { ObjectDefinition, WorkflowDefinition } from '@atrium/core';
import { Button, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldPick, NodeSettings } from './NodeSettings';
import { StartSettings, TransitionSettings } from './TransitionSettings';
import { TranslationsEditor } from './TranslationsEditor';
import type { Selection } from './WorkflowCanvas';
import { removeNodes, removeTransitions, START_ID, updateNode, updateTransition } from './workflow-edits';

interface SidePanelProps {
  definition: WorkflowDefinition;
  selection: Selection;
  object: ObjectDefinition | null | undefined;
  apply: (edit: (definition: WorkflowDefinition) => WorkflowDefinition) => void;
}

/** The settings of what is selected: a node, a transition, or (nothing or the start) the workflow itself. */
export function SidePanel({ definition, selection, object, apply }: SidePanelProps) {
  const { t } = useTranslation();
  const fields = useMemo<FieldPick[]>(
    () => [
      ...(object?.attributes ?? []).map((attribute) => ({
        value: attribute.name,
        label: `${attribute.label} (${attribute.name})`,
      })),
      { value: 'owner_id', label: 'owner_id' },
    ],
    [object],
  );
  const node =
    selection?.kind === 'node'
      ? definition.nodes.find((candidate) => candidate.id === selection.id)
      : undefined;
  const transition =
    selection?.kind === 'edge'
      ? definition.transitions.find((candidate) => candidate.id === selection.id)
      : undefined;
  if (node)
    return (
      <>
        <Typography.Title level={4}>{t(`workflowDesigner.kinds.${node.kind}`)}</Typography.Title>
        <NodeSettings
          key={node.id}
          node={node}
          fields={fields}
          object={object}
          onChange={(next) => apply((current) => updateNode(current, next))}
        />
        <Button
          danger
          icon={<DeleteOutlined />}
          data-testid="wf-delete-node"
          disabled={definition.nodes.length <= 1}
          onClick={() => apply((current) => removeNodes(current, [node.id]))}
        >
          {t('workflowDesigner.actions.deleteNode')}
        </Button>
      </>
    );
  if (transition)
    return (
      <>
        <Typography.Title level={4}>{t('workflowDesigner.transition.title')}</Typography.Title>
        <TransitionSettings
          key={transition.id}
          definition={definition}
          transition={transition}
          object={object}
          onChange={(next) => apply((current) => updateTransition(current, next))}
        />
        <Button
          danger
          icon={<DeleteOutlined />}
          data-testid="wf-delete-transition"
          onClick={() => apply((current) => removeTransitions(current, [transition.id]))}
        >
          {t('workflowDesigner.actions.deleteTransition')}
        </Button>
      </>
    );
  return (
    <>
      <Typography.Title level={4}>{t('workflowDesigner.definition.title')}</Typography.Title>
      {selection?.kind === 'node' && selection.id !== START_ID ? null : (
        <Typography.Paragraph type="secondary">{t('workflowDesigner.definition.hint')}</Typography.Paragraph>
      )}
      <StartSettings definition={definition} object={object} onChange={(next) => apply(() => next)} />
      <TranslationsEditor definition={definition} onChange={(next) => apply(() => next)} />
    </>
  );
}
