import type { ListAnswer, RecordData } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { initialLoadMoreState, type LoadMoreState, loadMoreReducer, nextPage } from '../load-more-reducer';

const rows = (...ids: number[]): RecordData[] => ids.map((id) => ({ id, name: `R${id}`, permission: 7 }));

const page = (data: RecordData[], current: number, last: number, total = 25): ListAnswer => ({
  data,
  total,
  total_is_estimate: false,
  per_page: 10,
  current_page: current,
  last_page: last,
});

const loaded = (state: LoadMoreState, answer: ListAnswer) =>
  loadMoreReducer(loadMoreReducer(state, { type: 'loadStarted' }), { type: 'pageLoaded', answer });

describe('load-more reducer', () => {
  it('loads the first page, then appends the next', () => {
    const first = loaded(initialLoadMoreState, page(rows(1, 2), 1, 3));
    expect(first.rows.map((row) => row.id)).toEqual([1, 2]);
    expect(first.exhausted).toBe(false);
    expect(nextPage(first)).toBe(2);
    const second = loaded(first, page(rows(3, 4), 2, 3));
    expect(second.rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(second.page).toBe(2);
    expect(second.total).toBe(25);
    expect(second.status).toBe('loaded');
  });

  it('asks for nothing while a page is loading', () => {
    const loading = loadMoreReducer(initialLoadMoreState, { type: 'loadStarted' });
    expect(nextPage(loading)).toBeUndefined();
  });

  it('stops when a page comes back empty', () => {
    const first = loaded(initialLoadMoreState, page(rows(1), 1, 5));
    const empty = loaded(first, page([], 2, 5));
    expect(empty.exhausted).toBe(true);
    expect(empty.rows).toHaveLength(1);
    expect(nextPage(empty)).toBeUndefined();
  });

  it('stops at the last page', () => {
    const only = loaded(initialLoadMoreState, page(rows(1, 2), 1, 1, 2));
    expect(only.exhausted).toBe(true);
    expect(nextPage(only)).toBeUndefined();
    const beyond = loaded(initialLoadMoreState, page(rows(1), 3, 2));
    expect(beyond.exhausted).toBe(true);
  });

  it('keeps the rows and the server message when a page fails', () => {
    const first = loaded(initialLoadMoreState, page(rows(1), 1, 2));
    const failed = loadMoreReducer(loadMoreReducer(first, { type: 'loadStarted' }), {
      type: 'loadFailed',
      message: 'Server down',
    });
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('Server down');
    expect(failed.rows).toHaveLength(1);
    expect(nextPage(failed)).toBe(2);
  });

  it('puts a live record on top once and raises the total', () => {
    const first = loaded(initialLoadMoreState, page(rows(1, 2), 1, 3));
    const live = loadMoreReducer(first, { type: 'liveCreated', record: { id: '9', name: 'New' } });
    expect(live.rows.map((row) => row.id)).toEqual([9, 1, 2]);
    expect(live.rows[0]?.permission).toBe(1);
    expect(live.total).toBe(26);
    expect(loadMoreReducer(live, { type: 'liveCreated', record: { id: 9 } })).toBe(live);
    expect(loadMoreReducer(live, { type: 'liveCreated', record: { id: 2 } })).toBe(live);
  });

  it('does not repeat a live record when its page arrives later', () => {
    const first = loaded(initialLoadMoreState, page(rows(1, 2), 1, 3));
    const live = loadMoreReducer(first, { type: 'liveCreated', record: { id: 3 } });
    const next = loaded(live, page(rows(3, 4), 2, 3, 26));
    expect(next.rows.map((row) => row.id)).toEqual([3, 1, 2, 4]);
    expect(next.total).toBe(26);
  });

  it('drops a record deleted elsewhere, once, and ignores one it does not show', () => {
    const first = loaded(initialLoadMoreState, page(rows(1, 2, 3), 1, 3));
    const gone = loadMoreReducer(first, { type: 'liveDeleted', id: '2' });
    expect(gone.rows.map((row) => row.id)).toEqual([1, 3]);
    expect(gone.total).toBe(24);
    expect(loadMoreReducer(gone, { type: 'liveDeleted', id: 2 })).toBe(gone);
    expect(loadMoreReducer(gone, { type: 'liveDeleted', id: 99 })).toBe(gone);
  });

  it('starts again on reset', () => {
    const first = loaded(initialLoadMoreState, page(rows(1), 1, 1));
    expect(loadMoreReducer(first, { type: 'reset' })).toEqual(initialLoadMoreState);
  });
});
