import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designServer, renderComposer, setUpSession, WAIT } from './designer-harness';

beforeEach(setUpSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the composer landing page', () => {
  it('lists objects and their forms with status and version, and opens a form', {
    timeout: 60_000,
  }, async () => {
    designServer();
    renderComposer('/administration/composer');
    fireEvent.click(await screen.findByTestId('composer-object-lead', undefined, WAIT));
    const open = await screen.findByTestId('composer-open-form-12', undefined, WAIT);
    const item = open.closest('.ant-list-item');
    if (!(item instanceof HTMLElement)) throw new Error('the form is not listed');
    expect(within(item).getByText('Lead form')).toBeTruthy();
    expect(within(item).getByText('Published')).toBeTruthy();
    expect(within(item).getByText('Version 3')).toBeTruthy();
    fireEvent.click(open);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/administration/composer/12'),
    );
    expect(await screen.findByTestId('designer-canvas', undefined, WAIT)).toBeTruthy();
  });

  it('creates a draft form with a name and opens it', { timeout: 60_000 }, async () => {
    const server = designServer();
    renderComposer('/administration/composer');
    fireEvent.click(await screen.findByTestId('composer-new-form-lead', undefined, WAIT));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The form name is required.', undefined, WAIT)).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('composer-new-form-name'), {
      target: { value: 'Quick lead' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/administration/composer/13'),
      WAIT,
    );
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: 'administration/objects/lead/forms',
      body: { name: 'Quick lead', type: 'default' },
    });
  });
});
