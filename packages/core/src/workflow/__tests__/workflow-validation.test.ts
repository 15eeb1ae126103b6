import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '../workflow-definition';
import { isPublishable, validateWorkflow } from '../workflow-validation';
import { daysAbove, LEAVE_SHAPE, leaveWorkflow } from './workflow-fixtures';

type Edit = (definition: WorkflowDefinition) => void;

function nodeOf(definition: WorkflowDefinition, id: string) {
  const node = definition.nodes.find((candidate) => candidate.id === id);
  if (!node) throw new Error(`no node ${id}`);
  return node;
}

function edge(definition: WorkflowDefinition, id: string) {
  const transition = definition.transitions.find((candidate) => candidate.id === id);
  if (!transition) throw new Error(`no transition ${id}`);
  return transition;
}

const CASES: { name: string; edit: Edit; nodeId: string | null; message: RegExp }[] = [
  {
    name: 'an unreachable step',
    edit: (d) => {
      d.nodes.push({
        id: 'orphan',
        label: 'Orphan',
        kind: 'NOTIFY',
        recipients: [{ kind: 'starter' }],
        subject: 'Hi',
        message: '',
        email: false,
      });
      d.transitions.push({ id: 'tx', from: 'orphan', to: 'end', on: 'done' });
    },
    nodeId: 'orphan',
    message: /'Orphan' is unreachable from the start/,
  },
  {
    name: 'a dead end',
    edit: (d) => {
      d.transitions = d.transitions.filter((t) => t.id !== 't7');
    },
    nodeId: 'book',
    message: /'Balance updated' is a dead end/,
  },
  {
    name: 'an approval without a reject path',
    edit: (d) => {
      d.transitions = d.transitions.filter((t) => t.id !== 't6');
    },
    nodeId: 'hr',
    message: /dead end: no transition leaves it \(a reject path\)/,
  },
  {
    name: 'a decision without options',
    edit: (d) => {
      d.nodes.push({ id: 'triage', label: 'Triage', kind: 'DECISION', options: [] });
      edge(d, 't1').to = 'triage';
    },
    nodeId: 'triage',
    message: /The decision 'Triage' has no options/,
  },
  {
    name: 'an approval without approvers',
    edit: (d) => {
      const hr = nodeOf(d, 'hr');
      if (hr.kind === 'APPROVAL') hr.approvers = [];
    },
    nodeId: 'hr',
    message: /The approval 'HR approval' has no approvers/,
  },
  {
    name: 'a loop with no way out',
    edit: (d) => {
      d.nodes.push({ id: 'again', label: 'Again', kind: 'MANUAL_TRIGGER', name: 'again' });
      edge(d, 't4').to = 'again';
      d.transitions.push({ id: 'tl', from: 'again', to: 'manager', on: 'done' });
      d.transitions = d.transitions.filter((t) => t.id !== 't3' && t.id !== 't2');
      d.transitions.push({ id: 't3', from: 'manager', to: 'again', on: 'approved' });
    },
    nodeId: 'manager',
    message: /'Manager approval' is in a loop with no way out/,
  },
  {
    name: 'a loop of automatic steps',
    edit: (d) => {
      edge(d, 't7').to = 'refuse';
      edge(d, 't8').to = 'book';
      d.transitions.push({ id: 't9', from: 'book', to: 'end', on: 'done', condition: daysAbove(1) });
    },
    nodeId: 'book',
    message: /in a loop that never waits/,
  },
  {
    name: 'an unknown field in SET_FIELDS',
    edit: (d) => {
      const book = nodeOf(d, 'book');
      if (book.kind === 'SET_FIELDS') book.values.salary = { kind: 'value', value: 1 };
    },
    nodeId: 'book',
    message: /'salary' is not a field of leaveRequest/,
  },
  {
    name: 'an unknown field read by an expression',
    edit: (d) => {
      const book = nodeOf(d, 'book');
      if (book.kind === 'SET_FIELDS')
        book.values.balance = { kind: 'expression', expression: 'balance - hours' };
    },
    nodeId: 'book',
    message: /'hours' is not a field/,
  },
  {
    name: 'an expression that does not compile',
    edit: (d) => {
      const book = nodeOf(d, 'book');
      if (book.kind === 'SET_FIELDS') book.values.balance = { kind: 'expression', expression: 'balance - ' };
    },
    nodeId: 'book',
    message: /The expression for 'balance' is not valid/,
  },
  {
    name: 'an unknown approver field',
    edit: (d) => {
      const manager = nodeOf(d, 'manager');
      if (manager.kind === 'APPROVAL') manager.approvers = [{ kind: 'field', field: 'boss' }];
    },
    nodeId: 'manager',
    message: /'boss' is not a field/,
  },
  {
    name: 'a condition on an unknown field',
    edit: (d) => {
      const condition = daysAbove(5);
      const first = condition.conditions[0];
      if (first?.operandLeft.type === 'ATTRIBUTE') first.operandLeft.data.attributeName = 'hours';
      edge(d, 't2').condition = condition;
    },
    nodeId: 't2',
    message: /hours/,
  },
  {
    name: 'a transition on an outcome the node does not have',
    edit: (d) => {
      edge(d, 't1').on = 'approved';
    },
    nodeId: 't1',
    message: /'Submit' has no outcome 'approved'/,
  },
  {
    name: 'a transition to a node that does not exist',
    edit: (d) => {
      edge(d, 't7').to = 'nowhere';
    },
    nodeId: 't7',
    message: /goes to 'nowhere', which is not a node/,
  },
  {
    name: 'no END node',
    edit: (d) => {
      d.nodes = d.nodes.filter((n) => n.id !== 'end');
      d.transitions = d.transitions.filter((t) => t.to !== 'end');
    },
    nodeId: null,
    message: /has no END node/,
  },
  {
    name: 'a malformed node',
    edit: (d) => {
      (d.nodes[0] as unknown as { kind: string }).kind = 'TELEPORT';
    },
    nodeId: 'submit',
    message: /malformed at nodes\[0\]\.kind/,
  },
];

