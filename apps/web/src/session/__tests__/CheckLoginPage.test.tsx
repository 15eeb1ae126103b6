import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { CheckLoginPage } from '../CheckLoginPage';
import { connectApiSession } from '../connect-api-session';
import { LoginFailedPage } from '../LoginFailedPage';
import { clearLocalSession } from '../session-actions';
import { sessionStore } from '../session-store';
import { SSO_STATE_KEY, STORAGE_KEYS } from '../storage-keys';

const profile = samProfile({ job_title: 'Sales', active_organization: 2, is_admin: true });

const fetchMock = vi.fn<typeof fetch>();

function loginCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/auth/loginWithOpenId');
}

function renderCheckLogin(fragment: string) {
  return render(
    <MemoryRouter initialEntries={[`/checklogin${fragment}`]}>
      <Routes>
        <Route path="/checklogin" element={<CheckLoginPage />} />
        <Route path="/loginFailed" element={<LoginFailedPage />} />
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/crm/accounts" element={<h1>Accounts page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CheckLoginPage', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path === '/api/v1/auth/loginWithOpenId')
        return jsonResponse(200, { success: true, token: 'session-token', profile, message: 'Welcome' });
      if (path.startsWith('/api/v1/auth/user/permissionsbygroup'))
        return jsonResponse(200, { group: 'admin', data: { 'admin:users': true } });
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    connectApiSession();
  });

  afterEach(() => {
    cleanup();
    clearLocalSession();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('sends a fragment without an id token to /loginFailed', async () => {
    renderCheckLogin('');
    expect(await screen.findByRole('heading', { name: 'Sign-in failed' })).toBeTruthy();
    expect(loginCalls()).toHaveLength(0);
  });

  it('refuses an answer whose state is not the one this browser sent', async () => {
    window.sessionStorage.setItem(SSO_STATE_KEY, 'sent-state');
    renderCheckLogin('#id_token=a.b.c&state=other-state');
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(
      screen.getByText(
        'This sign-in answer does not match a request made from this browser. Please sign in again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
    expect(loginCalls()).toHaveLength(0);
    expect(sessionStore.getState().loggedIn).toBe(false);
  });

  it("shows 'An error occurred' and the server's message when the token is refused (401)", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, message: 'The id token has expired.' }));
    window.sessionStorage.setItem(SSO_STATE_KEY, 'sent-state');
    renderCheckLogin('#id_token=a.b.c&state=sent-state');
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('The id token has expired.')).toBeTruthy();
    expect(loginCalls()).toHaveLength(1);
    expect(sessionStore.getState()).toMatchObject({
      loggedIn: false,
      token: null,
      error: true,
      errorMessage: 'The id token has expired.',
    });
  });

  it("shows the identity provider's error description", async () => {
    renderCheckLogin('#error=access_denied&error_description=The%20user%20cancelled');
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('The user cancelled')).toBeTruthy();
    expect(loginCalls()).toHaveLength(0);
  });

  it('posts the token once, signs in and returns to the page the visitor wanted', async () => {
    window.sessionStorage.setItem(SSO_STATE_KEY, 'sent-state');
    window.localStorage.setItem(STORAGE_KEYS.redirect, JSON.stringify('/crm/accounts'));
    renderCheckLogin('#id_token=a.b.c&state=sent-state');
    expect(screen.getByRole('heading', { name: 'We are verifying your login' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeTruthy();
    expect(loginCalls()).toHaveLength(1);
    expect(loginCalls()[0]?.[1]?.body).toBe('{"token":"a.b.c"}');
    expect(sessionStore.getState()).toMatchObject({
      loggedIn: true,
      token: 'session-token',
      activeOrganization: 2,
    });
    expect(window.sessionStorage.getItem(SSO_STATE_KEY)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.redirect)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('"session-token"');
  });

  it('goes to / when no page was waiting', async () => {
    window.sessionStorage.setItem(SSO_STATE_KEY, 'sent-state');
    renderCheckLogin('#id_token=a.b.c&state=sent-state');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });
});
