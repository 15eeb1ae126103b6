import type { ObjectDefinition } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { queryPresets } from '../form/query-presets';

const note: ObjectDefinition = {
  id: 3,
  name: 'note',
  display_name: 'Note',
  module: 'crm',
  label_attribute: 'subject',
  label_expression: null,
  api_endpoint: 'records/note',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes: [
    { id: 1, name: 'subject', label: 'Subject', type: 'singleLine', options: {} },
    { id: 2, name: 'account_id', label: 'Account', type: 'lookup', options: {} },
    { id: 3, name: 'notable', label: 'Parent', type: 'polymorphParent', options: {} },
    { id: 4, name: 'pinned', label: 'Pinned', type: 'checkbox', options: {} },
  ],
};

describe('query presets of a new record', () => {
  it('reads attributes the object stores and ignores the rest', () => {
    const presets = queryPresets(note, new URLSearchParams('account_id=12&subject=Hello&owner_id=3&x=1'));
    expect(presets.values).toEqual({ account_id: 12, subject: 'Hello' });
    expect(presets.extra).toEqual({});
  });

  it('reads a polymorphic parent as its type and id', () => {
    const presets = queryPresets(note, new URLSearchParams('notable_type=account&notable_id=5'));
    expect(presets.extra).toEqual({ notable: { type: 'account', id: 5 } });
    expect(presets.values).toEqual({});
  });

  it('ignores ids that are not ids', () => {
    const presets = queryPresets(
      note,
      new URLSearchParams('account_id=abc&notable_type=account&notable_id=-1'),
    );
    expect(presets).toEqual({ values: {}, extra: {} });
  });

  it('reads booleans as 1 or 0', () => {
    expect(queryPresets(note, new URLSearchParams('pinned=1')).values).toEqual({ pinned: '1' });
  });
});
