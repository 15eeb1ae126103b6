import { describe, expect, it } from 'vitest';
import type { FormNode } from '../../metadata/form-schema';
import { diffForm, sameValue } from '../form-diff';
import { updateNodeOptions, updateNodeText } from '../node-edits';
import type { TreeEdit } from '../tree-edit-result';
import { insertNode, moveNode, removeNode } from '../tree-edits';
import { field, sampleForm } from './fixtures';

function treeOf(edit: TreeEdit): FormNode {
  if (!edit.ok) throw new Error(edit.reason);
  return edit.tree;
}

const attributes = [
  { name: 'name', label: 'Name', id: 1 },
  { name: 'amount', label: 'Amount', id: 2 },
  { name: 'status', label: 'Status', id: 3 },
  { name: 'notes', label: 'Notes', id: 4 },
  { name: 'due', label: 'Due date', id: 5 },
];

describe('diffForm', () => {
  it('finds nothing between a form and itself', () => {
    expect(diffForm(sampleForm(), sampleForm(), attributes)).toEqual([]);
  });

  it('classifies NEW, ADDED, MODIFIED and DELETED with what changed', () => {
    const original = sampleForm();
    let edited = treeOf(insertNode(original, { parentId: 'col_2', index: 1 }, field('due', 'dateField')));
    edited = treeOf(
      insertNode(
        edited,
        { parentId: 'col_2', index: 2 },
        { ...field('new_1', 'email'), label: 'Work email' },
      ),
    );
    edited = treeOf(updateNodeText(edited, 'field_name', { label: 'Full name' }));
    edited = treeOf(updateNodeOptions(edited, 'field_name', { required: true }));
    edited = treeOf(moveNode(edited, 'field_status', { parentId: 'tab_2', index: 0 }));
    edited = treeOf(removeNode(edited, 'field_notes'));
    expect(diffForm(original, edited, attributes)).toEqual([
      {
        kind: 'MODIFIED',
        key: 'name',
        nodeId: 'field_name',
        type: 'singleLine',
        label: 'Full name',
        changes: [
          { property: 'label', before: undefined, after: 'Full name' },
          { property: 'options.required', before: undefined, after: true },
        ],
      },
      { kind: 'ADDED', key: 'due', nodeId: 'field_due', type: 'dateField', label: 'Due date', changes: [] },
      { kind: 'NEW', key: 'new_1', nodeId: 'field_new_1', type: 'email', label: 'Work email', changes: [] },
      {
        kind: 'MODIFIED',
        key: 'status',
        nodeId: 'field_status',
        type: 'singleLine',
        label: 'Status',
        changes: [{ property: 'parent', before: 'col_2', after: 'tab_2' }],
      },
      { kind: 'DELETED', key: 'notes', nodeId: 'field_notes', type: 'longText', label: 'Notes', changes: [] },
    ]);
  });

  it('treats an attribute whose id begins new_ as NEW', () => {
    const edited = treeOf(insertNode(sampleForm(), { parentId: 'col_2', index: 0 }, field('work_email')));
    const [entry] = diffForm(sampleForm(), edited, [
      { name: 'work_email', label: 'Work email', id: 'new_3' },
    ]);
    expect(entry?.kind).toBe('NEW');
  });

  it('ignores layout-only changes and option values that did not change', () => {
    const original = treeOf(updateNodeOptions(sampleForm(), 'field_name', { list: [1, { a: 2 }] }));
    let edited = treeOf(updateNodeOptions(original, 'field_name', { list: [1, { a: 2 }] }));
    edited = treeOf(updateNodeOptions(edited, 'col_1', { className: 'wide' }));
    expect(diffForm(original, edited, attributes)).toEqual([]);
  });

  it('keys a widget without an attribute by its node id', () => {
    const edited = treeOf(
      insertNode(sampleForm(), { parentId: 'col_2', index: 0 }, { id: 'v_1', type: 'versions' }),
    );
    expect(diffForm(sampleForm(), edited, attributes)).toMatchObject([
      { kind: 'ADDED', key: 'v_1', label: 'v_1' },
    ]);
  });
});

describe('sameValue', () => {
  it.each([
    [1, 1, true],
    [Number.NaN, Number.NaN, true],
    ['a', 'b', false],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [{ a: 1, b: [1] }, { b: [1], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [[], {}, false],
    [null, {}, false],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
  });
});
