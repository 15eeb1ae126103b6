import {
  type ChartType,
  WORKSPACE_COLUMNS,
  WORKSPACE_MAX_HEIGHT,
  WORKSPACE_MAX_ROW,
  WORKSPACE_MIN_HEIGHT,
  type WorkspaceCard,
} from '@atrium/core';

/** A card as the grid library places it: `i` is the chart id, positions count from the left edge. */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Pixels of one grid row; a card's height counts rows. */
export const ROW_HEIGHT = 60;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * The grid's items for a stored layout. Stored columns count from the reading start, so in Arabic and
 * Urdu the first column is the rightmost: the grid, which counts from the left, gets them mirrored.
 */
export function toGridLayout(layout: readonly WorkspaceCard[], rtl: boolean): GridItem[] {
  return layout.map((card) => ({
    i: String(card.chart),
    x: rtl ? WORKSPACE_COLUMNS - card.x - card.w : card.x,
    y: card.y,
    w: card.w,
    h: card.h,
    minH: WORKSPACE_MIN_HEIGHT,
    maxH: WORKSPACE_MAX_HEIGHT,
  }));
}

/**
 * The layout to store for the grid's items: whole numbers within the server's bounds, columns counted
 * from the reading start again, cards in reading order (top to bottom, start to end).
 */
export function fromGridLayout(items: readonly GridItem[], rtl: boolean): WorkspaceCard[] {
  return items
    .flatMap((item) => {
      const chart = Number(item.i);
      if (!Number.isInteger(chart) || chart <= 0) return [];
      const w = clamp(item.w, 1, WORKSPACE_COLUMNS);
      const left = clamp(item.x, 0, WORKSPACE_COLUMNS - w);
      return [
        {
          chart,
          x: rtl ? WORKSPACE_COLUMNS - left - w : left,
          y: clamp(item.y, 0, WORKSPACE_MAX_ROW),
          w,
          h: clamp(item.h, WORKSPACE_MIN_HEIGHT, WORKSPACE_MAX_HEIGHT),
        },
      ];
    })
    .sort((a, b) => a.y - b.y || a.x - b.x || a.chart - b.chart);
}

/** Whether two layouts place the same charts at the same places (order aside): no save is needed. */
export function sameLayout(a: readonly WorkspaceCard[], b: readonly WorkspaceCard[]): boolean {
  if (a.length !== b.length) return false;
  const key = (card: WorkspaceCard) => `${card.chart}:${card.x}:${card.y}:${card.w}:${card.h}`;
  const seen = new Set(a.map(key));
  return b.every((card) => seen.has(key(card)));
}

/**
 * A chart's first size on a workspace: as wide as its pivot size (24ths of a row, spec 000 §9, in the
 * grid's 12 columns); a brand card is a short number, the others hold a 300px chart or a 450px table.
 */
export function initialSize(chart: { type: ChartType; pivot_size: number }): { w: number; h: number } {
  const w = clamp(chart.pivot_size / 2, 3, WORKSPACE_COLUMNS);
  if (chart.type === 'BRAND_CARD') return { w, h: 3 };
  if (chart.type === 'TABLE' || chart.type === 'SIMPLE_TABLE') return { w, h: 9 };
  return { w, h: 6 };
}

/** The layout with a chart added below every card, at the start; unchanged when it is there already. */
export function placeChart(
  layout: readonly WorkspaceCard[],
  chart: { id: number; type: ChartType; pivot_size: number },
): WorkspaceCard[] {
  if (layout.some((card) => card.chart === chart.id)) return [...layout];
  const bottom = layout.reduce((lowest, card) => Math.max(lowest, card.y + card.h), 0);
  return [
    ...layout,
    { chart: chart.id, x: 0, y: Math.min(bottom, WORKSPACE_MAX_ROW), ...initialSize(chart) },
  ];
}

export function removeChart(layout: readonly WorkspaceCard[], chartId: number): WorkspaceCard[] {
  return layout.filter((card) => card.chart !== chartId);
}

/** An arrow key as the person sees it on screen. */
export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export const isArrowKey = (key: string): key is ArrowKey =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';

/**
 * The layout after an arrow key on a card's move bar, so it can be arranged without a mouse: the card
 * moves one column or row the way the arrow points, or with `resize` grows and shrinks from its
 * resize corner (down taller, up shorter, toward the reading end wider). Stored columns count from the
 * reading start, so in Arabic and Urdu the left arrow goes toward higher columns. Stays within the
 * server's bounds; the grid then closes the gaps as it does after a drag.
 */
export function nudgeCard(
  layout: readonly WorkspaceCard[],
  chartId: number,
  key: ArrowKey,
  options: { resize: boolean; rtl: boolean },
): WorkspaceCard[] {
  const towardEnd = key === (options.rtl ? 'ArrowLeft' : 'ArrowRight');
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight' ? (towardEnd ? 1 : -1) : 0;
  const vertical = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  return layout.map((card) => {
    if (card.chart !== chartId) return card;
    if (options.resize) {
      const w = clamp(card.w + horizontal, 1, WORKSPACE_COLUMNS - card.x);
      return { ...card, w, h: clamp(card.h + vertical, WORKSPACE_MIN_HEIGHT, WORKSPACE_MAX_HEIGHT) };
    }
    return {
      ...card,
      x: clamp(card.x + horizontal, 0, WORKSPACE_COLUMNS - card.w),
      y: clamp(card.y + vertical, 0, WORKSPACE_MAX_ROW),
    };
  });
}
