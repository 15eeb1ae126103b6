import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designServer, renderComposer, setUpSession, WAIT } from './designer-harness';

beforeEach(setUpSession);
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document, 'elementsFromPoint');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * jsdom lays nothing out, so the canvas gets boxes by hand: the page's own elements, measured and hit
 * tested as a browser would (the smallest box on top, as nested elements are). Everything else is a
 * zero box.
 */
function layOut(boxes: Record<string, Box>) {
  const inside = (box: Box, x: number, y: number) =>
    x >= box.left && x <= box.left + box.width && y >= box.top && y <= box.top + box.height;
  Object.defineProperty(document, 'elementsFromPoint', {
    configurable: true,
    value: (x: number, y: number) =>
      Object.entries(boxes)
        .filter(([, box]) => inside(box, x, y))
        .sort(([, a], [, b]) => a.width * a.height - b.width * b.height)
        .map(([testId]) => document.querySelector(`[data-testid="${testId}"]`))
        .filter((element) => element !== null),
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const key = this instanceof HTMLElement ? (this.dataset.testid ?? '') : '';
    const box = boxes[key] ?? { left: 0, top: 0, width: 0, height: 0 };
    return {
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
      toJSON: () => box,
    } as DOMRect;
  });
}

const pointer = (
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  target: Element | Document,
  x: number,
  y: number,
) => fireEvent[type](target, { clientX: x, clientY: y, button: 0, isPrimary: true, pointerId: 1 });

describe('dragging with the pointer', () => {
  it('shows the refusal and its reason over a forbidden place, drops on an allowed one', {
    timeout: 60_000,
  }, async () => {
    designServer();
    renderComposer();
    await screen.findByTestId('designer-canvas', undefined, WAIT);
    layOut({
      'palette-item-layout:row': { left: 0, top: 0, width: 100, height: 30 },
      'canvas-node-grid_1': { left: 300, top: 0, width: 600, height: 400 },
      'drop-zone-grid_1': { left: 300, top: 30, width: 600, height: 370 },
      'canvas-node-row_1': { left: 310, top: 40, width: 580, height: 200 },
      'drop-zone-row_1': { left: 310, top: 70, width: 580, height: 170 },
      'canvas-node-col_1': { left: 320, top: 80, width: 560, height: 150 },
      'drop-zone-col_1': { left: 320, top: 110, width: 560, height: 120 },
      'canvas-node-field_name': { left: 330, top: 120, width: 540, height: 40 },
    });
    const drag = async (key: string, to: { x: number; y: number }) => {
      const item = screen.getByTestId(`palette-item-${key}`);
      pointer('pointerDown', item, 50, 15);
      // Past the 5 px activation distance; dnd-kit then measures the droppables.
      await act(async () => {
        pointer('pointerMove', item, 60, 20);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      await act(async () => {
        pointer('pointerMove', item, to.x, to.y);
      });
      return item;
    };

    // A tab over the Name field: neither its column, its row nor the grid takes a tab.
    const tab = await drag('layout:tab', { x: 400, y: 130 });
    const refusal = await screen.findByTestId('drop-refusal', undefined, WAIT);
    expect(refusal.textContent).toBe('Cannot drop here: A column cannot hold a tab.');
    expect(screen.getByTestId('canvas-node-field_name').className).toContain('is-drop-refused');
    await act(async () => {
      pointer('pointerUp', tab, 400, 130);
    });
    expect(screen.queryByTestId('drop-refusal')).toBeNull();
    expect(screen.queryByTestId(/^canvas-node-tab_/)).toBeNull();
    expect((screen.getByTestId('designer-undo') as HTMLButtonElement).disabled).toBe(true);

    // A row over the same field: the grid around it takes it, and says so.
    const row = await drag('layout:row', { x: 400, y: 130 });
    expect(screen.queryByTestId('drop-refusal')).toBeNull();
    expect(screen.getByTestId('canvas-node-grid_1').className).toContain('is-drop-ok');
    await act(async () => {
      pointer('pointerUp', row, 400, 130);
    });
    expect(within(screen.getByTestId('drop-zone-grid_1')).getByTestId('canvas-node-row_2')).toBeTruthy();
    expect(screen.getByTestId('designer-announcement').textContent).toBe('Row placed.');
  });
});