describe('validateWorkflow', () => {
  it('accepts the leave workflow', () => {
    const { issues, definition } = validateWorkflow(leaveWorkflow(), LEAVE_SHAPE);
    expect(issues).toEqual([]);
    expect(definition?.nodes).toHaveLength(6);
  });

  it.each(CASES)('reports $name on its node', ({ edit, nodeId, message }) => {
    const definition = leaveWorkflow();
    edit(definition);
    const { issues } = validateWorkflow(definition, LEAVE_SHAPE);
    const errors = issues.filter((issue) => issue.severity === 'error');
    expect(
      errors.some((issue) => issue.nodeId === nodeId && message.test(issue.message)),
      JSON.stringify(errors),
    ).toBe(true);
    expect(isPublishable(issues)).toBe(false);
  });

  it('warns, without refusing, when every transition of an outcome has a condition', () => {
    const definition = leaveWorkflow();
    definition.transitions = definition.transitions.filter((t) => t.id !== 't3');
    const { issues } = validateWorkflow(definition, LEAVE_SHAPE);
    expect(issues).toEqual([
      expect.objectContaining({
        nodeId: 'manager',
        severity: 'warning',
        message: expect.stringMatching(/waits for the record to change/),
      }),
    ]);
    expect(isPublishable(issues)).toBe(true);
  });

  it("keeps the designer's layout and refuses one that is not numbers", () => {
    const drawn = { ...leaveWorkflow(), layout: { $start: { x: 0, y: 0 }, submit: { x: 250, y: 40 } } };
    const { issues, definition } = validateWorkflow(drawn, LEAVE_SHAPE);
    expect(issues).toEqual([]);
    expect(definition?.layout).toEqual(drawn.layout);
    const broken = validateWorkflow({ ...drawn, layout: { submit: { x: 'left', y: 0 } } }, LEAVE_SHAPE);
    expect(broken.issues[0]?.path).toBe('layout.submit.x');
  });
});
