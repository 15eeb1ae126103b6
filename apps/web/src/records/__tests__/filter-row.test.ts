import type { Attribute } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { filterKindOf, toApiFilter } from '../list/filter-row';

const attribute = (name: string, type: Attribute['type'], options: Attribute['options'] = {}): Attribute => ({
  id: 1,
  name,
  label: name,
  type,
  options,
});

describe('filter row → API filter', () => {
  it('types each cell by the field storage', () => {
    expect(filterKindOf(attribute('name', 'singleLine'))).toBe('text');
    expect(filterKindOf(attribute('industry', 'singleSelect', { items: [{ value: 'a', name: 'A' }] }))).toBe(
      'choice',
    );
    expect(filterKindOf(attribute('employees', 'numberField'))).toBe('number');
    expect(filterKindOf(attribute('revenue', 'currency'))).toBe('number');
    expect(filterKindOf(attribute('founded', 'dateField'))).toBe('date');
    expect(filterKindOf(attribute('met_at', 'datetimeField'))).toBe('datetime');
    expect(filterKindOf(attribute('active', 'checkbox'))).toBe('boolean');
    expect(filterKindOf(attribute('parent', 'lookup'))).toBe('none');
  });

  it('maps text to contains and skips blanks', () => {
    expect(
      toApiFilter({ name: { kind: 'text', value: ' Acme ' }, city: { kind: 'text', value: '  ' } }, [
        'name',
        'city',
      ]),
    ).toEqual([{ columnName: 'name', operation: 'contains', value: 'Acme' }]);
  });

  it('maps number ranges to equals, between or one open end', () => {
    expect(toApiFilter({ n: { kind: 'number', from: 5, to: 5 } }, ['n'])).toEqual([
      { columnName: 'n', operation: 'equals', value: 5 },
    ]);
    expect(toApiFilter({ n: { kind: 'number', from: 1, to: 9 } }, ['n'])).toEqual([
      { columnName: 'n', operation: 'between', value: [1, 9] },
    ]);
    expect(toApiFilter({ n: { kind: 'number', from: 0 } }, ['n'])).toEqual([
      { columnName: 'n', operation: 'greaterThanOrEqual', value: 0 },
    ]);
    expect(toApiFilter({ n: { kind: 'number', to: 3 } }, ['n'])).toEqual([
      { columnName: 'n', operation: 'lessThanOrEqual', value: 3 },
    ]);
    expect(toApiFilter({ n: { kind: 'number' } }, ['n'])).toEqual([]);
  });

  it('maps dates by day and date-times by whole days', () => {
    expect(toApiFilter({ d: { kind: 'date', from: '2024-01-02', to: '2024-01-02' } }, ['d'])).toEqual([
      { columnName: 'd', operation: 'equals', value: '2024-01-02' },
    ]);
    expect(toApiFilter({ t: { kind: 'datetime', from: '2024-01-02', to: '2024-01-02' } }, ['t'])).toEqual([
      {
        columnName: 't',
        operation: 'between',
        value: ['2024-01-02T00:00:00.000', '2024-01-02T23:59:59.999'],
      },
    ]);
  });

  it('maps choices to equals or in, and yes/no to equals', () => {
    expect(toApiFilter({ s: { kind: 'choice', values: ['a'] } }, ['s'])).toEqual([
      { columnName: 's', operation: 'equals', value: 'a' },
    ]);
    expect(toApiFilter({ s: { kind: 'choice', values: ['a', 'b'] } }, ['s'])).toEqual([
      { columnName: 's', operation: 'in', value: ['a', 'b'] },
    ]);
    expect(toApiFilter({ b: { kind: 'boolean', value: '0' } }, ['b'])).toEqual([
      { columnName: 'b', operation: 'equals', value: '0' },
    ]);
  });

  it('keeps column order and ignores filters of columns not shown', () => {
    const row = {
      b: { kind: 'text', value: 'x' },
      a: { kind: 'text', value: 'y' },
      gone: { kind: 'text', value: 'z' },
    } as const;
    expect(toApiFilter(row, ['a', 'b']).map((entry) => entry.columnName)).toEqual(['a', 'b']);
  });
});
