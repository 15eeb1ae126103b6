import { validateWorkflow, type WorkflowDefinition } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import {
  addNode,
  blankDefinition,
  connect,
  moveNode,
  removeNodes,
  removeTransitions,
  START_ID,
  updateNode,
} from '../workflow-edits';
import { DIAGRAM, definitionToGraph, mergeFlowState, START_EDGE_ID } from '../workflow-graph';

const SHAPE = { attributes: [{ name: 'status', type: 'singleLine' }] };

/** Start → Approve (approval) → End, drawn the way a person would: add, connect, connect. */
function drawn(): WorkflowDefinition {
  let definition = blankDefinition('lead', 'leadCheck', 'Lead check');
  const approval = addNode(definition, 'APPROVAL', 'Approve', { x: 300, y: 120 });
  definition = approval.definition;
  definition = connect(definition, START_ID, 'start', approval.id);
  definition = connect(definition, approval.id, 'approved', 'end');
  return connect(definition, approval.id, 'rejected', 'end');
}

describe('definition edits', () => {
  it('draws a workflow by adding and connecting nodes', () => {
    const definition = drawn();
    expect(definition.startNode).toBe('approval1');
    expect(definition.transitions).toEqual([
      { id: 't1', from: 'approval1', to: 'end', on: 'approved' },
      { id: 't2', from: 'approval1', to: 'end', on: 'rejected' },
    ]);
    expect(definition.layout?.approval1).toEqual({ x: 300, y: 120 });
    // Only the approvers are missing: validation says so on the node.
    const { issues } = validateWorkflow(definition, SHAPE);
    expect(issues.map((issue) => [issue.nodeId, issue.message])).toEqual([
      ['approval1', "The approval 'Approve' has no approvers."],
    ]);
  });

  it('never adds the same connection twice, nor one into the start', () => {
    const definition = drawn();
    expect(connect(definition, 'approval1', 'approved', 'end')).toBe(definition);
    expect(connect(definition, 'approval1', 'approved', START_ID)).toBe(definition);
  });

  it('takes a step away with the transitions that touch it, and keeps the last node', () => {
    const definition = removeNodes(drawn(), ['approval1', START_ID]);
    expect(definition.nodes.map((node) => node.id)).toEqual(['end']);
    expect(definition.transitions).toEqual([]);
    expect(definition.layout).not.toHaveProperty('approval1');
    expect(removeNodes(definition, ['end'])).toBe(definition);
    expect(removeTransitions(drawn(), ['t1']).transitions.map((t) => t.id)).toEqual(['t2']);
  });

  it('saves a place once, and answers the same definition for a drag that ends where it began', () => {
    const moved = moveNode(drawn(), 'end', { x: 10, y: 500 });
    expect(moved.layout?.end).toEqual({ x: 10, y: 500 });
    expect(moveNode(moved, 'end', { x: 10, y: 500 })).toBe(moved);
  });

  it('gives every new node a fresh id and a shape the server accepts', () => {
    let definition = blankDefinition('lead', 'everything', 'Everything');
    for (const kind of ['NOTIFY', 'NOTIFY', 'WAIT', 'DECISION', 'SET_FIELDS', 'SUB_WORKFLOW'] as const)
      definition = addNode(definition, kind, kind, { x: 0, y: 0 }).definition;
    expect(definition.nodes.map((node) => node.id)).toEqual([
      'end',
      'notify1',
      'notify2',
      'wait1',
      'decision1',
      'setFields1',
      'subWorkflow1',
    ]);
    const { issues } = validateWorkflow(definition, SHAPE);
    expect(issues.some((issue) => issue.message.includes('malformed'))).toBe(false);
  });
});

