import type { ObjectDefinition } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../form/changed-fields';
import { saveBodyOf } from '../form/record-values';

const definition: ObjectDefinition = {
  id: 1,
  name: 'account',
  display_name: 'Account',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/account',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes: [
    { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
    { id: 2, name: 'employees', label: 'Employees', type: 'numberField', options: {} },
    { id: 3, name: 'revenue', label: 'Revenue', type: 'decimalField', options: {} },
    { id: 4, name: 'active', label: 'Active', type: 'checkbox', options: {} },
    { id: 5, name: 'founded', label: 'Founded', type: 'dateField', options: {} },
    { id: 6, name: 'note', label: 'Note', type: 'multiLine', options: {} },
    { id: 7, name: 'tags', label: 'Tags', type: 'multiSelect', options: {} },
  ],
};

const loaded = {
  id: 7,
  version: 3,
  name: 'Acme',
  employees: 10,
  revenue: '1200.50',
  active: '1',
  founded: '2001-02-03',
  note: null,
  tags: ['a', 'b'],
};

describe('changed fields', () => {
  it('finds nothing when the form holds what was loaded', () => {
    expect(changedFields(loaded, saveBodyOf(definition, loaded))).toEqual({});
  });

  it('sends only what the person changed, in API form', () => {
    const values = saveBodyOf(definition, {
      ...loaded,
      name: 'Acme Ltd',
      active: '0',
      founded: '2001-02-04',
      tags: ['a'],
    });
    expect(changedFields(loaded, values)).toEqual({
      name: 'Acme Ltd',
      active: '0',
      founded: '2001-02-04',
      tags: ['a'],
    });
  });

  it('treats empty text, null and undefined alike, and numbers as numbers', () => {
    expect(changedFields({ note: null, revenue: '5.50' }, { note: '', revenue: 5.5 })).toEqual({});
    expect(changedFields({ note: null }, { note: 'hello' })).toEqual({ note: 'hello' });
    expect(changedFields({ employees: 3 }, { employees: null })).toEqual({ employees: null });
  });

  it('compares date-times as moments', () => {
    expect(changedFields({ at: '2024-05-01T10:00:00.000Z' }, { at: '2024-05-01T12:00:00+02:00' })).toEqual(
      {},
    );
  });
});
