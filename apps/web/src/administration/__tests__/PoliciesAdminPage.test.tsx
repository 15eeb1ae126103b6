import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { PoliciesAdminPage } from '../PoliciesAdminPage';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();
let assignments: {
  policy_id: number;
  policy_name: string;
  user: { id: number; name: string; email: string };
}[];
let failRevoke: 'server' | 'refusal' | null;

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <PoliciesAdminPage />
      </App>
    </QueryClientProvider>,
  );
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => url.includes('policies?filter'));

describe('policies administration page', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
    failRevoke = null;
    assignments = [
      {
        policy_id: 1,
        policy_name: 'Reporting Viewer',
        user: { id: 3, name: 'Sam Sales', email: 'sam@x.org' },
      },
      { policy_id: 2, policy_name: 'Auditor', user: { id: 4, name: 'Hana HR', email: 'hana@x.org' } },
    ];
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = decodeURIComponent(String(url));
      if (path.endsWith('/policies/revoke')) {
        if (failRevoke === 'server') return jsonResponse(500, {});
        if (failRevoke === 'refusal')
          return jsonResponse(404, {
            statusCode: 404,
            message: 'Sam Sales does not hold the policy Reporting Viewer.',
          });
        const body = JSON.parse(String(init?.body));
        assignments = assignments.filter(
          (a) => !(a.user.id === body.user_id && a.policy_id === body.policy_id),
        );
        return jsonResponse(200, { success: true, message: 'Reporting Viewer revoked from Sam Sales.' });
      }
      if (path.includes('/policies/policies-list'))
        return jsonResponse(200, {
          data: [
            { id: 1, name: 'Reporting Viewer', description: null },
            { id: 2, name: 'Auditor', description: null },
          ],
        });
      if (path.includes('/policies/users')) return jsonResponse(200, { data: [] });
      if (path.includes('/auth/administration/policies')) {
        const filter = new URL(String(url), 'http://x').searchParams.get('filter');
        const conditions: { columnName: string; value: string | number }[] = filter ? JSON.parse(filter) : [];
        const data = assignments.filter((a) =>
          conditions.every((c) =>
            c.columnName === 'policy_id'
              ? a.policy_id === c.value
              : a.user.name.toLowerCase().includes(String(c.value).toLowerCase()),
          ),
        );
        return jsonResponse(200, { data });
      }
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

  it('filters the assignments by user with the spec’s filter and revokes one after a confirmation', async () => {
    renderPage();
    await screen.findByText('Hana HR', {}, WAIT);
    fireEvent.change(screen.getByLabelText('Filter by user'), { target: { value: 'sam' } });
    await waitFor(() => expect(screen.queryByText('Hana HR')).toBeNull(), WAIT);
    expect(listCalls().at(-1)).toContain('[{"columnName":"user_id_display","value":"sam"}]');
    await screen.findByText('sam@x.org', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByText('Reporting Viewer revoked from Sam Sales.', {}, WAIT);
    await waitFor(() => expect(screen.queryByText('sam@x.org')).toBeNull(), WAIT);
  });

  it('shows the server’s refusal, and the spec’s text when the server fails', async () => {
    renderPage();
    const row = (await screen.findByText('Sam Sales', {}, WAIT)).closest('tr') as HTMLElement;
    failRevoke = 'refusal';
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByText('Sam Sales does not hold the policy Reporting Viewer.', {}, WAIT);
    failRevoke = 'server';
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const yes = await screen.findAllByRole('button', { name: 'Yes' });
    fireEvent.click(yes.at(-1) as HTMLElement);
    await screen.findByText('error occured when trying to revoke a policy', {}, WAIT);
  });
});
