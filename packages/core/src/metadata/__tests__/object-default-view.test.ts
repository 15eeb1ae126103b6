import { describe, expect, it } from 'vitest';
import { defaultListView, defaultViewProblem, objectDefaultViewSchema } from '../object-default-view';

const items = { items: [{ value: 'Open', name: 'Open' }] };
const stage = {
  name: 'stage',
  type: 'statusBreadcrumb',
  options: { statuses: [{ id: 'new', label: 'New' }] },
};
const status = { name: 'status', type: 'singleSelect', options: items };
const priority = { name: 'priority', type: 'singleSelect', options: items };
const empty = { name: 'kind', type: 'singleSelect', options: {} };
const title = { name: 'title', type: 'singleLine', options: {} };

describe('an object’s default view', () => {
  it.each([
    ['a grid', { view: 'grid' }, true],
    ['a board by an attribute', { view: 'board', group_by: 'stage' }, true],
    ['a board without its attribute', { view: 'board' }, false],
    ['a view it does not know', { view: 'calendar' }, false],
    ['a grid with a grouping', { view: 'grid', group_by: 'stage' }, false],
    ['a grouping that is not a name', { view: 'board', group_by: 'Stage; drop' }, false],
  ])('reads %s as %s', (_what, value, valid) => {
    expect(objectDefaultViewSchema.safeParse(value).success).toBe(valid);
  });

  it('fits a board only to a status or single select that lists choices', () => {
    const attributes = [title, stage, empty];
    expect(defaultViewProblem(attributes, { view: 'grid' })).toBeUndefined();
    expect(defaultViewProblem(attributes, { view: 'board', group_by: 'stage' })).toBeUndefined();
    expect(defaultViewProblem(attributes, { view: 'board', group_by: 'title' })).toMatch(
      /cannot group a board/,
    );
    expect(defaultViewProblem(attributes, { view: 'board', group_by: 'kind' })).toMatch(
      /cannot group a board/,
    );
    expect(defaultViewProblem(attributes, { view: 'board', group_by: 'gone' })).toMatch(/'gone'/);
  });

  it('opens as the object says while that still fits, and guesses otherwise', () => {
    const attributes = [title, priority, stage];
    expect(defaultListView({ attributes, default_view: { view: 'board', group_by: 'priority' } })).toEqual({
      view: 'board',
      groupBy: 'priority',
    });
    expect(defaultListView({ attributes, default_view: { view: 'grid' } })).toEqual({
      view: 'grid',
      groupBy: 'priority',
    });
    // The attribute it named was removed since: the guess (the status breadcrumb) again.
    expect(defaultListView({ attributes, default_view: { view: 'board', group_by: 'gone' } })).toEqual({
      view: 'board',
      groupBy: 'stage',
    });
    expect(defaultListView({ attributes: [title, priority, status] })).toEqual({
      view: 'board',
      groupBy: 'status',
    });
    expect(defaultListView({ attributes: [title, priority] })).toEqual({ view: 'grid', groupBy: 'priority' });
    expect(defaultListView({ attributes: [title] })).toEqual({ view: 'grid', groupBy: undefined });
  });
});
