import type { WorkspaceCard } from '@atrium/core';
import { workspaceLayoutSchema } from '@atrium/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLayoutSaver } from '../layout-saver';
import {
  fromGridLayout,
  initialSize,
  nudgeCard,
  placeChart,
  removeChart,
  sameLayout,
  toGridLayout,
} from '../workspace-layout';

const cards: WorkspaceCard[] = [
  { chart: 1, x: 0, y: 0, w: 4, h: 6 },
  { chart: 2, x: 4, y: 0, w: 8, h: 6 },
];

describe('a workspace layout on the grid', () => {
  it('goes to the grid and back unchanged, left to right', () => {
    const grid = toGridLayout(cards, false);
    expect(grid.map(({ i, x, w }) => [i, x, w])).toEqual([
      ['1', 0, 4],
      ['2', 4, 8],
    ]);
    expect(fromGridLayout(grid, false)).toEqual(cards);
  });

  it('mirrors columns in right-to-left languages, so the first column is the rightmost', () => {
    const grid = toGridLayout(cards, true);
    expect(grid.map(({ i, x }) => [i, x])).toEqual([
      ['1', 8],
      ['2', 0],
    ]);
    expect(fromGridLayout(grid, true)).toEqual(cards);
  });

  it('stores what the grid reports as whole numbers within the server’s bounds, in reading order', () => {
    const stored = fromGridLayout(
      [
        { i: '5', x: 10.4, y: 3.6, w: 6, h: 40 },
        { i: '6', x: -2, y: -1, w: 0, h: 0 },
        { i: 'not-a-chart', x: 0, y: 0, w: 2, h: 2 },
      ],
      false,
    );
    expect(stored).toEqual([
      { chart: 6, x: 0, y: 0, w: 1, h: 2 },
      { chart: 5, x: 6, y: 4, w: 6, h: 20 },
    ]);
    expect(workspaceLayoutSchema.safeParse(stored).success).toBe(true);
  });

  it('adds a chart below the others as wide as its pivot size, once, and removes it', () => {
    const placed = placeChart(cards, { id: 3, type: 'TABLE', pivot_size: 24 });
    expect(placed.at(-1)).toEqual({ chart: 3, x: 0, y: 6, w: 12, h: 9 });
    expect(placeChart(placed, { id: 3, type: 'BAR', pivot_size: 6 })).toEqual(placed);
    expect(initialSize({ type: 'BRAND_CARD', pivot_size: 6 })).toEqual({ w: 3, h: 3 });
    expect(removeChart(placed, 3)).toEqual(cards);
    expect(workspaceLayoutSchema.safeParse(placed).success).toBe(true);
  });

  it('tells a layout that changed from one in another order', () => {
    expect(sameLayout(cards, [...cards].reverse())).toBe(true);
    expect(sameLayout(cards, [cards[0] as WorkspaceCard, { ...(cards[1] as WorkspaceCard), h: 7 }])).toBe(
      false,
    );
    expect(sameLayout(cards, cards.slice(1))).toBe(false);
  });
});

describe('arranging a card with the keyboard', () => {
  const at = (layout: WorkspaceCard[], chart: number) => layout.find((card) => card.chart === chart);
  const move = { resize: false, rtl: false };

  it('moves one column or row the way the arrow points, and only that card', () => {
    const right = nudgeCard(cards, 1, 'ArrowRight', move);
    expect(at(right, 1)).toEqual({ chart: 1, x: 1, y: 0, w: 4, h: 6 });
    expect(at(right, 2)).toEqual(cards[1]);
    expect(at(nudgeCard(cards, 1, 'ArrowDown', move), 1)).toMatchObject({ x: 0, y: 1 });
  });

  it('stays on the grid: not past the first or last column, nor above the first row', () => {
    expect(at(nudgeCard(cards, 1, 'ArrowLeft', move), 1)).toMatchObject({ x: 0 });
    expect(at(nudgeCard(cards, 2, 'ArrowRight', move), 2)).toMatchObject({ x: 4 });
    expect(at(nudgeCard(cards, 1, 'ArrowUp', move), 1)).toMatchObject({ y: 0 });
  });

  it('in Arabic and Urdu the left arrow moves toward the reading end (higher stored columns)', () => {
    expect(at(nudgeCard(cards, 1, 'ArrowLeft', { resize: false, rtl: true }), 1)).toMatchObject({ x: 1 });
    expect(at(nudgeCard(cards, 1, 'ArrowRight', { resize: false, rtl: true }), 1)).toMatchObject({ x: 0 });
  });

  it('resizes from its corner within the bounds: wider toward the reading end, taller down', () => {
    const resize = { resize: true, rtl: false };
    expect(at(nudgeCard(cards, 1, 'ArrowRight', resize), 1)).toMatchObject({ x: 0, w: 5 });
    expect(at(nudgeCard(cards, 1, 'ArrowDown', resize), 1)).toMatchObject({ h: 7 });
    expect(at(nudgeCard(cards, 2, 'ArrowRight', resize), 2)).toMatchObject({ w: 8 });
    const short = [{ chart: 3, x: 0, y: 0, w: 1, h: 2 }];
    expect(nudgeCard(short, 3, 'ArrowUp', resize)).toEqual(short);
    expect(nudgeCard(short, 3, 'ArrowLeft', resize)).toEqual(short);
    expect(at(nudgeCard(cards, 1, 'ArrowLeft', { resize: true, rtl: true }), 1)).toMatchObject({ w: 5 });
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const)
      expect(workspaceLayoutSchema.safeParse(nudgeCard(cards, 2, key, resize)).success).toBe(true);
  });
});

describe('saving a layout as it is arranged', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only the last of a burst of changes, after a pause', async () => {
    const save = vi.fn(async (_layout: WorkspaceCard[]) => {});
    const saver = createLayoutSaver(cards, save, 500);
    const moved = (y: number) => [cards[0] as WorkspaceCard, { ...(cards[1] as WorkspaceCard), y }];
    saver.change(moved(1));
    saver.change(moved(2));
    saver.change(moved(3));
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(moved(3));
  });

  it('sends nothing when the grid settles back to what is stored, or when told of a new stored layout', async () => {
    const save = vi.fn(async (_layout: WorkspaceCard[]) => {});
    const saver = createLayoutSaver(cards, save, 500);
    saver.change([cards[0] as WorkspaceCard, { ...(cards[1] as WorkspaceCard), y: 4 }]);
    saver.change([...cards].reverse());
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();

    const fewer = cards.slice(0, 1);
    saver.change([{ ...(cards[0] as WorkspaceCard), w: 6 }]);
    saver.reset(fewer);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    saver.change(fewer);
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a pending change at once when flushed (the page is left)', async () => {
    const save = vi.fn(async (_layout: WorkspaceCard[]) => {});
    const saver = createLayoutSaver(cards, save, 500);
    const wider = [
      { ...(cards[0] as WorkspaceCard), w: 5 },
      { ...(cards[1] as WorkspaceCard), x: 5, w: 7 },
    ];
    saver.change(wider);
    await saver.flush();
    expect(save).toHaveBeenCalledWith(wider);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
