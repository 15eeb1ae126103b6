import { describe, expect, it } from 'vitest';
import { LAYOUT_TYPES } from '../../metadata/form-schema';
import { canDrop, dropRefusal, MAX_ROW_COLUMNS } from '../drop-rules';

const FIELD = 'singleLine';
const CONTENT = ['col', 'tab', 'container', 'containerWithTitle', 'rowContainer'];

describe('canDrop', () => {
  it.each([
    ['grid', 'row', true],
    ['grid', 'col', false],
    ['grid', FIELD, false],
    ['grid', 'tabs', false],
    ['row', 'col', true],
    ['row', 'row', false],
    ['row', FIELD, false],
    ['tabs', 'tab', true],
    ['tabs', 'col', false],
    ['tabs', FIELD, false],
    ['col', FIELD, true],
    ['col', 'tabs', true],
    ['col', 'grid', true],
    ['col', 'containerWithTitle', true],
    ['tab', 'tabs', false],
    ['tab', 'grid', true],
    ['tab', FIELD, true],
    ['container', 'tabs', false],
    ['containerWithTitle', 'container', true],
    ['rowContainer', FIELD, true],
    [FIELD, FIELD, false],
    [FIELD, 'col', false],
  ])('%s accepts %s: %s', (parent, child, expected) => {
    expect(canDrop(parent, child)).toBe(expected);
  });

  it.each(CONTENT)('%s rejects rows, columns and tab panes', (parent) => {
    for (const child of ['row', 'col', 'tab']) expect(canDrop(parent, child)).toBe(false);
  });

  it('lets every layout type and field be placed somewhere', () => {
    for (const child of [...LAYOUT_TYPES, FIELD])
      expect(LAYOUT_TYPES.some((parent) => canDrop(parent, child))).toBe(true);
  });
});

describe('dropRefusal', () => {
  const columns = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `col_${i + 1}`, type: 'col' }));

  it.each([
    [{ type: 'grid' }, { type: 'col' }, 'A grid accepts only rows.'],
    [{ type: 'row' }, { type: FIELD }, 'A row accepts only columns.'],
    [{ type: 'tabs' }, { type: 'row' }, 'A tab set accepts only tabs.'],
    [{ type: 'col' }, { type: 'row' }, 'A column cannot hold a row.'],
    [{ type: 'containerWithTitle' }, { type: 'tabs' }, 'A section cannot hold a tab set.'],
    [{ type: 'tab' }, { type: 'col' }, 'A tab cannot hold a column.'],
    [{ type: 'container' }, { type: 'tab' }, 'A container cannot hold a tab.'],
    [{ type: FIELD }, { type: FIELD }, 'A field cannot hold other elements.'],
  ])('%j refuses %j', (parent, child, message) => {
    expect(dropRefusal(parent, child)).toBe(message);
  });

  it('allows up to four columns in a row and refuses a fifth', () => {
    expect(MAX_ROW_COLUMNS).toBe(4);
    expect(dropRefusal({ type: 'row', children: columns(3) }, { id: 'col_9', type: 'col' })).toBeUndefined();
    expect(dropRefusal({ type: 'row', children: columns(4) }, { id: 'col_9', type: 'col' })).toBe(
      'A row holds at most 4 columns.',
    );
  });

  it('lets a full row reorder its own columns', () => {
    expect(dropRefusal({ type: 'row', children: columns(4) }, { id: 'col_2', type: 'col' })).toBeUndefined();
  });

  it('allows what the rules allow', () => {
    expect(dropRefusal({ type: 'col' }, { type: FIELD })).toBeUndefined();
  });
});
