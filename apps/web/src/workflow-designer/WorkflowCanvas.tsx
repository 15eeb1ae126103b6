import '@xyflow/react/dist/style.css';
import { PlusOutlined } from '@ant-design/icons';
import { WORKFLOW_NODE_KINDS, type WorkflowDefinition, type WorkflowNodeKind } from '@atrium/core';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  MarkerType,
  type NodeChange,
  type OnSelectionChangeParams,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import { Button, Dropdown } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NODE_TYPES } from './WorkflowNodes';
import { addNode, connect, moveNode, removeNodes, removeTransitions, START_ID } from './workflow-edits';
import {
  DIAGRAM,
  definitionToGraph,
  type GraphOverlay,
  mergeFlowState,
  START_EDGE_ID,
  type WorkflowFlowEdge,
  type WorkflowFlowNode,
} from './workflow-graph';

export type Selection = { kind: 'node'; id: string } | { kind: 'edge'; id: string } | null;

interface WorkflowCanvasProps {
  definition: WorkflowDefinition;
  overlay: GraphOverlay;
  apply: (edit: (definition: WorkflowDefinition) => WorkflowDefinition) => void;
  onSelect: (selection: Selection) => void;
}

const EDGE_DEFAULTS = {
  type: 'smoothstep',
  // Marker sizes count in line widths: 8 × 2 px.
  markerEnd: { type: MarkerType.ArrowClosed, width: 8, height: 8 },
  style: { strokeWidth: DIAGRAM.lineSize },
};

/** The diagram: drag nodes to place them, drag from an outcome's handle to a node to connect, Delete removes. */
function Canvas({ definition, overlay, apply, onSelect }: WorkflowCanvasProps) {
  const { t } = useTranslation();
  const flow = useReactFlow();
  const graph = useMemo(() => definitionToGraph(definition, overlay), [definition, overlay]);
  const [nodes, setNodes] = useState<WorkflowFlowNode[]>(graph.nodes);
  const [edges, setEdges] = useState<WorkflowFlowEdge[]>(graph.edges);
  useEffect(() => setNodes((previous) => mergeFlowState(previous, graph.nodes)), [graph.nodes]);
  useEffect(() => setEdges((previous) => mergeFlowState(previous, graph.edges)), [graph.edges]);

  const onNodesChange = useCallback(
    (changes: NodeChange<WorkflowFlowNode>[]) =>
      // Removals go through onNodesDelete, as one undo step with the transitions they take along.
      setNodes((current) =>
        applyNodeChanges(
          changes.filter((change) => change.type !== 'remove'),
          current,
        ),
      ),
    [],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange<WorkflowFlowEdge>[]) =>
      setEdges((current) =>
        applyEdgeChanges(
          changes.filter((change) => change.type !== 'remove'),
          current,
        ),
      ),
    [],
  );
  const onConnect = useCallback(
    (connection: Connection) =>
      apply((current) => connect(current, connection.source, connection.sourceHandle, connection.target)),
    [apply],
  );
  const onDelete = useCallback(
    ({ nodes: gone, edges: cut }: { nodes: WorkflowFlowNode[]; edges: WorkflowFlowEdge[] }) => {
      apply((current) =>
        removeTransitions(
          removeNodes(
            current,
            gone.map((node) => node.id),
          ),
          cut.map((edge) => edge.id).filter((id) => id !== START_EDGE_ID),
        ),
      );
      onSelect(null);
    },
    [apply, onSelect],
  );
  // React Flow calls this again whenever the handler changes: it must keep its identity across renders.
  const onSelectionChange = useCallback(
    ({
      nodes: chosenNodes,
      edges: chosenEdges,
    }: OnSelectionChangeParams<WorkflowFlowNode, WorkflowFlowEdge>) => {
      const node = chosenNodes[0];
      const edge = chosenEdges[0];
      if (node) onSelect({ kind: 'node', id: node.id });
      else if (edge && edge.id !== START_EDGE_ID) onSelect({ kind: 'edge', id: edge.id });
      else onSelect(null);
    },
    [onSelect],
  );
  const addAtCentre = (kind: WorkflowNodeKind) => {
    const bounds = document.querySelector('.atrium-wf-canvas')?.getBoundingClientRect();
    const centre = bounds
      ? flow.screenToFlowPosition({ x: bounds.left + bounds.width / 2, y: bounds.top + bounds.height / 3 })
      : { x: 0, y: 0 };
    // Each new node lands a little lower than the one before, so several never hide one another.
    const at = {
      x: Math.round(centre.x - DIAGRAM.nodeSize / 2),
      y: Math.round(centre.y + definition.nodes.length * 12),
    };
    let added = '';
    apply((current) => {
      const result = addNode(current, kind, t(`workflowDesigner.kinds.${kind}`), at);
      added = result.id;
      return result.definition;
    });
    if (added) onSelect({ kind: 'node', id: added });
  };

  return (
    <ReactFlow<WorkflowFlowNode, WorkflowFlowEdge>
      className="atrium-wf-canvas"
      nodes={nodes}
      edges={edges}
      nodeTypes={NODE_TYPES}
      defaultEdgeOptions={EDGE_DEFAULTS}
      onNodesChange={onNodesChange}
      onEdgesChange={onEdgesChange}
      onConnect={onConnect}
      onDelete={onDelete}
      onNodeDragStop={(_event, _node, dragged) =>
        apply((current) => dragged.reduce((next, node) => moveNode(next, node.id, node.position), current))
      }
      onSelectionChange={onSelectionChange}
      isValidConnection={(connection) =>
        connection.target !== START_ID && connection.source !== connection.target
      }
      deleteKeyCode={['Backspace', 'Delete']}
      snapToGrid
      snapGrid={[10, 10]}
      fitView
      fitViewOptions={{ maxZoom: 1 }}
      minZoom={0.2}
    >
      <Background gap={20} />
      <Controls showInteractive={false} />
      <Panel position="top-left">
        <Dropdown
          trigger={['click']}
          menu={{
            items: WORKFLOW_NODE_KINDS.map((kind) => ({
              key: kind,
              label: <span data-testid={`wf-add-${kind}`}>{t(`workflowDesigner.kinds.${kind}`)}</span>,
            })),
            onClick: ({ key }) => addAtCentre(key as WorkflowNodeKind),
          }}
        >
          <Button type="primary" icon={<PlusOutlined />} data-testid="wf-add-step">
            {t('workflowDesigner.actions.addStep')}
          </Button>
        </Dropdown>
      </Panel>
    </ReactFlow>
  );
}

export function WorkflowCanvas(props: WorkflowCanvasProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}
