import type { AdminUser } from '@atrium/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { UsersAdminPage } from '../UsersAdminPage';

const fetchMock = vi.fn<typeof fetch>();

function user(id: number, name: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@atrium.local`,
    job_title: null,
    locale: 'en',
    is_super_admin: false,
    active: true,
    deactivated_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    memberships: [{ org_id: 1, org_code: 'AHQ', role_ids: [], manager_id: null }],
    ...overrides,
  };
}

let people: AdminUser[];

function renderPage(path = '/administration/users') {
  return render(
    <QueryClientProvider client={queryClient}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/administration/users" element={<UsersAdminPage />} />
            <Route path="/superadmin/login-as-user" element={<UsersAdminPage />} />
            <Route path="/userzone" element={<h1>User zone</h1>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

function listCalls() {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('administration/users?'));
}

describe('users administration page', () => {
  beforeEach(() => {
    initI18n('en');
    people = [
      user(2, 'Ada Lovelace'),
      user(3, 'Sam Sales'),
      user(1, 'Super Admin', { is_super_admin: true }),
    ];
    stubBrowser();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      const deactivate = /administration\/users\/(\d+)\/deactivate$/.exec(path);
      if (deactivate && init?.method === 'POST') {
        const id = Number(deactivate[1]);
        people = people.map((p) => (p.id === id ? { ...p, active: false } : p));
        return jsonResponse(
          200,
          people.find((p) => p.id === id),
        );
      }
      if (path.includes('/api/v1/auth/administration/users?')) {
        const search = new URL(path, 'http://x').searchParams.get('search') ?? '';
        const data = people.filter((p) => p.name.toLowerCase().includes(search.toLowerCase()));
        return jsonResponse(200, { data, total: data.length });
      }
      if (path.startsWith('/api/v1/auth/superadmin/login-as-user'))
        return jsonResponse(200, {
          success: true,
          token: 'as-sam-token-0123456789',
          profile: samProfile({ impersonated_by: { id: 1, name: 'Super Admin' } }),
          message: 'ok',
        });
      if (path.startsWith('/api/v1/auth/user/permissionsbygroup'))
        return jsonResponse(200, { group: 'admin', data: {} });
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    connectApiSession();
    sessionStore.setState({
      token: 'own-token-0123456789',
      profile: samProfile({ id: 1, name: 'Super Admin', is_super_admin: true }),
      loggedIn: true,
      activeOrganization: 1,
    });
  });

  afterEach(() => {
    cleanup();
    queryClient.clear();
    clearLocalSession();
    window.localStorage.clear();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists people, searches them and deactivates one after a confirmation', async () => {
    renderPage();
    await screen.findByText('Ada Lovelace');
    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), { target: { value: 'sam' } });
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).toBeNull());
    expect(listCalls().at(-1)).toContain('search=sam');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/deactivate'))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByText('Deactivated');
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('offers login as user for everyone but super admins', async () => {
    renderPage('/superadmin/login-as-user');
    await screen.findByText('Sam Sales');
    const buttons = screen.getAllByRole('button', { name: 'Login as' }) as HTMLButtonElement[];
    expect(buttons.map((button) => button.disabled)).toEqual([false, false, true]);
    fireEvent.click(buttons[1] as HTMLButtonElement);
    await screen.findByRole('heading', { name: 'User zone' });
    expect(sessionStore.getState().token).toBe('as-sam-token-0123456789');
  });

  it('lets an organization administrator change no super admin (the server would refuse it)', async () => {
    sessionStore.setState({ profile: samProfile({ id: 2, name: 'Ada Lovelace', is_super_admin: false }) });
    renderPage();
    await screen.findByText('Super Admin');
    const edits = screen.getAllByRole('button', { name: 'Edit' }) as HTMLButtonElement[];
    const deactivates = screen.getAllByRole('button', { name: 'Deactivate' }) as HTMLButtonElement[];
    // Rows: Ada (herself), Sam, Super Admin.
    expect(edits.map((button) => button.disabled)).toEqual([false, false, true]);
    expect(deactivates.map((button) => button.disabled)).toEqual([true, false, true]);
  });
});
