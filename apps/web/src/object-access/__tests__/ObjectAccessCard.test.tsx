import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse } from '../../test-support/fixtures';
import { ObjectAccessCard } from '../ObjectAccessCard';

const fetchMock = vi.fn<typeof fetch>();
const access = {
  object: 'asset_request',
  roles: [
    { id: 1, name: 'CRM Staff', description: null, verbs: [] },
    { id: 2, name: 'Employee', description: null, verbs: ['view'] },
  ],
};

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <ObjectAccessCard object="asset_request" />
      </App>
    </QueryClientProvider>,
  );
}

describe('the object access card', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    stubBrowser();
    connectApiSession();
    sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 1 });
  });
  afterEach(() => {
    cleanup();
    clearLocalSession();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('saves the roles whose verbs changed and shows what the server kept', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { roles: { id: number; verbs: string[] }[] };
        return jsonResponse(200, {
          ...access,
          roles: access.roles.map((role) => ({
            ...role,
            verbs: body.roles.find((changed) => changed.id === role.id)?.verbs ?? role.verbs,
          })),
        });
      }
      return jsonResponse(200, access);
    });
    renderCard();
    const create = await screen.findByRole('checkbox', { name: 'Create for CRM Staff' });
    const save = screen.getByRole('button', { name: 'Save access' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(create);
    expect((screen.getByRole('checkbox', { name: 'View for CRM Staff' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(save);
    await screen.findByText('Access saved.');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/v1/administration/creator/objects/asset_request/access');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ roles: [{ id: 1, verbs: ['view', 'create'] }] });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  it("shows the server's refusal and keeps the ticks", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(404, { statusCode: 404, message: 'This organization has no role 1.' })
        : jsonResponse(200, access),
    );
    renderCard();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Export for CRM Staff' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save access' }));
    expect(await screen.findByText('This organization has no role 1.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Export for CRM Staff' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
