import { describe, expect, it } from 'vitest';
import { dropRefusal } from '../drop-rules';
import { findNode, nodeIds } from '../form-tree';
import { keyboardMoveTargets } from '../keyboard-move';
import { moveNode } from '../tree-edits';
import { col, field, grid, row, sampleForm } from './fixtures';

const key = (target: { parentId: string; index: number }) => `${target.parentId}@${target.index}`;

describe('keyboardMoveTargets', () => {
  it('lists the legal places of a field in document order, its own place included once', () => {
    expect(keyboardMoveTargets(sampleForm(), 'field_name').map(key)).toEqual([
      'col_1@0',
      'col_1@1',
      'col_2@0',
      'col_2@1',
      'col_3@0',
      'tab_1@0',
      'tab_1@1',
      'tab_2@0',
      'col_3@1',
    ]);
  });

  it('lists rows and their slots for a column, skipping full rows', () => {
    const full = grid('grid_1', [
      row('row_1', [col('col_1'), col('col_2'), col('col_3'), col('col_4')]),
      row('row_2', [col('col_5', [field('x')])]),
    ]);
    expect(keyboardMoveTargets(full, 'col_5').map(key)).toEqual(['row_2@0']);
    expect(keyboardMoveTargets(full, 'col_2').map(key)).toEqual([
      'row_1@0',
      'row_1@1',
      'row_1@2',
      'row_1@3',
      'row_2@0',
      'row_2@1',
    ]);
  });

  it('never offers a place inside the moving node', () => {
    const targets = keyboardMoveTargets(sampleForm(), 'tabs_1').map((target) => target.parentId);
    expect(targets).not.toContain('tab_1');
    expect(targets).toEqual(['col_1', 'col_1', 'col_1', 'col_2', 'col_2', 'col_3']);
  });

  it('has nothing for the root or an unknown node', () => {
    expect(keyboardMoveTargets(sampleForm(), 'grid_1')).toEqual([]);
    expect(keyboardMoveTargets(sampleForm(), 'nope')).toEqual([]);
  });

  it('gives targets moveNode accepts, each a different tree', () => {
    const tree = sampleForm();
    for (const id of nodeIds(tree).slice(1)) {
      const results = keyboardMoveTargets(tree, id).map((target) => moveNode(tree, id, target));
      expect(results.every((result) => result.ok)).toBe(true);
      const shapes = results.map((result) => (result.ok ? JSON.stringify(result.tree) : ''));
      expect(new Set(shapes).size).toBe(shapes.length);
      const moving = findNode(tree, id);
      if (moving !== undefined)
        for (const target of keyboardMoveTargets(tree, id)) {
          const parent = findNode(tree, target.parentId);
          expect(parent && dropRefusal(parent, moving)).toBeUndefined();
        }
    }
  });
});
