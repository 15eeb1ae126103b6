import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../app/api-client';
import { connectApiSession } from '../connect-api-session';
import { permissionClient } from '../permissions/permission-client-instance';
import { logout } from '../session-actions';
import { sessionStore } from '../session-store';

const profile = {
  id: 3,
  name: 'Sam Sales',
  email: 'sam.sales@atrium.local',
  job_title: 'Sales',
  locale: 'en' as const,
  active_organization: 2,
  is_super_admin: false,
  is_admin: false,
  super_admin_mode: false,
  impersonated_by: null,
};

describe('session', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    connectApiSession();
    sessionStore.setState({ token: 'tok', profile, loggedIn: true, activeOrganization: 2 });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    configureApiClient({
      token: () => null,
      organizationId: () => null,
      superAdminMode: () => false,
      onUnauthorized: () => undefined,
    });
  });

  it('logs out locally on any 401', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Expired"}', { status: 401 }));
    await expect(permissionClient.loadGroup('crm')).rejects.toMatchObject({ statusCode: 401 });
    expect(sessionStore.getState()).toMatchObject({ loggedIn: false, token: null, profile: null });
    expect(window.localStorage.getItem('atrium.session')).toBeNull();
  });

  it('completes logout when the logout call itself answers 401, clearing the permission cache', async () => {
    permissionClient.setScope('2');
    fetchMock.mockResolvedValueOnce(new Response('{"data":{"crm:configuration":true}}', { status: 200 }));
    await permissionClient.loadGroup('crm');
    expect(permissionClient.peek('crm:configuration')).toBe(true);
    fetchMock.mockResolvedValue(new Response('{"message":"Expired"}', { status: 401 }));
    await logout();
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(permissionClient.peek('crm:configuration')).toBeUndefined();
  });
});
