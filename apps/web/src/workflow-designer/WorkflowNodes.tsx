import { ExclamationCircleFilled, PlayCircleOutlined, WarningFilled } from '@ant-design/icons';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIAGRAM, type StartFlowNode, type StepFlowNode } from './workflow-graph';

function pathClass(onPath: boolean | undefined): string {
  if (onPath === undefined) return '';
  return onPath ? ' atrium-wf-node--taken' : ' atrium-wf-node--skipped';
}

/** A step: its kind and label, its problems, a handle to arrive on and one handle per outcome to leave by. */
export function StepNode({ data, selected }: NodeProps<StepFlowNode>) {
  const { t } = useTranslation();
  const { node, outcomes, issues, isStart, onPath } = data;
  const errors = issues.filter((issue) => issue.severity === 'error');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  return (
    <div
      className={`atrium-wf-node atrium-wf-node--${node.kind.toLowerCase()}${errors.length ? ' atrium-wf-node--invalid' : ''}${selected ? ' atrium-wf-node--selected' : ''}${pathClass(onPath)}`}
      style={{ inlineSize: DIAGRAM.nodeSize, borderWidth: DIAGRAM.lineSize }}
      data-testid={`wf-node-${node.id}`}
    >
      <Handle
        type="target"
        position={Position.Top}
        id="in"
        className="atrium-wf-handle"
        data-testid={`wf-handle-${node.id}-in`}
      />
      <div className="atrium-wf-node__kind">
        <span>{t(`workflowDesigner.kinds.${node.kind}`)}</span>
        {isStart ? <Tag color="blue">{t('workflowDesigner.node.first')}</Tag> : null}
      </div>
      <div className="atrium-wf-node__label">{node.label}</div>
      {errors.length || warnings.length ? (
        <Tooltip title={issues.map((issue) => issue.message).join('\n')}>
          <div className="atrium-wf-node__issues" data-testid={`wf-node-issues-${node.id}`}>
            {errors.length ? (
              <span className="atrium-wf-node__error">
                <ExclamationCircleFilled /> {errors.length}
              </span>
            ) : null}
            {warnings.length ? (
              <span className="atrium-wf-node__warning">
                <WarningFilled /> {warnings.length}
              </span>
            ) : null}
          </div>
        </Tooltip>
      ) : null}
      {outcomes.length > 0 ? (
        <div className="atrium-wf-node__outcomes">
          {outcomes.map((outcome, index) => (
            <span key={outcome} className="atrium-wf-node__outcome">
              {outcome === 'done' ? '' : outcome}
              <Handle
                type="source"
                position={Position.Bottom}
                id={outcome}
                className="atrium-wf-handle atrium-wf-handle--out"
                data-testid={`wf-handle-${node.id}-${outcome}`}
                style={{ left: `${((index + 1) / (outcomes.length + 1)) * 100}%` }}
              />
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The start: how the workflow starts (on create, on a condition, by hand), with one handle to the first step. */
export function StartNode({ data, selected }: NodeProps<StartFlowNode>) {
  const { t } = useTranslation();
  return (
    <div
      className={`atrium-wf-node atrium-wf-node--start${selected ? ' atrium-wf-node--selected' : ''}${pathClass(data.onPath)}`}
      style={{ borderWidth: DIAGRAM.lineSize }}
      data-testid="wf-node-start"
    >
      <PlayCircleOutlined /> {t(`workflowDesigner.start.${data.start.on}`)}
      <Handle
        type="source"
        position={Position.Bottom}
        id="start"
        className="atrium-wf-handle atrium-wf-handle--out"
        data-testid="wf-handle-start"
      />
    </div>
  );
}

export const NODE_TYPES = { step: StepNode, start: StartNode };
