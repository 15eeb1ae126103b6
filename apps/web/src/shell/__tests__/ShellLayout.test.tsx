import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { permissionClient } from '../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { ShellLayout } from '../ShellLayout';

const WAIT = { timeout: 5000 };
/** Permission answers wait for this to resolve, so a test can hold the shell between two answers. */
let permissionsGate: Promise<void>;

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/api/v1/', '');
      if (path === 'auth/user/isallowed') {
        await permissionsGate;
        const asked = (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
        return jsonResponse(200, Object.fromEntries(asked.map((name) => [name, true])));
      }
      if (path === 'auth/getOrganizations')
        return jsonResponse(200, { data: [{ id: 1, name: 'Atrium Holding', code: 'AHQ' }] });
      if (path === 'auth/me') return jsonResponse(200, samProfile());
      return jsonResponse(404, { statusCode: 404, message: `unexpected ${path}` });
    }),
  );
}

beforeEach(() => {
  permissionsGate = Promise.resolve();
  initI18n('en');
  serve();
  connectApiSession();
  sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 1, profile: samProfile() });
  permissionClient.setScope('1');
});

afterEach(() => {
  cleanup();
  clearLocalSession();
  vi.unstubAllGlobals();
});

describe('the shell frame', () => {
  it('stays on screen while permissions are asked again, keeping what a person typed', async () => {
    stubBrowser(1280);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <MemoryRouter initialEntries={['/userzone']}>
            <ShellLayout>
              <p>the page</p>
            </ShellLayout>
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    const search = await screen.findByRole('searchbox', { name: 'Search' }, WAIT);
    fireEvent.change(search, { target: { value: 'acme' } });

    // Another organization's scope (as after a profile reload) has no answers yet, and they are slow.
    let open: () => void = () => {};
    permissionsGate = new Promise((resolve) => {
      open = resolve;
    });
    act(() => permissionClient.setScope('2'));

    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'acme');
    await act(async () => open());
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'acme');
  });
});
