import { describe, expect, it } from 'vitest';
import type { PaletteItem } from '../palette';
import { attributeNameFor, nodeForPaletteItem, resolveDrop } from '../palette-drop';
import { insertNode, moveNode } from '../tree-edits';
import { sampleForm } from './fixtures';

const context = { attributes: [{ name: 'name', label: 'Name' }], newAttributes: [] };
const pencil = (type: string, label: string): PaletteItem => ({
  key: `pencil:${type}`,
  group: 'PENCIL',
  type,
  label,
});

describe('nodeForPaletteItem', () => {
  it('places an existing attribute under its own name', () => {
    const tree = sampleForm();
    const item: PaletteItem = {
      key: 'attribute:due',
      group: 'FIELD',
      type: 'dateField',
      label: 'Due',
      attributeName: 'due',
    };
    expect(nodeForPaletteItem(tree, item, context)).toEqual({
      node: { id: 'field_due', type: 'dateField', attributeName: 'due' },
    });
  });

  it('creates new_1, then new_2, with suffixed duplicate labels', () => {
    const first = nodeForPaletteItem(sampleForm(), pencil('singleLine', 'Name'), context);
    expect(first.newAttribute).toMatchObject({
      tempId: 'new_1',
      name: 'name_2',
      label: 'Name 2',
      type: 'singleLine',
    });
    expect(first.node).toEqual({
      id: 'field_new_1',
      type: 'singleLine',
      attributeName: 'new_1',
      label: 'Name 2',
    });
    const added = insertNode(sampleForm(), { parentId: 'col_2', index: 0 }, first.node);
    if (!added.ok) throw new Error(added.reason);
    const second = nodeForPaletteItem(added.tree, pencil('singleLine', 'Name'), {
      ...context,
      newAttributes: first.newAttribute ? [first.newAttribute] : [],
    });
    expect(second.newAttribute).toMatchObject({ tempId: 'new_2', name: 'name_3', label: 'Name 3' });
  });

  it('places a single-use widget without an attribute', () => {
    const drop = nodeForPaletteItem(sampleForm(), pencil('timeline', 'Timeline'), context);
    expect(drop.newAttribute).toBeUndefined();
    expect(drop.node).toEqual({ id: 'widget_1', type: 'timeline', label: 'Timeline' });
  });

  it('gives layout items the children they need, with free ids', () => {
    const layout = (type: string): PaletteItem => ({
      key: `layout:${type}`,
      group: 'LAYOUT',
      type,
      label: type,
    });
    expect(nodeForPaletteItem(sampleForm(), layout('row'), context).node).toEqual({
      id: 'row_3',
      type: 'row',
      children: [{ id: 'col_4', type: 'col', children: [] }],
    });
    expect(nodeForPaletteItem(sampleForm(), layout('tabs'), context).node).toEqual({
      id: 'tabs_2',
      type: 'tabs',
      children: [{ id: 'tab_3', type: 'tab', title: 'Tab 3', children: [] }],
    });
    expect(nodeForPaletteItem(sampleForm(), layout('containerWithTitle'), context).node).toMatchObject({
      id: 'section_1',
      title: 'Section',
    });
  });
});

describe('attributeNameFor', () => {
  it('makes a free identifier from a label', () => {
    expect(attributeNameFor('Due Date!', [])).toBe('due_date');
    expect(attributeNameFor('2nd phone', [])).toBe('field_2nd_phone');
    expect(attributeNameFor('Id', [])).toBe('id_2');
    expect(attributeNameFor('Amount', ['amount', 'amount_2'])).toBe('amount_3');
    expect(attributeNameFor('x'.repeat(80), []).length).toBeLessThanOrEqual(40);
  });
});

describe('resolveDrop', () => {
  it('takes the first legal slot, innermost first', () => {
    const result = resolveDrop(sampleForm(), { type: 'singleLine' }, [
      { parentId: 'row_1', slot: 1 },
      { parentId: 'col_2', slot: 1 },
    ]);
    expect(result).toEqual({ ok: true, target: { parentId: 'col_2', index: 1 } });
  });

  it('answers the innermost refusal when nothing is legal', () => {
    expect(resolveDrop(sampleForm(), { type: 'row' }, [{ parentId: 'row_1', slot: 0 }])).toMatchObject({
      ok: false,
      reason: 'A row accepts only columns.',
    });
  });

  it('refuses a fifth column and a move into the moving node itself', () => {
    const full = {
      id: 'row_x',
      type: 'row',
      children: ['a', 'b', 'c', 'd'].map((id) => ({ id, type: 'col', children: [] })),
    };
    const tree = { id: 'grid_1', type: 'grid', children: [full] };
    expect(resolveDrop(tree, { type: 'col' }, [{ parentId: 'row_x', slot: 4 }])).toMatchObject({
      ok: false,
      reason: 'A row holds at most 4 columns.',
    });
    expect(resolveDrop(sampleForm(), { id: 'col_3', type: 'col' }, [{ parentId: 'tab_2', slot: 0 }]).ok).toBe(
      false,
    );
  });

  it('counts a same-parent move without the moving node, as moveNode does', () => {
    const result = resolveDrop(sampleForm(), { id: 'field_name', type: 'singleLine' }, [
      { parentId: 'col_1', slot: 2 },
    ]);
    expect(result).toEqual({ ok: true, target: { parentId: 'col_1', index: 1 } });
    if (!result.ok) return;
    const moved = moveNode(sampleForm(), 'field_name', result.target);
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.tree.children?.[0]?.children?.[0]?.children?.map((node) => node.id)).toEqual([
      'field_amount',
      'field_name',
    ]);
  });
});
