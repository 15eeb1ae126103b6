import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { RecordPermissionsAdminPage } from '../RecordPermissionsAdminPage';

const WAIT = { timeout: 15_000 };
const fetchMock = vi.fn<typeof fetch>();
let refuseTransfer: boolean;

const paths = (part: string) =>
  fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url))).filter((url) => url.includes(part));

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RecordPermissionsAdminPage />
      </App>
    </QueryClientProvider>,
  );
}

/** Opens the last select so named and picks the option from its own list (earlier lists stay mounted). */
async function choose(label: string, option: string) {
  const last = () => screen.getAllByRole('combobox', { name: label }).at(-1) as HTMLElement;
  fireEvent.mouseDown(last());
  const options = await waitFor(() => {
    const found = screen.getAllByTitle(option).filter((node) => node.matches('.ant-select-item-option'));
    expect(found.length).toBeGreaterThan(0);
    return found;
  }, WAIT);
  fireEvent.click(options.at(-1) as HTMLElement);
}

describe('record permissions administration page', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
    refuseTransfer = false;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = decodeURIComponent(String(url));
      if (path.includes('/ownership-transfer')) {
        if (refuseTransfer)
          return jsonResponse(422, {
            statusCode: 422,
            message: 'The new owner must be a member of this organization.',
          });
        return jsonResponse(200, { data: [{ object: 'account', count: 2 }], total: 2 });
      }
      if (path.endsWith('/record-permissions/objects'))
        return jsonResponse(200, { data: [{ name: 'account', display_name: 'Account', module: 'crm' }] });
      if (path.endsWith('/record-permissions/users'))
        return jsonResponse(200, {
          data: [
            { id: 3, name: 'Sam Sales', email: 'sam@x.org' },
            { id: 5, name: 'Nora None', email: 'nora@x.org' },
          ],
        });
      if (path.includes('/record-permissions/objects/account/records')) {
        const search = new URL(String(url), 'http://x').searchParams.get('search') ?? '';
        const rows = [
          { id: 7, label: 'Acme Trading', owner_id: 3, owner_name: 'Sam Sales', restricted: true },
          { id: 8, label: 'Zeta Foods', owner_id: 5, owner_name: 'Nora None', restricted: false },
        ];
        return jsonResponse(200, { data: rows.filter((row) => row.label.includes(search)) });
      }
      if (path.endsWith('/auth/record_permissions/account/7'))
        return jsonResponse(200, {
          data: [
            {
              id: 1,
              to_user: 9,
              to_user_display: 'Hana HR',
              to_role: null,
              to_role_display: null,
              permission: 1,
            },
          ],
        });
      if (path.includes('/auth/record_permissions/account/7/')) return jsonResponse(200, { data: [] });
      return jsonResponse(404, { message: `unexpected ${path} ${init?.method ?? 'GET'}` });
    });
    connectApiSession();
    sessionStore.setState({
      token: 'own-token-0123456789',
      profile: samProfile({ id: 2, name: 'Ada Lovelace' }),
      loggedIn: true,
      activeOrganization: 1,
    });
  });

  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.unstubAllGlobals();
    clearLocalSession();
    window.localStorage.clear();
    fetchMock.mockReset();
  });

  it('lists an object’s records, searches them and opens a record’s grants', async () => {
    renderPage();
    await screen.findByText('Choose an object to see its records.', {}, WAIT);
    await choose('Object', 'Account');
    await screen.findByText('Acme Trading', {}, WAIT);
    expect(screen.getByText('Restricted')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search records by name or id'), { target: { value: 'Zeta' } });
    await waitFor(() => expect(screen.queryByText('Acme Trading')).toBeNull(), WAIT);
    expect(paths('/records?').at(-1)).toContain('search=Zeta');
    fireEvent.change(screen.getByLabelText('Search records by name or id'), { target: { value: '' } });
    await screen.findByText('Acme Trading', {}, WAIT);
    const row = screen.getByText('Acme Trading').closest('tr') as HTMLElement;
    fireEvent.click(row.querySelector('button') as HTMLElement);
    await screen.findByText('Hana HR', {}, WAIT);
    expect(paths('/auth/record_permissions/account/7').length).toBeGreaterThan(0);
  }, 90_000);

  it('transfers one member’s records to another and shows the count, or the server’s refusal', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Ownership transfer' }, WAIT));
    await choose('Current owner', 'Sam Sales <sam@x.org>');
    await choose('New owner', 'Nora None <nora@x.org>');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer ownership' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }, WAIT));
    await screen.findByText('Account: 2', {}, WAIT);
    const post = fetchMock.mock.calls.find(([url]) => String(url).includes('/ownership-transfer'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ from_user_id: 3, to_user_id: 5 });
    refuseTransfer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Transfer ownership' }));
    const yes = await screen.findAllByRole('button', { name: 'OK' });
    fireEvent.click(yes.at(-1) as HTMLElement);
    await screen.findByText('The new owner must be a member of this organization.', {}, WAIT);
  }, 90_000);
});
