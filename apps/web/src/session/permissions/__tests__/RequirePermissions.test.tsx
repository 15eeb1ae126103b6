import type { PermissionRequirement } from '@atrium/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { connectApiSession } from '../../connect-api-session';
import { clearLocalSession } from '../../session-actions';
import { sessionStore } from '../../session-store';
import { permissionClient } from '../permission-client-instance';
import { RequirePermissions } from '../RequirePermissions';

/** The server's answer: only these permissions are granted in organization 2. */
const GRANTED = new Set(['account:view', 'contact:view']);

const fetchMock = vi.fn<typeof fetch>();

function permissionsOf(call: Parameters<typeof fetch>): string[] {
  const url = new URL(String(call[0]), 'http://localhost');
  return (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
}

function answerIsAllowed(...call: Parameters<typeof fetch>): Promise<Response> {
  const body = Object.fromEntries(permissionsOf(call).map((name) => [name, GRANTED.has(name)]));
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
}

function renderAt(children: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/page']}>
      <Routes>
        <Route path="/page" element={children} />
        <Route path="/403" element={<h1>Forbidden page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

function guard(requires: PermissionRequirement, text: string, fallback?: ReactNode) {
  return (
    <RequirePermissions requires={requires} fallback={fallback}>
      <p>{text}</p>
    </RequirePermissions>
  );
}

describe('RequirePermissions', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(answerIsAllowed);
    connectApiSession();
    sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 2 });
    permissionClient.setScope('2');
  });

  afterEach(() => {
    cleanup();
    clearLocalSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('renders the children when every permission of `all` is granted', async () => {
    renderAt(guard({ all: ['account:view', 'contact:view'] }, 'Accounts list'));
    expect(screen.getByText('Loading... Please wait')).toBeTruthy();
    expect(await screen.findByText('Accounts list')).toBeTruthy();
    expect(screen.queryByText('Forbidden page')).toBeNull();
  });

  it('renders the children when one permission of `any` is granted', async () => {
    renderAt(guard({ any: ['lead:view', 'contact:view'] }, 'Contacts list'));
    expect(await screen.findByText('Contacts list')).toBeTruthy();
  });

  it('redirects to /403 when one permission of `all` is missing', async () => {
    renderAt(guard({ all: ['account:view', 'account:delete'] }, 'Secret'));
    expect(await screen.findByText('Forbidden page')).toBeTruthy();
    expect(screen.queryByText('Secret')).toBeNull();
  });

  it('redirects to /403 when no permission of `any` is granted', async () => {
    renderAt(guard({ any: ['lead:view', 'quote:view'] }, 'Secret'));
    expect(await screen.findByText('Forbidden page')).toBeTruthy();
  });

  it('shows the fallback instead of redirecting when given one', async () => {
    renderAt(guard({ all: ['admin:users'] }, 'Secret', <p>Ask your administrator</p>));
    expect(await screen.findByText('Ask your administrator')).toBeTruthy();
    expect(screen.queryByText('Forbidden page')).toBeNull();
    expect(screen.queryByText('Secret')).toBeNull();
  });

  it('sends the active organization with the lookup', async () => {
    renderAt(guard({ all: ['account:view'] }, 'Accounts list'));
    await screen.findByText('Accounts list');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-organization-id')).toBe('2');
  });

  it('asks the server once, after 200 ms, for every guard rendered together', async () => {
    vi.useFakeTimers();
    renderAt(
      <>
        {guard({ all: ['account:view'] }, 'Accounts')}
        {guard({ any: ['contact:view', 'lead:view'] }, 'Contacts')}
        {guard({ all: ['quote:view'] }, 'Quotes', <p>No quotes</p>)}
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [call] = fetchMock.mock.calls;
    expect(call && String(call[0]).startsWith('/api/v1/auth/user/isallowed?')).toBe(true);
    expect(call && permissionsOf(call).sort()).toEqual([
      'account:view',
      'contact:view',
      'lead:view',
      'quote:view',
    ]);
    expect(screen.getByText('Accounts')).toBeTruthy();
    expect(screen.getByText('Contacts')).toBeTruthy();
    expect(screen.getByText('No quotes')).toBeTruthy();
  });

  it('answers from the cache without a second request, and asks again once the cache is cleared', async () => {
    const first = renderAt(guard({ all: ['account:view'] }, 'Accounts list'));
    await screen.findByText('Accounts list');
    first.unmount();
    renderAt(guard({ all: ['account:view'] }, 'Accounts again'));
    expect(screen.getByText('Accounts again')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => permissionClient.clear());
    expect(screen.getByText('Loading... Please wait')).toBeTruthy();
    expect(await screen.findByText('Accounts again')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when the lookup fails, and shows the page once a retry succeeds', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ statusCode: 500, message: 'down' }), { status: 500 })),
    );
    renderAt(guard({ all: ['account:view'] }, 'Accounts page'));
    expect(await screen.findByText(/Your permissions could not be checked/)).toBeTruthy();
    fetchMock.mockImplementation(answerIsAllowed);
    await act(async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
    });
    expect(await screen.findByText('Accounts page', {}, { timeout: 3000 })).toBeTruthy();
  });
});
