import type { AuditEntry } from '@atrium/core';
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
import { AuditPage } from '../AuditPage';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

const entries: AuditEntry[] = [
  {
    id: 'a2',
    at: '2026-11-20T10:00:00.000Z',
    kind: 'user',
    action: 'deactivated',
    actor: { id: 1, name: 'Super Admin' },
    user: { id: 9, name: 'Grace Hopper' },
    org_id: null,
    summary: 'Deactivated Grace Hopper; their sessions ended.',
  },
  {
    id: 'l1',
    at: '2026-11-20T09:00:00.000Z',
    kind: 'login-as',
    action: 'GET',
    actor: { id: 1, name: 'Super Admin' },
    user: { id: 3, name: 'Sam Sales' },
    org_id: null,
    summary: 'GET /api/v1/auth/me (200)',
  },
];

const calls = (part: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(part));

describe('audit page', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:audit', revokeObjectURL: () => {} }),
    );
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.includes('/auth/superadmin/audit/export'))
        return new Response('at,kind\r\n', { status: 200, headers: { 'x-filename': 'audit.csv' } });
      if (path.includes('/auth/superadmin/audit?')) {
        const kind = new URL(path, 'http://x').searchParams.get('kind');
        const data = entries.filter((e) => !kind || e.kind === kind);
        return jsonResponse(200, { data, total: data.length });
      }
      if (path.includes('/auth/administration/users?')) return jsonResponse(200, { data: [], total: 0 });
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
    vi.unstubAllGlobals();
    clearLocalSession();
    window.localStorage.clear();
    fetchMock.mockReset();
  });

  it('lists entries with both people, filters by kind and exports the same filter', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <App>
          <AuditPage />
        </App>
      </QueryClientProvider>,
    );
    await screen.findByText('GET /api/v1/auth/me (200)', {}, WAIT);
    expect(screen.getByText('Deactivated Grace Hopper; their sessions ended.')).toBeTruthy();
    expect(screen.getByText('Login as user')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByTitle('User', {}, WAIT));
    await waitFor(() => expect(screen.queryByText('GET /api/v1/auth/me (200)')).toBeNull(), WAIT);
    expect(calls('/auth/superadmin/audit?').at(-1)).toContain('kind=user');
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(calls('/audit/export')).toHaveLength(1), WAIT);
    expect(calls('/audit/export')[0]).toContain('kind=user');
  });
});
