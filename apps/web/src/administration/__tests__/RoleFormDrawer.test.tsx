import type { AdminRole } from '@atrium/core';
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
import { RoleFormDrawer } from '../RoleFormDrawer';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();
const writes: { method: string; path: string; body: unknown }[] = [];

const MODULES = [
  { module: 'crm', permissions: ['account:create', 'account:view', 'module:crm'] },
  { module: 'hcm', permissions: ['employee:view', 'module:hcm'] },
];

function renderDrawer(role: AdminRole | null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RoleFormDrawer orgId={3} role={role} open onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('role form', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
    writes.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        const body = JSON.parse(String(init?.body ?? '{}'));
        writes.push({ method, path, body });
        if (body.permissions?.includes('module:hcm'))
          return jsonResponse(422, {
            statusCode: 422,
            message: "Only a super admin may grant 'module:hcm'.",
            errors: { permissions: ["Only a super admin may grant 'module:hcm'."] },
          });
        return jsonResponse(201, { id: 9, org_id: 3, description: null, members: 0, ...body });
      }
      if (path.endsWith('/auth/administration/permissions')) return jsonResponse(200, { data: MODULES });
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    connectApiSession();
    sessionStore.setState({
      token: 'own-token-0123456789',
      profile: samProfile({ id: 1, name: 'Ada Lovelace' }),
      loggedIn: true,
      activeOrganization: 3,
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

  it('creates a role with permissions picked from the modules, grouped and searchable', async () => {
    const onClose = renderDrawer(null);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Account Clerk' } });
    await screen.findByText('crm', {}, WAIT);
    expect(screen.getByText('hcm')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search permissions'), { target: { value: 'account' } });
    await waitFor(() => expect(screen.queryByText('hcm')).toBeNull(), WAIT);
    fireEvent.click(await screen.findByLabelText('account:view', {}, WAIT));
    fireEvent.click(screen.getByLabelText('account:create'));
    await screen.findByText('2 chosen');
    fireEvent.change(screen.getByLabelText('Search permissions'), { target: { value: 'nothing-like-it' } });
    await screen.findByText('No permission matches.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/v1/auth/administration/organizations/3/roles',
        body: { name: 'Account Clerk', description: null, permissions: ['account:create', 'account:view'] },
      },
    ]);
  });

  it('shows the server’s refusal and stays open', async () => {
    const onClose = renderDrawer({
      id: 4,
      org_id: 3,
      name: 'People',
      description: 'HR staff',
      permissions: ['module:hcm'],
      members: 2,
    });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('People'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText("Only a super admin may grant 'module:hcm'.", {}, WAIT);
    expect(writes[0]).toMatchObject({ method: 'PUT', path: '/api/v1/auth/administration/roles/4' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
