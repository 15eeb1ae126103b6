import { describe, expect, it } from 'vitest';
import type { FormNode } from '../../metadata/form-schema';
import { findNode, nextNodeId, nodeIds } from '../form-tree';
import type { TreeEdit } from '../tree-edit-result';
import { emptyFormBody, insertNode, moveNode, removeNode } from '../tree-edits';
import { col, field, grid, row, sampleForm } from './fixtures';

function treeOf(edit: TreeEdit): FormNode {
  if (!edit.ok) throw new Error(edit.reason);
  return edit.tree;
}
const childIds = (tree: FormNode, id: string) => findNode(tree, id)?.children?.map((child) => child.id);

describe('nextNodeId', () => {
  it.each([
    ['col', 'col_4'],
    ['row', 'row_3'],
    ['tab', 'tab_3'],
    ['container', 'container_1'],
    ['field', 'field_1'],
  ])('%s gives %s', (prefix, expected) => {
    expect(nextNodeId(sampleForm(), prefix)).toBe(expected);
  });
});

describe('insertNode', () => {
  it('inserts at the index and leaves the input untouched', () => {
    const before = sampleForm();
    const snapshot = structuredClone(before);
    const after = treeOf(insertNode(before, { parentId: 'col_1', index: 1 }, field('email', 'email')));
    expect(childIds(after, 'col_1')).toEqual(['field_name', 'field_email', 'field_amount']);
    expect(before).toEqual(snapshot);
  });

  it('shares every subtree it did not touch', () => {
    const before = sampleForm();
    const after = treeOf(insertNode(before, { parentId: 'col_2', index: 0 }, field('email')));
    expect(after.children?.[1]).toBe(before.children?.[1]);
    expect(findNode(after, 'col_1')).toBe(findNode(before, 'col_1'));
    expect(findNode(after, 'col_2')).not.toBe(findNode(before, 'col_2'));
  });

  it.each([
    [-5, ['field_x', 'field_name', 'field_amount']],
    [99, ['field_name', 'field_amount', 'field_x']],
  ])('clamps index %d', (index, expected) => {
    expect(
      childIds(treeOf(insertNode(sampleForm(), { parentId: 'col_1', index }, field('x'))), 'col_1'),
    ).toEqual(expected);
  });

  it.each([
    [{ parentId: 'row_1', index: 0 }, field('x'), 'A row accepts only columns.'],
    [{ parentId: 'grid_1', index: 0 }, col('col_9'), 'A grid accepts only rows.'],
    [{ parentId: 'col_1', index: 0 }, field('name'), 'The id field_name is already used on the form.'],
    [{ parentId: 'nowhere', index: 0 }, field('x'), 'There is no element nowhere on the form.'],
    [{ parentId: 'field_name', index: 0 }, field('x'), 'A field cannot hold other elements.'],
  ])('refuses %j with %j', (target, node, reason) => {
    expect(insertNode(sampleForm(), target, node)).toMatchObject({ ok: false, reason });
  });

  it('refuses a fifth column', () => {
    let tree = sampleForm();
    tree = treeOf(insertNode(tree, { parentId: 'row_1', index: 2 }, col('col_8')));
    tree = treeOf(insertNode(tree, { parentId: 'row_1', index: 3 }, col('col_9')));
    expect(insertNode(tree, { parentId: 'row_1', index: 4 }, col('col_10'))).toMatchObject({
      ok: false,
      reason: 'A row holds at most 4 columns.',
    });
  });
});

