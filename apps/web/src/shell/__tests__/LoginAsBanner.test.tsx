import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { loginAsUser } from '../../session/login-as-user';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { LoginAsBanner } from '../LoginAsBanner';

const fetchMock = vi.fn<typeof fetch>();
const own = samProfile({ id: 1, name: 'Super Admin', is_super_admin: true, is_admin: true });
const asSam = samProfile({ impersonated_by: { id: 1, name: 'Super Admin' } });

function calls(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`/api/v1/${path}`));
}

function renderBanner() {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/userzone']}>
        <Routes>
          <Route path="/userzone" element={<LoginAsBanner />} />
          <Route path="/superadmin/login-as-user" element={<h1>Login as user</h1>} />
          <Route path="/logout" element={<h1>Signed out</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('login as user', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.startsWith('/api/v1/auth/superadmin/login-as-user/end'))
        return jsonResponse(200, { success: true, message: 'Returned.' });
      if (path.startsWith('/api/v1/auth/superadmin/login-as-user'))
        return jsonResponse(200, {
          success: true,
          token: 'sam-token-as-admin',
          profile: asSam,
          message: 'ok',
        });
      if (path.startsWith('/api/v1/auth/user/permissionsbygroup'))
        return jsonResponse(200, { group: 'admin', data: {} });
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    connectApiSession();
    sessionStore.setState({ token: 'own-token', profile: own, loggedIn: true, activeOrganization: 2 });
  });

  afterEach(() => {
    cleanup();
    clearLocalSession();
    window.localStorage.clear();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows no banner in a session of ones own', () => {
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Return to my account' })).toBeNull();
  });

  it('acts as the user with a banner naming both, and returns to the own session', async () => {
    // The page is left while the super admin's own session still holds: the session changes after.
    const tokenWhenLeaving: (string | null)[] = [];
    await loginAsUser(asSam.id, async () => {
      tokenWhenLeaving.push(sessionStore.getState().token);
    });
    expect(tokenWhenLeaving).toEqual(['own-token']);
    expect(JSON.parse(String(calls('auth/superadmin/login-as-user')[0]?.[1]?.body))).toEqual({
      user_id: asSam.id,
    });
    expect(sessionStore.getState()).toMatchObject({ token: 'sam-token-as-admin', profile: asSam });
    renderBanner();
    expect(screen.getByRole('status').textContent).toContain(
      'Super Admin, you are signed in as Sam Sales. Everything you do is recorded with both names.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Return to my account' }));
    await screen.findByRole('heading', { name: 'Login as user' });
    const end = calls('auth/superadmin/login-as-user/end')[0];
    expect(new Headers(end?.[1]?.headers).get('authorization')).toBe('Bearer sam-token-as-admin');
    expect(sessionStore.getState()).toMatchObject({ token: 'own-token', profile: own });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('signs out when the own session was not kept', async () => {
    sessionStore.setState({ token: 'sam-token-as-admin', profile: asSam });
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Return to my account' }));
    await screen.findByRole('heading', { name: 'Signed out' });
  });
});
