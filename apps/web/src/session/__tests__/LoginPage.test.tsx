import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { initI18n } from '../../i18n/i18n';
import { samProfile } from '../../test-support/fixtures';
import { connectApiSession } from '../connect-api-session';
import { LoginPage } from '../LoginPage';
import { clearLocalSession } from '../session-actions';
import { sessionStore } from '../session-store';
import { SSO_STATE_KEY, STORAGE_KEYS } from '../storage-keys';

const SSO_URL = 'https://id.example.com/authorize?client_id=atrium&state=st-123';

const profile = samProfile();

const fetchMock = vi.fn<typeof fetch>();

function ssoCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/auth/sso');
}

function renderLogin(state?: { from: string }) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LoginPage', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ url: SSO_URL, state: 'st-123' }), { status: 200 }),
    );
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

  it("shows 'Sign In' and turns 'Sign in using SSO' into a link to the provider", async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('Preparing single sign-on...')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Sign in using SSO/ });
    expect(link.getAttribute('href')).toBe(SSO_URL);
    const [call] = ssoCalls();
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ locale: 'en', reauthenticate: false });
  });

  it('keeps the returned state in sessionStorage for /checklogin', async () => {
    renderLogin();
    await screen.findByRole('link', { name: /Sign in using SSO/ });
    expect(window.sessionStorage.getItem(SSO_STATE_KEY)).toBe('st-123');
    expect(window.localStorage.getItem(SSO_STATE_KEY)).toBeNull();
  });

  it('asks the provider for the password again after a sign-out in this browser', async () => {
    window.localStorage.setItem(STORAGE_KEYS.signedOut, 'true');
    renderLogin();
    await screen.findByRole('link', { name: /Sign in using SSO/ });
    expect(JSON.parse(String(ssoCalls()[0]?.[1]?.body))).toMatchObject({ reauthenticate: true });
  });

  it("makes 'Request Access' a mailto link to IT support", async () => {
    renderLogin();
    const link = screen.getByRole('link', { name: /Request Access/ });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:it-support@atrium.local?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Request for an Atrium account');
    expect(params.get('body')).toContain('Please create an Atrium account for me.');
    await screen.findByRole('link', { name: /Sign in using SSO/ });
  });

  it('remembers the protected page the visitor came from', async () => {
    renderLogin({ from: '/crm/accounts?page=2' });
    await screen.findByRole('link', { name: /Sign in using SSO/ });
    expect(window.localStorage.getItem(STORAGE_KEYS.redirect)).toBe('"/crm/accounts?page=2"');
  });

  it('says when single sign-on cannot be prepared', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ statusCode: 503, message: 'Provider down' }), { status: 503 }),
    );
    renderLogin();
    expect(
      await screen.findByText(
        'Single sign-on is not available right now: Provider down',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sign in using SSO/ })).toBeNull();
  });

  it('sends a signed-in person to / without asking for single sign-on', async () => {
    sessionStore.setState({ token: 'tok', profile, loggedIn: true, activeOrganization: 1 });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
    await waitFor(() => expect(ssoCalls()).toHaveLength(0));
  });
});
