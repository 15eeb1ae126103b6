import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../metadata/field-types';
import { paletteItems, usedAttributes } from '../palette';
import { PALETTE_ROLES } from '../palette-catalogue';
import { sampleForm } from './fixtures';

const attributes = [
  { name: 'name', label: 'Name', type: 'singleLine' },
  { name: 'amount', label: 'Amount', type: 'currency' },
  { name: 'due', label: 'Due', type: 'dateField' },
  { name: 'owner', label: 'Owner', type: 'lookup' },
];

const keysOf = (groups: ReturnType<typeof paletteItems>, key: string) =>
  groups.find((group) => group.key === key)?.items.map((item) => item.key);

describe('usedAttributes', () => {
  it('collects the attribute names of field nodes only', () => {
    expect([...usedAttributes(sampleForm())].sort()).toEqual(['amount', 'name', 'notes', 'status']);
  });
});

describe('paletteItems', () => {
  const tree = {
    ...sampleForm(),
    children: [
      ...(sampleForm().children ?? []),
      {
        id: 'row_3',
        type: 'row',
        children: [
          {
            id: 'col_9',
            type: 'col',
            children: [
              { id: 'versions_1', type: 'versions' },
              { id: 'contacts_1', type: 'relatedObject', attributeName: 'contacts' },
            ],
          },
        ],
      },
    ],
  };
  const groups = paletteItems({
    tree,
    attributes,
    relatedObjects: [
      { name: 'contacts', label: 'Contacts' },
      { name: 'deals', label: 'Deals' },
    ],
  });

  it('shows every group in the order of §2.3, FIELD and LAYOUT open', () => {
    expect(groups.map((group) => [group.title, group.open])).toEqual([
      ['Unused Attributes', true],
      ['Standard Pencils', false],
      ['Layout Elements', true],
      ['Related Objects', false],
      ['Duplication Pencils', false],
      ['Charts', false],
      ['Workflow', false],
      ['Versions', false],
    ]);
  });

  it.each([
    ['FIELD', ['attribute:due', 'attribute:owner']],
    ['RELATED', ['related:deals']],
    ['VERSIONS', ['pencil:versionsButtons']],
    ['DUPLICATION', ['pencil:duplicationButtons']],
    ['CHART', ['pencil:chartBar']],
    [
      'WORKFLOW',
      ['pencil:workflowStatusSummary', 'pencil:workflowActionsButtons', 'pencil:workflowTimeline'],
    ],
  ])('group %s holds %j (items in use hidden)', (key, expected) => {
    expect(keysOf(groups, key)).toEqual(expected);
  });

  it('offers every layout element and keeps repeatable pencils after use', () => {
    expect(keysOf(groups, 'LAYOUT')).toHaveLength(8);
    expect(keysOf(groups, 'PENCIL')).toContain('pencil:singleLine');
  });

  it('hides a single-use pencil once the form holds it', () => {
    const withTimeline = { ...tree, children: [{ id: 'timeline_1', type: 'timeline' }] };
    const pencils = keysOf(paletteItems({ tree: withTimeline, attributes: [] }), 'PENCIL');
    expect(pencils).not.toContain('pencil:timeline');
    expect(keysOf(groups, 'PENCIL')).toContain('pencil:timeline');
  });

  it('places every field type in exactly one group', () => {
    for (const type of FIELD_TYPES) expect(PALETTE_ROLES[type].group).toBeTruthy();
  });
});
