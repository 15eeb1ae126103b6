import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormNode } from '../../metadata/form-schema';
import { canDrop, MAX_ROW_COLUMNS } from '../drop-rules';
import { nextNodeId, nodeIds, walkNodes } from '../form-tree';
import { keyboardMoveTargets } from '../keyboard-move';
import { addColumn, addTab, updateNodeOptions } from '../node-edits';
import { refuse, type TreeEdit } from '../tree-edit-result';
import { insertNode, moveNode, removeNode } from '../tree-edits';
import { sampleForm } from './fixtures';

const NEW_TYPES = [
  'singleLine',
  'grid',
  'row',
  'col',
  'container',
  'containerWithTitle',
  'rowContainer',
  'tabs',
  'tab',
];

type Step =
  | { kind: 'insert'; parent: number; index: number; type: string }
  | { kind: 'move'; node: number; target: number }
  | { kind: 'remove'; node: number }
  | { kind: 'options'; node: number }
  | { kind: 'addColumn'; node: number }
  | { kind: 'addTab'; node: number };

const pick = (n: number) => fc.nat({ max: n });
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    parent: pick(200),
    index: pick(6),
    type: fc.constantFrom(...NEW_TYPES),
  }),
  fc.record({ kind: fc.constant('move' as const), node: pick(200), target: pick(200) }),
  fc.record({ kind: fc.constant('remove' as const), node: pick(200) }),
  fc.record({ kind: fc.constant('options' as const), node: pick(200) }),
  fc.record({ kind: fc.constant('addColumn' as const), node: pick(200) }),
  fc.record({ kind: fc.constant('addTab' as const), node: pick(200) }),
);

function apply(tree: FormNode, step: Step): TreeEdit {
  const ids = nodeIds(tree);
  const at = (n: number) => ids[n % ids.length] ?? tree.id;
  switch (step.kind) {
    case 'insert': {
      const id = nextNodeId(tree, step.type);
      const node: FormNode =
        step.type === 'singleLine'
          ? { id, type: step.type, attributeName: id }
          : { id, type: step.type, children: [] };
      return insertNode(tree, { parentId: at(step.parent), index: step.index }, node);
    }
    case 'move': {
      const targets = keyboardMoveTargets(tree, at(step.node));
      const target = targets[step.target % Math.max(1, targets.length)];
      return target === undefined ? refuse({ code: 'noTarget' }) : moveNode(tree, at(step.node), target);
    }
    case 'remove':
      return removeNode(tree, at(step.node));
    case 'options':
      return updateNodeOptions(tree, at(step.node), { className: 'x' });
    case 'addColumn':
      return addColumn(tree, at(step.node));
    case 'addTab':
      return addTab(tree, at(step.node));
  }
}

function checkInvariants(tree: FormNode): void {
  const ids = nodeIds(tree);
  expect(new Set(ids).size).toBe(ids.length);
  walkNodes(tree, (node, parent) => {
    if (parent !== undefined) expect(canDrop(parent.type, node.type)).toBe(true);
    if (node.type === 'row') expect((node.children ?? []).length).toBeLessThanOrEqual(MAX_ROW_COLUMNS);
  });
}

describe('random edit sequences', () => {
  it('keep ids unique, every parent and child allowed, rows within 4 columns, inputs unchanged', () => {
    fc.assert(
      fc.property(fc.array(stepArbitrary, { maxLength: 40 }), (steps) => {
        let tree = sampleForm();
        for (const step of steps) {
          const snapshot = JSON.stringify(tree);
          const edit = apply(tree, step);
          expect(JSON.stringify(tree)).toBe(snapshot);
          if (edit.ok) tree = edit.tree;
          checkInvariants(tree);
        }
      }),
      { numRuns: 200 },
    );
  });
});
