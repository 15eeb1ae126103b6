import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, configureApiClient } from '../api-client';

describe('apiDownload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the session headers and reads x-filename and x-filetype', async () => {
    configureApiClient({
      token: () => 'secret-token',
      organizationId: () => 2,
      superAdminMode: () => false,
      onUnauthorized: () => undefined,
    });
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(new Uint8Array([1, 2, 3]), {
          status: 200,
          headers: { 'x-filename': encodeURIComponent('offer €.pdf'), 'x-filetype': 'application/pdf' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('uploads/5/download');
    expect(file.filename).toBe('offer €.pdf');
    expect(file.filetype).toBe('application/pdf');
    expect(file.blob.size).toBe(3);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/uploads/5/download');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret-token');
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ statusCode: 403, message: 'You do not have access to this Account.' }),
          {
            status: 403,
          },
        ),
    );
    await expect(apiDownload('uploads/5/download')).rejects.toMatchObject({
      statusCode: 403,
      message: 'You do not have access to this Account.',
    });
  });
});
