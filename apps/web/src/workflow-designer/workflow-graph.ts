import {
  outcomesOf,
  type WorkflowDefinition,
  type WorkflowIssue,
  type WorkflowNode,
  type WorkflowTransition,
} from '@atrium/core';
import type { Edge, Node } from '@xyflow/react';
import { type Point, START_ID } from './workflow-edits';

/** Spec 001 §9's node diagram defaults: node width, line width, and the gap a connector spans. */
export const DIAGRAM = { nodeSize: 250, lineSize: 2, connectorSize: 100 } as const;
/** A row's height in the automatic layout: a node's own height (about 90) and a connector. */
const ROW = 90 + DIAGRAM.connectorSize;
const COLUMN = DIAGRAM.nodeSize + DIAGRAM.connectorSize / 2;

export interface StepNodeData extends Record<string, unknown> {
  node: WorkflowNode;
  outcomes: string[];
  issues: WorkflowIssue[];
  isStart: boolean;
  /** Set while a simulation's path is shown: whether the path entered this node. */
  onPath: boolean | undefined;
}

export interface StartNodeData extends Record<string, unknown> {
  start: WorkflowDefinition['start'];
  onPath: boolean | undefined;
}

export type StepFlowNode = Node<StepNodeData, 'step'>;
export type StartFlowNode = Node<StartNodeData, 'start'>;
export type WorkflowFlowNode = StepFlowNode | StartFlowNode;

export interface TransitionEdgeData extends Record<string, unknown> {
  transition: WorkflowTransition | null;
  issues: WorkflowIssue[];
}
export type WorkflowFlowEdge = Edge<TransitionEdgeData>;

/** The edge drawn from the start to the start node. */
export const START_EDGE_ID = '$startEdge';

/**
 * Where nodes without a saved place go: rows by their distance from the start, side by side within a
 * row, so an old definition (or one written by hand) opens readable.
 */
export function automaticLayout(definition: WorkflowDefinition): Record<string, Point> {
  const depth = new Map<string, number>([[definition.startNode, 1]]);
  const queue = [definition.startNode];
  while (queue.length > 0) {
    const id = queue.shift() ?? '';
    for (const transition of definition.transitions) {
      if (transition.from !== id || depth.has(transition.to)) continue;
      depth.set(transition.to, (depth.get(id) ?? 0) + 1);
      queue.push(transition.to);
    }
  }
  const deepest = Math.max(0, ...depth.values());
  const perRow = new Map<number, number>();
  const places: Record<string, Point> = { [START_ID]: { x: 0, y: 0 } };
  for (const node of definition.nodes) {
    const row = depth.get(node.id) ?? deepest + 1;
    const column = perRow.get(row) ?? 0;
    perRow.set(row, column + 1);
    places[node.id] = { x: column * COLUMN, y: row * ROW };
  }
  return places;
}

export interface GraphOverlay {
  issues: readonly WorkflowIssue[];
  /** The nodes a simulation entered, and the transitions it took; absent when none is shown. */
  path?: { nodes: ReadonlySet<string>; transitions: ReadonlySet<string> };
}

/** A definition as React Flow's nodes and edges: the start, one node per step, one edge per transition. */
export function definitionToGraph(
  definition: WorkflowDefinition,
  overlay: GraphOverlay,
): { nodes: WorkflowFlowNode[]; edges: WorkflowFlowEdge[] } {
  const automatic = automaticLayout(definition);
  const place = (id: string): Point => definition.layout?.[id] ?? automatic[id] ?? { x: 0, y: 0 };
  const issuesOf = (id: string) => overlay.issues.filter((issue) => issue.nodeId === id);
  const onPath = (id: string) => (overlay.path ? overlay.path.nodes.has(id) : undefined);
  const start: StartFlowNode = {
    id: START_ID,
    type: 'start',
    position: place(START_ID),
    deletable: false,
    data: { start: definition.start, onPath: overlay.path ? true : undefined },
  };
  const steps = definition.nodes.map(
    (node): StepFlowNode => ({
      id: node.id,
      type: 'step',
      position: place(node.id),
      data: {
        node,
        outcomes: outcomesOf(node),
        issues: issuesOf(node.id),
        isStart: node.id === definition.startNode,
        onPath: onPath(node.id),
      },
    }),
  );
  const edgeStyle = (taken: boolean | undefined, broken: boolean) => ({
    strokeWidth: taken ? DIAGRAM.lineSize * 2 : DIAGRAM.lineSize,
    ...(broken ? { stroke: 'var(--atrium-workflow-error, #cf1322)' } : {}),
    ...(taken ? { stroke: 'var(--atrium-workflow-path, #1677ff)' } : {}),
    ...(taken === false ? { opacity: 0.35 } : {}),
  });
  const startTaken = overlay.path ? overlay.path.nodes.has(definition.startNode) : undefined;
  const edges: WorkflowFlowEdge[] = [
    {
      id: START_EDGE_ID,
      source: START_ID,
      target: definition.startNode,
      sourceHandle: 'start',
      targetHandle: 'in',
      deletable: false,
      style: edgeStyle(startTaken, false),
      data: { transition: null, issues: [] },
    },
    ...definition.transitions.map((transition): WorkflowFlowEdge => {
      const issues = issuesOf(transition.id);
      const taken = overlay.path ? overlay.path.transitions.has(transition.id) : undefined;
      // The outcome is written beside its handle already; the edge names its own label or condition.
      const label = transition.label || transition.condition?.title;
      return {
        id: transition.id,
        source: transition.from,
        target: transition.to,
        sourceHandle: transition.on,
        targetHandle: 'in',
        ...(label ? { label } : {}),
        animated: taken === true,
        style: edgeStyle(
          taken,
          issues.some((issue) => issue.severity === 'error'),
        ),
        data: { transition, issues },
      };
    }),
  ];
  return { nodes: [start, ...steps], edges };
}

/**
 * Keeps what React Flow learnt about the nodes it drew (their measured size, which is selected) when
 * the definition changes and the graph is derived again.
 */
export function mergeFlowState<T extends { id: string; selected?: boolean; measured?: Node['measured'] }>(
  previous: readonly T[],
  next: readonly T[],
): T[] {
  const known = new Map(previous.map((item) => [item.id, item]));
  return next.map((item) => {
    const was = known.get(item.id);
    if (!was) return item;
    return {
      ...item,
      ...(was.selected ? { selected: true } : {}),
      ...(was.measured ? { measured: was.measured } : {}),
    };
  });
}
