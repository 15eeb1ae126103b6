import type { AdminOrganization } from '@atrium/core';
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
import { OrganizationsAdminPage } from '../OrganizationsAdminPage';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();
let orgs: AdminOrganization[];
const writes: { method: string; path: string; body: unknown }[] = [];

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <OrganizationsAdminPage />
      </App>
    </QueryClientProvider>,
  );
}

describe('organizations administration page', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
    writes.length = 0;
    orgs = [
      {
        id: 1,
        code: 'AHQ',
        name: 'Atrium Holding',
        color: '#1677ff',
        avatar: '/api/v1/organizations/1/logo',
        members: 4,
      },
    ];
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && path.endsWith('/auth/administration/organizations'))
        return jsonResponse(200, { data: orgs });
      if (path.endsWith('/organizations/1/logo') && method === 'POST') {
        writes.push({ method, path, body: (init?.body as FormData | undefined)?.get('file') });
        orgs = orgs.map((o) => ({ ...o, avatar: '/api/v1/organizations/1/logo?v=abcdef123456' }));
        return jsonResponse(200, orgs[0]);
      }
      if (path.endsWith('/organizations/1') && method === 'PUT') {
        const body = JSON.parse(String(init?.body));
        writes.push({ method, path, body });
        orgs = orgs.map((o) => ({ ...o, ...body }));
        return jsonResponse(200, orgs[0]);
      }
      return jsonResponse(404, { message: `unexpected ${method} ${path}` });
    });
    connectApiSession();
    sessionStore.setState({
      token: 'own-token-0123456789',
      profile: samProfile({ id: 2, name: 'Ada Lovelace', is_super_admin: false }),
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

  it('lets an organization administrator edit code and name, never create, and checks the code', async () => {
    renderPage();
    await screen.findByText('Atrium Holding', {}, WAIT);
    expect(screen.queryByRole('button', { name: /New organization/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Code') as HTMLInputElement).value).toBe('AHQ'),
    );
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'A HQ!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findAllByText('2 to 16 letters, digits, - or _', {}, WAIT);
    await waitFor(() =>
      expect(within(dialog).getAllByText('2 to 16 letters, digits, - or _')).toHaveLength(2),
    );
    expect(writes).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'AHQ2' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Atrium Holdings' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('AHQ2 was saved.', {}, WAIT);
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/auth/administration/organizations/1',
        body: { code: 'AHQ2', name: 'Atrium Holdings', color: '#1677ff' },
      },
    ]);
  });

  it('uploads a logo from the edit dialog and offers to remove it', async () => {
    renderPage();
    await screen.findByText('Atrium Holding', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).queryByRole('button', { name: 'Remove the uploaded logo' })).toBeNull();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText('The logo of AHQ was saved.', {}, WAIT);
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/administration/organizations/1/logo',
    });
    expect((writes[0]?.body as File | undefined)?.name).toBe('logo.png');
    await within(dialog).findByRole('button', { name: 'Remove the uploaded logo' }, WAIT);
  });
});
