import type { Organization } from '@atrium/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { permissionClient } from '../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { Sidebar } from '../Sidebar';
import type { SidebarState } from '../useSidebarState';

const profile = samProfile({ job_title: 'Sales' });

const organizations: Organization[] = [
  { id: 3, code: 'ZED', name: 'Zeta Trading', avatar: null },
  { id: 1, code: 'ACM', name: 'Acme Holding', avatar: null },
  { id: 2, code: 'bet', name: 'Beta Services', avatar: null },
];

const sidebarState: SidebarState = {
  open: true,
  pinned: true,
  visible: true,
  openSidebar: () => undefined,
  closeSidebar: () => undefined,
  togglePinned: () => undefined,
};

const fetchMock = vi.fn<typeof fetch>();

/** jsdom has neither matchMedia nor ResizeObserver; Ant Design's avatar uses both. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

function matchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** The switch target, showing what the sidebar handed over. */
function SwitchTarget() {
  const { targetId } = useParams();
  const { state } = useLocation();
  const name =
    typeof state === 'object' && state !== null ? String(Reflect.get(state, 'organizationName')) : '';
  return <h1>{`Switching to ${targetId} (${name})`}</h1>;
}

/** Renders the sidebar and waits for its navigation lookup, so no request outlives the test. */
async function renderSidebar() {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/userzone']}>
        <Routes>
          <Route path="/userzone" element={<Sidebar state={sidebarState} />} />
          <Route path="/switch/:targetId" element={<SwitchTarget />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(permissionClient.peek('module:crm')).toBe(false));
  return view;
}

function organizationButtons(): HTMLElement[] {
  const group = screen.getByRole('region', { name: 'User Organizations' });
  return within(group).getAllByRole('button');
}

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`/api/v1/${path}`));
}

describe("sidebar 'User Organizations'", () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('matchMedia', matchMedia);
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.startsWith('/api/v1/auth/user/isallowed')) return jsonResponse(200, {});
      if (path.startsWith('/api/v1/auth/switchToOrganization'))
        return jsonResponse(200, { ...profile, active_organization: 3 });
      if (path.startsWith('/api/v1/auth/user/permissionsbygroup'))
        return jsonResponse(200, { group: 'admin', data: {} });
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    connectApiSession();
    sessionStore.setState({ token: 'tok', profile, loggedIn: true, activeOrganization: 1, organizations });
    permissionClient.setScope('1');
  });

  afterEach(() => {
    cleanup();
    clearLocalSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('lists the organizations as code-name, alphabetically', async () => {
    await renderSidebar();
    expect(organizationButtons().map((button) => button.textContent)).toEqual([
      'ACM-Acme Holding',
      'bet-Beta Services',
      'ZED-Zeta Trading',
    ]);
  });

  it('marks only the active organization as current', async () => {
    await renderSidebar();
    const current = organizationButtons().filter((button) => button.getAttribute('aria-current') === 'true');
    expect(current.map((button) => button.textContent)).toEqual(['ACM-Acme Holding']);
    expect(within(current[0] ?? document.body).getByLabelText('Active organization')).toBeTruthy();
  });

  it('switches to another organization and moves to /switch/{id}', async () => {
    await renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'ZED-Zeta Trading' }));
    expect(await screen.findByRole('heading', { name: 'Switching to 3 (Zeta Trading)' })).toBeTruthy();
    const [call] = callsTo('auth/switchToOrganization');
    expect(call?.[1]?.method).toBe('POST');
    expect(call?.[1]?.body).toBe('{"orgid":3}');
    expect(new Headers(call?.[1]?.headers).get('x-organization-id')).toBe('1');
    expect(sessionStore.getState().activeOrganization).toBe(3);
    // The new organization's admin permissions are loaded afresh.
    await waitFor(() => expect(callsTo('auth/user/permissionsbygroup')).toHaveLength(1));
  });

  it('does nothing when the active organization is chosen again', async () => {
    await renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: /^ACM-Acme Holding/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('auth/switchToOrganization')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'User Organizations' })).toBeTruthy();
  });

  it('stays in place when the server refuses the switch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('switchToOrganization')
        ? jsonResponse(403, { statusCode: 403, message: 'Not a member' })
        : jsonResponse(200, {}),
    );
    await renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'bet-Beta Services' }));
    await waitFor(() => expect(callsTo('auth/switchToOrganization')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: /Switching to/ })).toBeNull();
    expect(sessionStore.getState().activeOrganization).toBe(1);
  });

  it('hides the group when the user has no organizations', async () => {
    sessionStore.setState({ organizations: [] });
    await renderSidebar();
    expect(screen.queryByRole('region', { name: 'User Organizations' })).toBeNull();
    expect(screen.getByText('Sam Sales')).toBeTruthy();
  });
});
