import type { EncryptionStatus, ReEncryptionJob } from '@atrium/core';
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
import { EncryptionKeysPage } from '../EncryptionKeysPage';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

const job = (over: Partial<ReEncryptionJob>): ReEncryptionJob => ({
  id: '7',
  key_id: 'k2',
  status: 'queued',
  progress: 0,
  result: null,
  error: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

const rotated: EncryptionStatus = {
  current_key: 'k2',
  keys: [
    { id: 'k2', current: true, configured: true, objects: 3, history: 2 },
    { id: 'k1', current: false, configured: true, objects: 40, history: 12 },
  ],
  job: null,
};

/** What the server answers, step by step: before the job, while it runs, after it. */
let answers: EncryptionStatus[] = [];
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <EncryptionKeysPage />
      </App>
    </QueryClientProvider>,
  );
}

describe('encryption keys page', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.endsWith('/auth/superadmin/encryption/re-encrypt') && init?.method === 'POST') {
        return jsonResponse(202, {
          message: "Every value sealed with another key is being re-sealed with key 'k2'.",
          job: job({}),
        });
      }
      if (path.endsWith('/auth/superadmin/encryption')) {
        const answer = answers.length > 1 ? answers.shift() : answers[0];
        return jsonResponse(200, answer);
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
    vi.unstubAllGlobals();
    clearLocalSession();
    window.localStorage.clear();
    fetchMock.mockReset();
  });

  it('shows the values per key, starts the re-encryption with the current key and follows it', async () => {
    answers = [
      rotated,
      { ...rotated, job: job({ status: 'running', progress: 40 }) },
      {
        ...rotated,
        keys: [
          { id: 'k2', current: true, configured: true, objects: 43, history: 14 },
          { id: 'k1', current: false, configured: true, objects: 0, history: 0 },
        ],
        job: job({
          status: 'done',
          progress: 100,
          result: {
            resealed: 51,
            unreadable: 1,
            changed: 0,
            unreadable_places: [{ source: 'object', object: 'account', attribute: 'tax_id', record_id: 12 }],
          },
        }),
      },
    ];
    renderPage();
    await screen.findByText(
      '52 values are still sealed with older keys. Re-encrypt them with k2 before removing those keys.',
      {},
      WAIT,
    );
    expect(screen.getByText('Current')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Re-encrypt with k2' }));
    await waitFor(() => expect(posts()).toHaveLength(1), WAIT);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ key_id: 'k2' });
    await screen.findByText('Re-encrypting with k2…', {}, WAIT);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect((screen.getByRole('button', { name: 'Re-encrypt with k2' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // The page asks again while the job runs, and shows what it did once it is done.
    await screen.findByText(/51 values re-sealed, 1 unreadable left as they are/, {}, { timeout: 8000 });
    expect(screen.getByText('account 12, attribute tax_id')).toBeTruthy();
    expect(
      screen.getByText(
        'Every readable value is sealed with k2: older keys may be removed from the configuration.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Re-encrypt with k2' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  }, 15_000);

  it('tells the server’s refusal', async () => {
    answers = [rotated];
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST')
        return jsonResponse(409, {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'A re-encryption is already running (job 7, 10% done). Wait for it to finish.',
        });
      return jsonResponse(200, rotated);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Re-encrypt with k2' }, WAIT));
    await screen.findByText(
      'A re-encryption is already running (job 7, 10% done). Wait for it to finish.',
      {},
      WAIT,
    );
  });
});
