import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designServer, renderComposer, setUpSession, WAIT } from './designer-harness';

beforeEach(setUpSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Rules tab', () => {
  it('keeps the rules in the design: undo covers them and the save sends them', {
    timeout: 60_000,
  }, async () => {
    const server = designServer();
    renderComposer();
    await screen.findByTestId('designer-canvas', undefined, WAIT);
    fireEvent.click(screen.getByTestId('designer-tab-rules'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add rule' }, WAIT));
    expect(screen.queryByText('This form has no rules yet.')).toBeNull();
    fireEvent.click(screen.getByTestId('designer-undo'));
    expect(screen.getByText('This form has no rules yet.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('designer-redo'));
    expect(screen.queryByText('This form has no rules yet.')).toBeNull();

    fireEvent.click(screen.getByTestId('designer-save-draft'));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true), WAIT);
    const sent = server.calls.find((call) => call.method === 'PUT')?.body as { rules: unknown[] };
    expect(sent.rules).toHaveLength(1);
  });
});
