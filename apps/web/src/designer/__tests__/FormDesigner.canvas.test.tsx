import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../i18n/i18n';
import { designServer, renderComposer, setUpSession, WAIT } from './designer-harness';

beforeEach(setUpSession);
afterEach(async () => {
  cleanup();
  await initI18n('en').changeLanguage('en');
  vi.unstubAllGlobals();
});

const palette = (key: string) => screen.queryByTestId(`palette-item-${key}`);
const canvasNode = (id: string) => screen.getByTestId(`canvas-node-${id}`);
const click = (element: Element | null) => {
  if (!element) throw new Error('the element is not on the page');
  fireEvent.click(element);
};

async function openDesigner() {
  const server = designServer();
  renderComposer();
  await screen.findByTestId('designer-canvas', undefined, WAIT);
  return server;
}

describe('the palette', () => {
  it('shows the groups of spec 001 §2.3 and hides the attributes already on the form', {
    timeout: 60_000,
  }, async () => {
    await openDesigner();
    const nav = screen.getByRole('navigation', { name: 'Elements' });
    for (const title of [
      'Unused Attributes',
      'Standard Pencils',
      'Layout Elements',
      'Related Objects',
      'Charts',
    ])
      expect(within(nav).getByText(new RegExp(`^${title}`))).toBeTruthy();
    expect(palette('attribute:name')).toBeNull();
    expect(palette('attribute:status')).toBeTruthy();
    click(palette('attribute:status'));
    expect(within(canvasNode('col_1')).getByText('Status')).toBeTruthy();
    expect(palette('attribute:status')).toBeNull();
  });
});

describe('the canvas', () => {
  it('adds a row, a second column and a field in it', { timeout: 60_000 }, async () => {
    await openDesigner();
    click(palette('layout:row'));
    const row = canvasNode('row_2');
    expect(within(row).getAllByTestId(/^canvas-node-col_/)).toHaveLength(1);
    click(screen.getByRole('button', { name: 'Add column to Row row_2' }));
    expect(within(canvasNode('row_2')).getAllByTestId(/^canvas-node-col_/)).toHaveLength(2);
    click(canvasNode('col_3'));
    click(palette('attribute:budget'));
    expect(within(canvasNode('col_3')).getByText('Budget')).toBeTruthy();
    expect(within(canvasNode('row_2')).getByText('Budget')).toBeTruthy();
  });

  it('disables add column at four columns', { timeout: 60_000 }, async () => {
    await openDesigner();
    const add = () => screen.getByTestId('add-column-row_1');
    for (let i = 0; i < 3; i += 1) click(add());
    expect(within(canvasNode('row_1')).getAllByTestId(/^canvas-node-col_/)).toHaveLength(4);
    expect((add() as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a drop the rules forbid, with the reason, and changes nothing', {
    timeout: 60_000,
  }, async () => {
    await openDesigner();
    click(canvasNode('col_1'));
    click(palette('layout:tab'));
    expect(
      await screen.findAllByText('Cannot drop here: A column cannot hold a tab.', undefined, WAIT),
    ).not.toHaveLength(0);
    expect(screen.queryByTestId(/^canvas-node-tab_/)).toBeNull();
    expect((screen.getByTestId('designer-undo') as HTMLButtonElement).disabled).toBe(true);
  });

  it('words the refusal in the person’s language', { timeout: 60_000 }, async () => {
    initI18n('en');
    await switchLanguage('ar');
    await openDesigner();
    click(canvasNode('col_1'));
    click(palette('layout:tab'));
    expect(
      await screen.findAllByText(
        'لا يمكن الإفلات هنا: لا يمكن وضع علامة تبويب داخل العمود.',
        undefined,
        WAIT,
      ),
    ).not.toHaveLength(0);
  });

  it('removes with the cascades of §4.3 and resets an emptied form', { timeout: 60_000 }, async () => {
    await openDesigner();
    click(screen.getByRole('button', { name: 'Remove Column col_1' }));
    // The row lost its only column and the grid its only row: the form is one grid, one row and one
    // empty column again.
    expect(screen.getAllByTestId(/^canvas-node-/).map((node) => node.dataset.testid)).toEqual([
      'canvas-node-grid_1',
      'canvas-node-row_1',
      'canvas-node-col_1',
    ]);
    expect(canvasNode('col_1').textContent).toContain('Drop any layout elements to start...');
    expect(palette('attribute:name')).toBeTruthy();
  });

  it('undoes and redoes from the buttons and the keyboard', { timeout: 60_000 }, async () => {
    await openDesigner();
    click(palette('attribute:status'));
    expect(screen.queryByTestId('canvas-node-field_status')).toBeTruthy();
    click(screen.getByTestId('designer-undo'));
    expect(screen.queryByTestId('canvas-node-field_status')).toBeNull();
    click(screen.getByTestId('designer-redo'));
    expect(screen.queryByTestId('canvas-node-field_status')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(screen.queryByTestId('canvas-node-field_status')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(screen.queryByTestId('canvas-node-field_status')).toBeTruthy();
  });

  it('moves an element from the keyboard through the legal places and announces it', {
    timeout: 60_000,
  }, async () => {
    await openDesigner();
    click(screen.getByTestId('add-column-row_1'));
    const handle = screen.getByRole('button', { name: 'Move Name' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ' });
    expect(screen.getByTestId('designer-announcement').textContent).toBe(
      'Name picked up. Use the arrow keys to move it.',
    );
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(within(canvasNode('col_2')).getByText('Name')).toBeTruthy();
    expect(screen.getByTestId('designer-announcement').textContent).toBe(
      'Name moved to position 1 in Column col_2.',
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Name' }), { key: ' ' });
    expect(screen.getByTestId('designer-announcement').textContent).toBe('Name placed.');
  });
});
