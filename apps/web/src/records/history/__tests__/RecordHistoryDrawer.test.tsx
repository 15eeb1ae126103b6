import type { ObjectDefinition } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { connectApiSession } from '../../../session/connect-api-session';
import { clearLocalSession } from '../../../session/session-actions';
import { sessionStore } from '../../../session/session-store';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../../test-support/fixtures';
import { RecordHistoryDrawer } from '../RecordHistoryDrawer';
import { tracksHistory } from '../record-history';

const WAIT = { timeout: 5000 };

const deal: ObjectDefinition = {
  id: 4,
  name: 'deal',
  display_name: 'Deal',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/deal',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes: [
    { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
    {
      id: 2,
      name: 'amount',
      label: 'Amount',
      type: 'decimalField',
      options: { enableHistoryTracking: true },
    },
  ],
};

/** Twenty-three changes of the amount, newest first, as the server pages them. */
const ALL = Array.from({ length: 23 }, (_, index) => ({
  id: 23 - index,
  attribute: 'amount',
  label: 'Amount',
  action: index === 22 ? 'created' : 'updated',
  old_value: index === 22 ? null : 1000 * (22 - index),
  new_value: 1000 * (23 - index),
  user_id: 3,
  user_name: 'Sam Sales',
  changed_at: '2026-11-20T10:00:00.000Z',
}));
let asked: string[];
let rows: Record<string, unknown>[];

beforeEach(() => {
  asked = [];
  rows = ALL;
  initI18n('en');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname !== '/api/v1/records/deal/9/history') return jsonResponse(404, { message: 'no' });
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      return jsonResponse(200, {
        data: rows.slice((page - 1) * size, page * size),
        total: rows.length,
        current_page: page,
        per_page: size,
      });
    }),
  );
  connectApiSession();
  sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 1, profile: samProfile() });
});

afterEach(() => {
  cleanup();
  clearLocalSession();
  vi.unstubAllGlobals();
});

describe('the history of a record', () => {
  it('is offered only for objects that track an attribute', () => {
    expect(tracksHistory(deal)).toBe(true);
    expect(tracksHistory({ ...deal, attributes: [deal.attributes[0] as never] })).toBe(false);
  });

  it('lists who changed what from what to what, newest first, formatted as the form shows it, a page at a time', async () => {
    stubBrowser(1280);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <RecordHistoryDrawer open onClose={() => undefined} definition={deal} recordId={9} version={24} />
        </App>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'History of changes' }, WAIT);
    const first = (await within(dialog).findAllByText('Sam Sales', {}, WAIT))[0]?.closest('tr');
    if (!first) throw new Error('no rows');
    expect(within(first).getByText('Amount')).toBeTruthy();
    expect(within(first).getByText('Updated')).toBeTruthy();
    expect(within(first).getByText('22,000')).toBeTruthy();
    expect(within(first).getByText('23,000')).toBeTruthy();
    expect(asked).toEqual(['/api/v1/records/deal/9/history?page=1&pageSize=20']);

    fireEvent.click(within(dialog).getByTitle('2'));
    expect(await within(dialog).findByText('Created', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText('(empty)')).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/v1/records/deal/9/history?page=2&pageSize=20');
  });

  it('says so when an encrypted value could not be decrypted', async () => {
    stubBrowser(1280);
    rows = [{ ...ALL[0], old_value: 5, new_value: null, unreadable: true }];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <RecordHistoryDrawer open onClose={() => undefined} definition={deal} recordId={9} version={2} />
        </App>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'History of changes' }, WAIT);
    expect(
      await within(dialog).findByText(
        'Unreadable: the encrypted value was changed or its key is missing',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('5')).toBeTruthy();
  });
});