describe('renaming a decision option', () => {
  it('takes the transitions leaving on it along', () => {
    let definition = addNode(blankDefinition('lead', 'triage', 'Triage'), 'DECISION', 'Triage', {
      x: 0,
      y: 0,
    }).definition;
    const decision = {
      id: 'decision1',
      label: 'Triage',
      kind: 'DECISION' as const,
      options: [
        { name: 'option1', label: 'Fix' },
        { name: 'option2', label: 'Close' },
      ],
    };
    definition = updateNode(definition, decision);
    definition = connect(definition, 'decision1', 'option1', 'end');
    definition = connect(definition, 'decision1', 'option2', 'end');
    const renamed = updateNode(definition, {
      ...decision,
      options: [{ name: 'fix', label: 'Fix' }, decision.options[1] ?? { name: 'x', label: 'x' }],
    });
    expect(renamed.transitions.map((transition) => transition.on)).toEqual(['fix', 'option2']);
    // A removed option is not a rename: its transition stays, and validation points at it.
    const removed = updateNode(definition, { ...decision, options: [{ name: 'fix', label: 'Fix' }] });
    expect(removed.transitions.map((transition) => transition.on)).toEqual(['option1', 'option2']);
  });
});

describe('definitionToGraph', () => {
  it('draws the start, one node per step with its outcomes, and one edge per transition', () => {
    const definition = drawn();
    const { issues } = validateWorkflow(definition, SHAPE);
    const graph = definitionToGraph(definition, { issues });
    expect(graph.nodes.map((node) => [node.id, node.type])).toEqual([
      [START_ID, 'start'],
      ['end', 'step'],
      ['approval1', 'step'],
    ]);
    const approval = graph.nodes.find((node) => node.id === 'approval1');
    expect(approval?.position).toEqual({ x: 300, y: 120 });
    expect(approval?.data).toMatchObject({ outcomes: ['approved', 'rejected'], isStart: true });
    expect(approval?.type === 'step' && approval.data.issues).toHaveLength(1);
    expect(graph.edges.map((edge) => [edge.id, edge.source, edge.sourceHandle, edge.target])).toEqual([
      [START_EDGE_ID, START_ID, 'start', 'approval1'],
      ['t1', 'approval1', 'approved', 'end'],
      ['t2', 'approval1', 'rejected', 'end'],
    ]);
    expect(graph.edges[1]?.label).toBeUndefined();
    const titled = definitionToGraph(
      {
        ...definition,
        transitions: [{ id: 't1', from: 'approval1', to: 'end', on: 'approved', label: 'Yes' }],
      },
      { issues: [] },
    );
    expect(titled.edges[1]?.label).toBe('Yes');
    expect(graph.edges[1]?.style?.strokeWidth).toBe(DIAGRAM.lineSize);
  });

  it('places nodes without a saved place by their distance from the start', () => {
    const { layout: _none, ...definition } = drawn();
    const graph = definitionToGraph(definition, { issues: [] });
    const y = (id: string) => graph.nodes.find((node) => node.id === id)?.position.y ?? -1;
    expect(y(START_ID)).toBe(0);
    expect(y('approval1')).toBeGreaterThan(0);
    expect(y('end')).toBeGreaterThan(y('approval1'));
  });

  it('highlights a simulation: the nodes entered and the transitions taken', () => {
    const graph = definitionToGraph(drawn(), {
      issues: [],
      path: { nodes: new Set(['approval1', 'end']), transitions: new Set(['t1']) },
    });
    const taken = graph.edges.find((edge) => edge.id === 't1');
    const skipped = graph.edges.find((edge) => edge.id === 't2');
    expect(taken?.animated).toBe(true);
    expect(skipped?.style?.opacity).toBe(0.35);
    expect(graph.nodes.every((node) => node.data.onPath === true)).toBe(true);
  });

  it('keeps what React Flow measured and selected when the graph is derived again', () => {
    const before = [{ id: 'a', selected: true, measured: { width: 250, height: 90 } }, { id: 'b' }];
    const after = mergeFlowState(before, [{ id: 'a' }, { id: 'c' }]);
    expect(after).toEqual([{ id: 'a', selected: true, measured: { width: 250, height: 90 } }, { id: 'c' }]);
  });
});
