import { MODULES } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceListRefresh, listRefreshEvent } from '../../../app/list-refresh';
import { initI18n } from '../../../i18n/i18n';
import { connectApiSession } from '../../../session/connect-api-session';
import { permissionClient } from '../../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../../session/session-actions';
import { sessionStore } from '../../../session/session-store';
import { TopBarProvider } from '../../../shell/top-bar/TopBarContext';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../../test-support/fixtures';
import { account } from '../../form/__tests__/record-page-harness';
import { RecordListPage } from '../RecordListPage';

const WAIT = { timeout: 5000 };
/** The names the fake server lists, changed by the tests between loads. */
let names: string[];
let listCalls: number;

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/api/v1/', '');
      if (path === 'auth/user/isallowed') {
        const asked = (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
        return jsonResponse(200, Object.fromEntries(asked.map((name) => [name, true])));
      }
      if (path === 'records/account') {
        listCalls += 1;
        const data = names.map((name, index) => ({ id: index + 1, name, city: '', permission: 7 }));
        return jsonResponse(200, {
          data,
          total: data.length,
          total_is_estimate: false,
          per_page: 20,
          current_page: 1,
          last_page: 1,
        });
      }
      return jsonResponse(404, { statusCode: 404, message: `unexpected ${path}` });
    }),
  );
}

function renderList() {
  stubBrowser(1280);
  const crm = MODULES.find((module) => module.key === 'crm');
  const entry = crm?.navigation.find((item) => item.url === '/crm/accounts') ?? crm?.navigation[0];
  if (!entry) throw new Error('The CRM module has no accounts entry');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <TopBarProvider>
          <MemoryRouter initialEntries={['/crm/accounts']}>
            <RecordListPage
              route={{ entry, definition: account, scope: 'account', listRoute: '/crm/accounts' }}
            />
          </MemoryRouter>
        </TopBarProvider>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  names = ['Acme'];
  listCalls = 0;
  initI18n('en');
  serve();
  connectApiSession();
  sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 2, profile: samProfile() });
  permissionClient.setScope('2');
});

afterEach(() => {
  cleanup();
  clearLocalSession();
  permissionClient.clear();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("'{listId}::refresh'", { timeout: 20_000 }, () => {
  it('names the event after the list id', () => {
    expect(listRefreshEvent('account')).toBe('account::refresh');
  });

  it('reloads the list page of the object when told, and only that object’s', async () => {
    renderList();
    expect(await screen.findByText('Acme', {}, WAIT)).toBeTruthy();
    const loads = listCalls;
    names = ['Acme', 'Beta Trading'];
    announceListRefresh('contact');
    window.dispatchEvent(new Event('account::other'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listCalls).toBe(loads);
    expect(screen.queryByText('Beta Trading')).toBeNull();
    announceListRefresh('account');
    expect(await screen.findByText('Beta Trading', {}, WAIT)).toBeTruthy();
    expect(listCalls).toBe(loads + 1);
  });

  it('stops listening once the page is gone', async () => {
    const view = renderList();
    expect(await screen.findByText('Acme', {}, WAIT)).toBeTruthy();
    view.unmount();
    const loads = listCalls;
    announceListRefresh('account');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listCalls).toBe(loads);
  });
});
