import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-error';
import { queryClient } from '../../app/query-client';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { PackagesAdminPage, refusalLines } from '../PackagesAdminPage';

const WAIT = { timeout: 15_000 };
const fetchMock = vi.fn<typeof fetch>();
const sent: { path: string; body: unknown }[] = [];

const LIST = {
  atrium_version: '0.1.0',
  installed: [
    {
      name: 'crm',
      title: 'CRM',
      version: '1.0.0',
      installed_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      objects: ['account', 'contact'],
    },
  ],
  available: [{ name: 'crm', title: 'CRM', version: '1.1.0', description: 'Accounts and more.' }],
};

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <PackagesAdminPage />
      </App>
    </QueryClientProvider>,
  );
}

describe('refusalLines', () => {
  it('lists each validation error with where it is, the file-level one alone', () => {
    const error = new ApiError({
      statusCode: 422,
      message: 'The package does not validate (3 errors); nothing was installed.',
      path: 'auth/packages/import',
      body: { errors: { version: ['Bad version.'], 'objects[0].name': ['Bad name.', 'Twice.'] } },
    });
    expect(refusalLines(error)).toEqual([
      'version: Bad version.',
      'objects[0].name: Bad name.',
      'objects[0].name: Twice.',
    ]);
    const whole = new ApiError({
      statusCode: 422,
      message: 'x',
      path: 'p',
      body: { errors: { package: ['A package is a JSON object.'] } },
    });
    expect(refusalLines(whole)).toEqual(['A package is a JSON object.']);
    const conflict = new ApiError({ statusCode: 409, message: 'Upgrading was refused.', path: 'p' });
    expect(refusalLines(conflict)).toEqual(['Upgrading was refused.']);
  });
});

describe('module packages page', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
    sent.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = decodeURIComponent(String(url));
      if (init?.body) sent.push({ path, body: JSON.parse(String(init.body)) });
      if (path.includes('/auth/getOrganizations'))
        return jsonResponse(200, { data: [{ id: 1, code: 'AHQ', name: 'Atrium Holding', avatar: null }] });
      if (path.includes('/auth/packages?org_id=1')) return jsonResponse(200, LIST);
      if (path.endsWith('/auth/packages/import'))
        return jsonResponse(422, {
          statusCode: 422,
          code: 'UNPROCESSABLE',
          message: 'The package does not validate (2 errors); nothing was installed.',
          errors: {
            version: ['The package version must be a version like 1.2.3.'],
            exported_from: [
              'The package was exported from Atrium 9.0.0, newer than this installation (0.1.0).',
            ],
          },
        });
      if (path.endsWith('/auth/packages/install'))
        return jsonResponse(200, {
          name: 'crm',
          version: '1.1.0',
          outcome: 'upgraded',
          from: '1.0.0',
          duration_ms: 1200,
        });
      return jsonResponse(404, { message: `unexpected ${path} ${init?.method ?? 'GET'}` });
    });
    connectApiSession();
    sessionStore.setState({
      token: 'own-token-0123456789',
      profile: samProfile({ id: 2, name: 'Ada Lovelace' }),
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

  it('shows what is installed, offers the upgrade, and lists every error of a refused import', async () => {
    renderPage();
    await screen.findByText('Atrium 0.1.0', {}, WAIT);
    const installedCard = screen
      .getByText('Installed in this organization')
      .closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(installedCard.textContent).toContain('CRM (crm)'), WAIT);
    expect(installedCard.textContent).toContain('1.0.0');

    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await screen.findByText('crm upgraded from 1.0.0 to 1.1.0 in 1200 ms.', {}, WAIT);
    expect(sent.find((call) => call.path.endsWith('/install'))?.body).toEqual({
      org_id: 1,
      name: 'crm',
      demo: false,
    });

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([JSON.stringify({ name: 'crm' })], 'crm.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
    const refusal = await screen.findByTestId('package-refusal', {}, WAIT);
    expect([...refusal.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'version: The package version must be a version like 1.2.3.',
      'exported_from: The package was exported from Atrium 9.0.0, newer than this installation (0.1.0).',
    ]);
    expect(sent.find((call) => call.path.endsWith('/import'))?.body).toEqual({
      org_id: 1,
      package: { name: 'crm' },
      demo: false,
    });

    const notJson = new File(['not json'], 'notes.txt', { type: 'text/plain' });
    // The upload control renders a fresh input after each choice.
    const again = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(again, { target: { files: [notJson] } });
    await screen.findByText('The file notes.txt is not a JSON package file.', {}, WAIT);
  }, 90_000);
});
