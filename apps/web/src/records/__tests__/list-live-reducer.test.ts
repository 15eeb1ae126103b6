import type { ListAnswer } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent, liveEventOf } from '../list/list-live-reducer';

const list = (): ListAnswer => ({
  data: [
    { id: 2, name: 'Beta', permission: 7 },
    { id: 1, name: 'Alpha', permission: 1 },
  ],
  total: 2,
  total_is_estimate: false,
  per_page: 20,
  current_page: 1,
  last_page: 1,
});

describe('list live updates', () => {
  it('puts a new record on top and raises the total', () => {
    const next = applyLiveEvent(list(), { type: 'created', record: { id: 3, name: 'Gamma' } });
    expect(next.data.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(next.total).toBe(3);
    expect(next.data[0]?.permission).toBe(1);
  });

  it('ignores a new record already listed', () => {
    const before = list();
    expect(applyLiveEvent(before, { type: 'created', record: { id: 2, name: 'Beta' } })).toBe(before);
  });

  it('replaces an updated row and keeps its permission', () => {
    const next = applyLiveEvent(list(), {
      type: 'updated',
      record: { id: '1', name: 'Alpha 2', version: 2 },
    });
    expect(next.data[1]).toEqual({ id: 1, name: 'Alpha 2', version: 2, permission: 1 });
    expect(next.total).toBe(2);
  });

  it('ignores updates of rows not on the page', () => {
    const before = list();
    expect(applyLiveEvent(before, { type: 'updated', record: { id: 9 } })).toBe(before);
  });

  it('removes a deleted row and lowers the total', () => {
    const next = applyLiveEvent(list(), { type: 'deleted', id: 2 });
    expect(next.data.map((row) => row.id)).toEqual([1]);
    expect(next.total).toBe(1);
  });

  it('reads channel messages as events', () => {
    expect(liveEventOf('created', { record: { id: 1 } })).toEqual({ type: 'created', record: { id: 1 } });
    expect(liveEventOf('deleted', { id: 4 })).toEqual({ type: 'deleted', id: 4 });
    expect(liveEventOf('updated', { id: 4 })).toBeUndefined();
    expect(liveEventOf('other', { record: {} })).toBeUndefined();
  });
});