describe('moveNode', () => {
  it.each([
    ['field_name', { parentId: 'col_1', index: 1 }, 'col_1', ['field_amount', 'field_name']],
    ['field_amount', { parentId: 'col_1', index: 0 }, 'col_1', ['field_amount', 'field_name']],
    ['field_name', { parentId: 'col_2', index: 1 }, 'col_2', ['field_status', 'field_name']],
    ['field_notes', { parentId: 'tab_2', index: 0 }, 'tab_2', ['field_notes']],
    ['col_2', { parentId: 'row_1', index: 0 }, 'row_1', ['col_2', 'col_1']],
    ['tab_2', { parentId: 'tabs_1', index: 0 }, 'tabs_1', ['tab_2', 'tab_1']],
    ['tabs_1', { parentId: 'col_2', index: 1 }, 'col_2', ['field_status', 'tabs_1']],
  ])('moves %s to %j', (id, target, parentId, expected) => {
    const after = treeOf(moveNode(sampleForm(), id, target));
    expect(childIds(after, parentId)).toEqual(expected);
    expect(nodeIds(after).filter((each) => each === id)).toHaveLength(1);
  });

  it('removes a row its only column left, and keeps the moved column', () => {
    const after = treeOf(moveNode(sampleForm(), 'col_3', { parentId: 'row_1', index: 2 }));
    expect(childIds(after, 'grid_1')).toEqual(['row_1']);
    expect(childIds(after, 'row_1')).toEqual(['col_1', 'col_2', 'col_3']);
  });

  it.each([
    ['col_1', { parentId: 'tab_1', index: 0 }, 'A tab cannot hold a column.'],
    ['tabs_1', { parentId: 'tab_1', index: 0 }, 'An element cannot move into itself.'],
    ['row_2', { parentId: 'col_3', index: 0 }, 'An element cannot move into itself.'],
    ['grid_1', { parentId: 'col_1', index: 0 }, 'The form itself cannot be moved.'],
    ['field_name', { parentId: 'row_1', index: 0 }, 'A row accepts only columns.'],
    ['tab_1', { parentId: 'col_1', index: 0 }, 'A column cannot hold a tab.'],
    ['ghost', { parentId: 'col_1', index: 0 }, 'There is no element ghost on the form.'],
  ])('refuses moving %s to %j', (id, target, reason) => {
    expect(moveNode(sampleForm(), id, target)).toMatchObject({ ok: false, reason });
  });
});

describe('removeNode', () => {
  it('removes a field and nothing else', () => {
    const after = treeOf(removeNode(sampleForm(), 'field_amount'));
    expect(childIds(after, 'col_1')).toEqual(['field_name']);
    expect(nodeIds(after)).toHaveLength(nodeIds(sampleForm()).length - 1);
  });

  it('keeps an empty column', () => {
    expect(childIds(treeOf(removeNode(sampleForm(), 'field_status')), 'col_2')).toEqual([]);
  });

  it('removing a column that has siblings keeps the row', () => {
    expect(childIds(treeOf(removeNode(sampleForm(), 'col_2')), 'row_1')).toEqual(['col_1']);
  });

  it('removing the only remaining column removes its row', () => {
    const after = treeOf(removeNode(sampleForm(), 'col_3'));
    expect(findNode(after, 'row_2')).toBeUndefined();
    expect(childIds(after, 'grid_1')).toEqual(['row_1']);
  });

  it('removing the only remaining row removes its grid', () => {
    const nested = grid('grid_2', [row('row_9', [col('col_9', [field('x')])])]);
    const tree = treeOf(insertNode(sampleForm(), { parentId: 'col_2', index: 1 }, nested));
    const after = treeOf(removeNode(tree, 'row_9'));
    expect(findNode(after, 'grid_2')).toBeUndefined();
    expect(childIds(after, 'col_2')).toEqual(['field_status']);
  });

  it('cascades from a column through its row and grid', () => {
    const nested = grid('grid_2', [row('row_9', [col('col_9', [field('x')])])]);
    const tree = treeOf(insertNode(sampleForm(), { parentId: 'col_2', index: 1 }, nested));
    expect(findNode(treeOf(removeNode(tree, 'col_9')), 'grid_2')).toBeUndefined();
  });

  it('removing the last tab removes its tab set, not the column', () => {
    let tree = treeOf(removeNode(sampleForm(), 'tab_1'));
    tree = treeOf(removeNode(tree, 'tab_2'));
    expect(findNode(tree, 'tabs_1')).toBeUndefined();
    expect(childIds(tree, 'col_3')).toEqual([]);
  });

  it.each(['grid_1', 'row_1'])('removing the root resets the form (%s)', (id) => {
    const tree = id === 'grid_1' ? sampleForm() : treeOf(removeNode(sampleForm(), 'row_2'));
    expect(treeOf(removeNode(tree, id))).toEqual(emptyFormBody());
  });

  it('gives one grid, one row and one empty column when the root resets', () => {
    expect(emptyFormBody()).toEqual(grid('grid_1', [row('row_1', [col('col_1')])]));
  });

  it('refuses an unknown id', () => {
    expect(removeNode(sampleForm(), 'nope')).toMatchObject({
      ok: false,
      reason: 'There is no element nope on the form.',
    });
  });
});
