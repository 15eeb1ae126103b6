import type { ObjectDefinition } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import {
  boardColumns,
  COLUMN_PAGE_SIZE,
  columnFilter,
  columnOf,
  defaultView,
  groupableAttributes,
  narrowedColumnFilter,
  nextColumnPage,
  staysOnBoard,
} from '../board-grouping';
import { effectivePreference } from '../useBoardPreference';
import { type BoardQuery, boardQueryKey, columnKey, columnValueOfKey, isColumnOf } from '../useKanbanColumn';

const attribute = (name: string, type: string, options: Record<string, unknown> = {}) =>
  ({
    id: name.length,
    name,
    label: name,
    type,
    options,
  }) as unknown as ObjectDefinition['attributes'][number];
const object = (attributes: ObjectDefinition['attributes']) =>
  ({ name: 'thing', attributes }) as unknown as ObjectDefinition;

const stage = attribute('stage', 'statusBreadcrumb', {
  statuses: [
    { id: 'open', label: 'Open' },
    { id: 'won', label: 'Won' },
  ],
});
const priority = attribute('priority', 'singleSelect', { items: [{ value: 'P1', name: 'Urgent' }] });
const status = attribute('status', 'singleSelect', { items: [{ value: 'New', name: 'New' }] });

describe('a column pages until a page comes back short (spec 001 §4.8, §9)', () => {
  const page = (n: number) => ({ data: Array.from({ length: n }, (_, i) => i) });
  it('asks for the next page after a full one', () => {
    expect(COLUMN_PAGE_SIZE).toBe(15);
    expect(nextColumnPage(page(15), 1)).toBe(2);
    expect(nextColumnPage(page(15), 3)).toBe(4);
  });
  it('stops after a page shorter than the page size, or an empty one', () => {
    expect(nextColumnPage(page(14), 1)).toBeUndefined();
    expect(nextColumnPage(page(0), 2)).toBeUndefined();
  });
});

describe('grouping a board', () => {
  it('offers status breadcrumbs and single selects that list choices', () => {
    const names = groupableAttributes(
      object([attribute('name', 'singleLine'), stage, priority, attribute('empty', 'singleSelect')]),
    ).map((a) => a.name);
    expect(names).toEqual(['stage', 'priority']);
  });

  it('opens on the board by a status breadcrumb or a status select, else on the grid', () => {
    expect(defaultView(object([priority, stage]))).toEqual({ view: 'board', groupBy: 'stage' });
    expect(defaultView(object([priority, status]))).toEqual({ view: 'board', groupBy: 'status' });
    expect(defaultView(object([priority]))).toEqual({ view: 'grid', groupBy: 'priority' });
    expect(defaultView(object([attribute('name', 'singleLine')]))).toEqual({
      view: 'grid',
      groupBy: undefined,
    });
  });

  it('makes a column per choice in order, then one for no value', () => {
    expect(boardColumns(stage, 'None')).toEqual([
      { value: 'open', label: 'Open' },
      { value: 'won', label: 'Won' },
      { value: null, label: 'None' },
    ]);
  });

  it('filters a column by its value, or by an empty field', () => {
    expect(columnFilter('stage', 'won')).toEqual([
      { columnName: 'stage', operation: 'equals', value: 'won' },
    ]);
    expect(columnFilter('stage', null)).toEqual([{ columnName: 'stage', operation: 'isEmpty', value: '' }]);
  });

  it('places a record by its value, unknown or empty values under no value', () => {
    const columns = boardColumns(stage, 'None');
    expect(columnOf(columns, 'won')).toBe('won');
    expect(columnOf(columns, 'lost')).toBeNull();
    expect(columnOf(columns, '')).toBeNull();
  });
});

describe('the kept view of a list', () => {
  const definition = object([priority, stage]);
  it('is the default until the person chooses', () => {
    expect(effectivePreference(definition, null)).toEqual({ view: 'board', groupBy: 'stage' });
    expect(effectivePreference(definition, undefined)).toEqual({ view: 'board', groupBy: 'stage' });
  });
  it('honours the chosen view and field', () => {
    expect(effectivePreference(definition, { view: 'grid', groupBy: 'priority' })).toEqual({
      view: 'grid',
      groupBy: 'priority',
    });
    expect(effectivePreference(definition, { view: 'board', groupBy: 'priority' })).toEqual({
      view: 'board',
      groupBy: 'priority',
    });
  });
  it('falls back to the default field when the kept one is gone', () => {
    expect(effectivePreference(definition, { view: 'board', groupBy: 'removed' })).toEqual({
      view: 'board',
      groupBy: 'stage',
    });
    expect(
      effectivePreference(object([attribute('name', 'singleLine')]), { view: 'board', groupBy: 'x' }),
    ).toEqual({
      view: 'grid',
      groupBy: undefined,
    });
  });
});

describe("a board narrowed by the list's filter and search (issue 19 item 4)", () => {
  const city = { columnName: 'city', operation: 'contains' as const, value: 'Oslo' };
  const won = { columnName: 'stage', operation: 'equals' as const, value: 'won' };

  it("asks each column for the list's filter and its own value together", () => {
    expect(narrowedColumnFilter([city], 'stage', 'open')).toEqual([
      city,
      { columnName: 'stage', operation: 'equals', value: 'open' },
    ]);
    expect(narrowedColumnFilter([city], 'stage', null)).toEqual([
      city,
      { columnName: 'stage', operation: 'isEmpty', value: '' },
    ]);
    expect(narrowedColumnFilter([], 'stage', 'won')).toEqual(columnFilter('stage', 'won'));
  });

  it('keeps a moved card only where the filter on the grouping field still admits it', () => {
    expect(staysOnBoard([city], 'stage', 'open')).toBe(true);
    expect(staysOnBoard([won, city], 'stage', 'won')).toBe(true);
    expect(staysOnBoard([won], 'stage', 'open')).toBe(false);
    expect(staysOnBoard([won], 'stage', null)).toBe(false);
    const openOrWon = { columnName: 'stage', operation: 'in' as const, value: ['open', 'won'] };
    expect(staysOnBoard([openOrWon], 'stage', 'open')).toBe(true);
    expect(staysOnBoard([openOrWon], 'stage', 'lost')).toBe(false);
  });

  it('gives a new search or filter its own columns, and a move touches only the board shown', () => {
    const query = (filter: BoardQuery['filter'], search: string): BoardQuery => ({
      fields: ['stage', 'name'],
      filter,
      search,
    });
    const plain = query([], '');
    const key = columnKey('deal', 'stage', plain, 'open');
    expect(columnValueOfKey(key)).toBe('open');
    expect(columnValueOfKey(columnKey('deal', 'stage', plain, null))).toBeNull();
    expect(isColumnOf(key, boardQueryKey('deal', 'stage', plain))).toBe(true);
    expect(isColumnOf(key, boardQueryKey('deal', 'stage', query([], 'acme')))).toBe(false);
    // An empty filter is a prefix of every filter to partial matching: the columns of another stay apart.
    const filtered = columnKey('deal', 'stage', query([city], ''), 'open');
    expect(isColumnOf(filtered, boardQueryKey('deal', 'stage', plain))).toBe(false);
    expect(isColumnOf(key, boardQueryKey('deal', 'priority', plain))).toBe(false);
  });
});
