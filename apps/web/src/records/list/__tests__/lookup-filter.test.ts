import type { ObjectDefinition } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { filterRowFromSearch, filterRowParam } from '../filter-from-url';
import { toApiFilter } from '../filter-row';
import { withFilteredLookups } from '../useListFilters';

const opportunity: ObjectDefinition = {
  id: 2,
  name: 'opportunity',
  display_name: 'Opportunity',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/opportunity',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes: [
    { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: { listed: true } },
    { id: 2, name: 'stage', label: 'Stage', type: 'singleLine', options: { listed: true } },
    { id: 3, name: 'account_id', label: 'Account', type: 'lookup', options: {} },
  ],
};

describe('a lookup filter (a chart on a record’s form opens the list with one)', () => {
  it('goes to the list call as the lookup equal to the record’s id', () => {
    const row = { account_id: { kind: 'lookup' as const, id: 42, label: 'Acme' } };
    expect(toApiFilter(row, ['name', 'account_id'])).toEqual([
      { columnName: 'account_id', operation: 'equals', value: 42 },
    ]);
  });

  it('sends nothing for an id that is not a positive whole number', () => {
    expect(toApiFilter({ account_id: { kind: 'lookup', id: 1.5 } }, ['account_id'])).toEqual([]);
    expect(toApiFilter({ account_id: { kind: 'lookup', id: 0 } }, ['account_id'])).toEqual([]);
  });

  it('travels in the address and back, with its label', () => {
    const row = {
      stage: { kind: 'choice' as const, values: ['Won'] },
      account_id: { kind: 'lookup' as const, id: 42, label: 'Acme' },
    };
    expect(filterRowFromSearch(`?${filterRowParam(row)}`)).toEqual(row);
  });

  it('is no filter when the address’s id is not a positive whole number', () => {
    for (const id of ['42', 0, -3, 4.2, null, 2 ** 60]) {
      const param = filterRowParam({ account_id: { kind: 'lookup', id } as never });
      expect(filterRowFromSearch(`?${param}`)).toEqual({});
    }
  });

  it('adds the lookup it filters on to the columns when the list does not show it', () => {
    const names = (row: Parameters<typeof withFilteredLookups>[1]) =>
      withFilteredLookups(opportunity, row).map((column) => column.name);
    expect(names({})).toEqual(['name', 'stage']);
    expect(names({ account_id: { kind: 'lookup', id: 42 } })).toEqual(['name', 'stage', 'account_id']);
    // Only a lookup filter brings its column: another kind on a hidden column does not.
    expect(names({ account_id: { kind: 'text', value: 'x' } })).toEqual(['name', 'stage']);
  });
});
