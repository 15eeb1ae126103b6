import type { RealtimeMessage } from '@atrium/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { DuplicationButtonsWidget } from '../DuplicationButtonsWidget';

const listeners = new Map<string, (message: RealtimeMessage) => void>();
vi.mock('../../../../app/socket', () => ({
  listen: (channel: string, handler: (message: RealtimeMessage) => void) => {
    listeners.set(channel, handler);
    return () => listeners.delete(channel);
  },
}));

const CHANNEL = 'private-atrium.records.account.42';
let duplicateStatus = 202;

describe('DuplicationButtonsWidget', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    listeners.clear();
    duplicateStatus = 202;
    stubServer(
      () => new Set(),
      [
        (url, init) =>
          url.pathname.endsWith('records/account/42/duplicate') && init?.method === 'POST'
            ? duplicateStatus === 202
              ? jsonResponse(202, { message: 'The copy is being made.', jobId: '1' })
              : jsonResponse(duplicateStatus, {
                  statusCode: duplicateStatus,
                  message: 'You need the account:create permission.',
                })
            : undefined,
      ],
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  const props = () =>
    widgetProps({
      type: 'duplicationButtons',
      record: { id: 42 },
      definitionOverrides: { name: 'account', api_endpoint: 'records/account' },
    });

  it('locks the page, says it started, waits for the record channel, shows its message and opens the copy', async () => {
    renderPanel(DuplicationButtonsWidget, props());
    fireEvent.click(await screen.findByRole('button', { name: /Duplicate/ }, WAIT));
    expect(
      (await screen.findAllByText('Duplication started please wait...', {}, WAIT)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Duplicate/ }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(listeners.has(CHANNEL)).toBe(true), WAIT);
    listeners.get(CHANNEL)?.({ channel: CHANNEL, event: 'updated', data: {} });
    expect(screen.getByTestId('location').textContent).toBe('/crm/accounts/42');
    listeners.get(CHANNEL)?.({
      channel: CHANNEL,
      event: 'duplicated',
      data: { id: 77, source: 42, message: 'Copy ready' },
    });
    expect(await screen.findByText('Copy ready', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/crm/accounts/77'), WAIT);
    expect(listeners.has(CHANNEL)).toBe(false);
  });

  it('unlocks and shows the server message when the request is refused', async () => {
    duplicateStatus = 403;
    renderPanel(DuplicationButtonsWidget, props());
    fireEvent.click(await screen.findByRole('button', { name: /Duplicate/ }, WAIT));
    expect(await screen.findByText('You need the account:create permission.', {}, WAIT)).toBeTruthy();
    await waitFor(
      () => expect(screen.getByRole('button', { name: /Duplicate/ }).hasAttribute('disabled')).toBe(false),
      WAIT,
    );
  });

  it('has nothing to duplicate on an unsaved record', () => {
    renderPanel(DuplicationButtonsWidget, widgetProps({ type: 'duplicationButtons', record: { id: 'new' } }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
