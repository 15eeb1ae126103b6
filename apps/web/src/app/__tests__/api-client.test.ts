import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-support/fixtures';
import { apiRequest, buildUrl, configureApiClient } from '../api-client';
import { ApiError } from '../api-error';

describe('api client', () => {
  const onUnauthorized = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({
      token: () => 'tok',
      organizationId: () => 7,
      superAdminMode: () => true,
      onUnauthorized,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it('prefixes /api/v1 and joins list query values with commas', () => {
    expect(buildUrl('auth/user/isallowed', { permissions: ['a:b', 'c:d'] })).toBe(
      '/api/v1/auth/user/isallowed?permissions=a%3Ab%2Cc%3Ad',
    );
  });

  it('sends the bearer token, organization and super-admin headers, and JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiRequest('auth/me', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-organization-id')).toBe('7');
    expect(headers.get('x-super-admin-mode')).toBe('1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('turns an error answer into an ApiError with status and message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: 'No.' }));
    const error = await apiRequest('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: 'No.' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports every 401 with the failing path', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Expired' }),
    );
    await expect(apiRequest('auth/logout', { method: 'POST' })).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('auth/logout');
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('slow', { timeoutMs: 1000 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toMatchObject({
      statusCode: 0,
      message: 'The server took too long to answer.',
    });
  });
});
