import type { AdminUser } from '@atrium/core';
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
import { UserFormDrawer } from '../UserFormDrawer';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();
const writes: { method: string; path: string; body: unknown }[] = [];

const ada: AdminUser = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada.lovelace@atrium.local',
  job_title: null,
  locale: 'en',
  is_super_admin: false,
  active: true,
  deactivated_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  memberships: [{ org_id: 1, org_code: 'AHQ', role_ids: [11], manager_id: null }],
};

function renderDrawer(user: AdminUser | null, onClose = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <UserFormDrawer user={user} open onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return onClose;
}

async function choose(label: string, option: string) {
  const last = () => screen.getAllByLabelText(label).at(-1) as HTMLElement;
  await waitFor(() => expect(last().closest('.ant-select-disabled')).toBeNull(), WAIT);
  fireEvent.mouseDown(last());
  fireEvent.click(await screen.findByTitle(option, {}, WAIT));
}

describe('user form', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
    writes.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        writes.push({ method, path, body });
        const { memberships: _memberships, ...fields } = body ?? {};
        return jsonResponse(method === 'POST' ? 201 : 200, { ...ada, ...fields, id: 7 });
      }
      if (path.endsWith('/auth/administration/organizations'))
        return jsonResponse(200, {
          data: [
            { id: 1, code: 'AHQ', name: 'Headquarters', color: null, avatar: null, members: 3 },
            { id: 2, code: 'AGT', name: 'Trading', color: null, avatar: null, members: 2 },
          ],
        });
      const roles = /organizations\/(\d+)\/roles$/.exec(path);
      if (roles) {
        const orgId = Number(roles[1]);
        return jsonResponse(200, {
          data: [
            {
              id: orgId * 10 + 1,
              org_id: orgId,
              name: `Sales ${orgId}`,
              description: null,
              permissions: [],
              members: 0,
            },
            {
              id: orgId * 10 + 2,
              org_id: orgId,
              name: `Viewer ${orgId}`,
              description: null,
              permissions: [],
              members: 0,
            },
          ],
        });
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
    clearLocalSession();
    window.localStorage.clear();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('refuses to save without a name and a real e-mail address', async () => {
    renderDrawer(null);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter an e-mail address such as name@example.com.', {}, WAIT);
    expect((await screen.findAllByText('This field is required.', {}, WAIT)).length).toBeGreaterThan(0);
    expect(writes).toEqual([]);
  });

  it('creates a user in an organization with a role', async () => {
    const onClose = renderDrawer(null);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grace Hopper' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'grace@example.com' } });
    await choose('Organization', 'AGT · Trading');
    await choose('Roles', 'Sales 2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/v1/auth/administration/users',
        body: {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          job_title: null,
          locale: 'en',
          is_super_admin: false,
          memberships: [{ org_id: 2, role_ids: [21] }],
        },
      },
    ]);
  });

  it('edits a user: saves the fields, adds a membership and drops a removed one', async () => {
    const onClose = renderDrawer(ada);
    await waitFor(() =>
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace'),
    );
    fireEvent.change(screen.getByLabelText('Job title'), { target: { value: 'Analyst' } });
    fireEvent.click(screen.getByRole('button', { name: /Remove from this organization/ }));
    fireEvent.click(screen.getByRole('button', { name: /Add an organization/ }));
    await choose('Organization', 'AGT · Trading');
    await choose('Roles', 'Viewer 2');
    fireEvent.click(within(document.body).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'PUT /api/v1/auth/administration/users/7',
      'PUT /api/v1/auth/administration/users/7/memberships/2',
      'DELETE /api/v1/auth/administration/users/7/memberships/1',
    ]);
    expect(writes[0]?.body).toMatchObject({ job_title: 'Analyst', name: 'Ada Lovelace' });
    expect(writes[1]?.body).toEqual({ role_ids: [22] });
  });
});
