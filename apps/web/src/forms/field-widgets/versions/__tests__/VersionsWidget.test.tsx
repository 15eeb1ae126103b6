import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { VersionsButtonsWidget } from '../VersionsButtonsWidget';
import { VersionsWidget } from '../VersionsWidget';

const calls: string[] = [];
const versioned = {
  has_versioning: true,
  name: 'account',
  api_endpoint: 'records/account',
  attributes: [{ id: 1, name: 'field', label: 'Field', type: 'singleLine' as const, options: {} }],
};

function serve() {
  stubServer(
    () => new Set(),
    [
      (url, init) => {
        calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
        if (url.pathname.endsWith('records/account/42/versions') && init?.method === 'POST') {
          return jsonResponse(201, { id: 43, permission: 7 });
        }
        if (url.pathname.endsWith('records/account/42/versions')) {
          return jsonResponse(200, {
            data: [
              { id: 40, number: 1, is_active_version: false, created_at: '2026-01-02T10:00:00Z' },
              { id: 42, number: 2, is_active_version: true, created_at: '2026-02-03T10:00:00Z' },
            ],
          });
        }
        if (url.pathname.endsWith('records/account/40'))
          return jsonResponse(200, { id: 40, field: 'Old value' });
        return undefined;
      },
    ],
  );
}

describe('versions panel and buttons', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    calls.length = 0;
    serve();
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  it('lists the versions and shows one in the View Version modal', async () => {
    renderPanel(
      VersionsWidget,
      widgetProps({
        type: 'versions',
        record: { id: 42, is_active_version: true },
        definitionOverrides: versioned,
      }),
    );
    expect(await screen.findByText('Versions List', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText(/Version 1/, {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'View' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('View Version')).toBeTruthy();
    expect(await within(dialog).findByText('Old value', {}, WAIT)).toBeTruthy();
  });

  it('is hidden when the record is not the active version, and for an unsaved record', async () => {
    const { container } = renderPanel(
      VersionsWidget,
      widgetProps({
        type: 'versions',
        record: { id: 40, is_active_version: false },
        definitionOverrides: versioned,
      }),
    );
    expect(container.textContent).toBe('/crm/accounts/42');
    cleanup();
    const other = renderPanel(
      VersionsButtonsWidget,
      widgetProps({ type: 'versionsButtons', record: { id: 'new' }, definitionOverrides: versioned }),
    );
    expect(other.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('creates a version of the active record and opens it', async () => {
    renderPanel(
      VersionsButtonsWidget,
      widgetProps({
        type: 'versionsButtons',
        record: { id: 42, is_active_version: true },
        definitionOverrides: versioned,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Create Version/ }, WAIT));
    await waitFor(() => expect(calls).toContain('POST /api/v1/records/account/42/versions'), WAIT);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/crm/accounts/43'), WAIT);
  });
});
