import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designServer, leadBody, leadDesign, renderComposer, setUpSession, WAIT } from './designer-harness';

beforeEach(setUpSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the designer page', () => {
  it('opens the draft, and Discard draft goes back to the published form', { timeout: 60_000 }, async () => {
    const drafted = leadBody();
    drafted.children?.[0]?.children?.[0]?.children?.push({
      id: 'field_status',
      type: 'singleLine',
      attributeName: 'status',
    });
    const server = designServer({
      ...leadDesign(),
      draft: { body: drafted, rules: [], savedAt: '2026-11-21T10:00:00Z', savedBy: 'ada' },
    });
    renderComposer();
    expect(await screen.findByTestId('canvas-node-field_status', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Unpublished draft')).toBeTruthy();
    fireEvent.click(screen.getByTestId('designer-discard-draft'));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByTestId('canvas-node-field_status')).toBeNull(), WAIT);
    expect(
      server.calls.some((call) => call.method === 'DELETE' && call.path === 'administration/forms/12/draft'),
    ).toBe(true);
    expect(screen.queryByTestId('designer-discard-draft')).toBeNull();
  });

  it('asks before Cancel leaves unsaved changes, and leaves at once when there are none', {
    timeout: 60_000,
  }, async () => {
    designServer();
    renderComposer();
    await screen.findByTestId('designer-canvas', undefined, WAIT);
    fireEvent.click(screen.getByTestId('palette-item-attribute:status'));
    fireEvent.click(screen.getByTestId('designer-cancel'));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location').textContent).toBe('/administration/composer/12');
    fireEvent.click(screen.getByTestId('designer-undo'));
    fireEvent.click(screen.getByTestId('designer-cancel'));
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/administration/composer'),
      WAIT,
    );
  });
});
