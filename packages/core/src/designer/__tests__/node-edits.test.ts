import { describe, expect, it } from 'vitest';
import type { FormNode } from '../../metadata/form-schema';
import { findNode } from '../form-tree';
import { addColumn, addTab, cleanFormOptions, updateNodeOptions, updateNodeText } from '../node-edits';
import { cleanOptions } from '../node-options';
import type { TreeEdit } from '../tree-edit-result';
import { sampleForm } from './fixtures';

function treeOf(edit: TreeEdit): FormNode {
  if (!edit.ok) throw new Error(edit.reason);
  return edit.tree;
}

describe('cleanOptions', () => {
  it.each([
    [{ a: '' }, {}],
    [{ a: '   ' }, {}],
    [{ a: false }, {}],
    [{ a: null, b: undefined }, {}],
    [{ a: [], b: {} }, {}],
    [
      { a: 0, b: '0', c: true, d: 'x', e: [1], f: { g: 1 } },
      { a: 0, b: '0', c: true, d: 'x', e: [1], f: { g: 1 } },
    ],
    [
      { required: true, placeholder: '', hideOnCreate: false, size: 6 },
      { required: true, size: 6 },
    ],
  ])('%j becomes %j', (options, expected) => {
    expect(cleanOptions(options)).toEqual(expected);
  });

  it('returns the same object when nothing is empty', () => {
    const options = { a: 1 };
    expect(cleanOptions(options)).toBe(options);
  });
});

describe('updateNodeOptions', () => {
  it('merges the patch and removes keys set to undefined', () => {
    let tree = treeOf(updateNodeOptions(sampleForm(), 'field_name', { required: true, placeholder: 'x' }));
    tree = treeOf(updateNodeOptions(tree, 'field_name', { placeholder: undefined, hint: '' }));
    expect(findNode(tree, 'field_name')?.options).toEqual({ required: true, hint: '' });
  });

  it('refuses an unknown node', () => {
    expect(updateNodeOptions(sampleForm(), 'x', {}).ok).toBe(false);
  });
});

describe('updateNodeText', () => {
  it('sets the label and the title', () => {
    const tree = treeOf(updateNodeText(sampleForm(), 'field_name', { label: 'Full name', title: 'Name' }));
    expect(findNode(tree, 'field_name')).toMatchObject({ label: 'Full name', title: 'Name' });
  });
});

describe('cleanFormOptions', () => {
  it('drops empty values everywhere and an options bag left empty', () => {
    let tree = treeOf(updateNodeOptions(sampleForm(), 'field_notes', { hint: '', required: true }));
    tree = treeOf(updateNodeOptions(tree, 'col_1', { className: '' }));
    const clean = cleanFormOptions(tree);
    expect(findNode(clean, 'field_notes')?.options).toEqual({ required: true });
    expect(findNode(clean, 'col_1')).not.toHaveProperty('options');
  });

  it('returns the same tree when nothing is empty', () => {
    const tree = sampleForm();
    expect(cleanFormOptions(tree)).toBe(tree);
  });
});

describe('addColumn', () => {
  it('appends columns with fresh ids up to four, then refuses', () => {
    let tree = treeOf(addColumn(sampleForm(), 'row_1'));
    tree = treeOf(addColumn(tree, 'row_1'));
    expect(findNode(tree, 'row_1')?.children?.map((child) => child.id)).toEqual([
      'col_1',
      'col_2',
      'col_4',
      'col_5',
    ]);
    expect(addColumn(tree, 'row_1')).toMatchObject({ ok: false, reason: 'A row holds at most 4 columns.' });
  });

  it.each([
    ['col_1', 'A column cannot hold a column.'],
    ['nope', 'There is no element nope on the form.'],
  ])('refuses %s', (id, reason) => {
    expect(addColumn(sampleForm(), id)).toMatchObject({ ok: false, reason });
  });
});

describe('addTab', () => {
  it('names the new tab Tab N', () => {
    const tree = treeOf(addTab(sampleForm(), 'tabs_1'));
    expect(findNode(tree, 'tab_3')).toEqual({ id: 'tab_3', type: 'tab', title: 'Tab 3', children: [] });
  });

  it('skips a title already used', () => {
    let tree = treeOf(updateNodeText(sampleForm(), 'tab_1', { title: 'Tab 3' }));
    tree = treeOf(addTab(tree, 'tabs_1'));
    expect(findNode(tree, 'tab_3')?.title).toBe('Tab 4');
  });

  it('refuses a node that is not a tab set', () => {
    expect(addTab(sampleForm(), 'col_1')).toMatchObject({ ok: false, reason: 'A column cannot hold a tab.' });
  });
});
