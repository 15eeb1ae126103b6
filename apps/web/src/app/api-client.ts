import {
  API_PREFIX,
  API_TIMEOUT_MS,
  ORGANIZATION_HEADER,
  SUPER_ADMIN_MODE_HEADER,
  TIME_ZONE_HEADER,
} from '@atrium/core';
import { ApiError } from './api-error';

/** What the client needs from the session, supplied once at start-up so this file stays free of React. */
export interface ApiSessionBridge {
  token(): string | null;
  organizationId(): number | null;
  superAdminMode(): boolean;
  /** Called for every 401 answer, with the path that failed. */
  onUnauthorized(path: string): void;
}

const noSession: ApiSessionBridge = {
  token: () => null,
  organizationId: () => null,
  superAdminMode: () => false,
  onUnauthorized: () => undefined,
};

let bridge: ApiSessionBridge = noSession;

export function configureApiClient(next: ApiSessionBridge): void {
  bridge = next;
}

type QueryValue = string | number | boolean | readonly string[] | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Lets the request finish after the page is left (a layout saved as the tab closes). */
  keepalive?: boolean;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

function headersFor(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = bridge.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const organizationId = bridge.organizationId();
  if (organizationId !== null) headers.set(ORGANIZATION_HEADER, String(organizationId));
  if (bridge.superAdminMode()) headers.set(SUPER_ADMIN_MODE_HEADER, '1');
  headers.set(TIME_ZONE_HEADER, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorBody(value: unknown): { message?: string; code?: string; errors?: Record<string, string[]> } {
  return typeof value === 'object' && value !== null ? value : {};
}

/** The one way the web app talks to the API: prefix, headers, JSON, 60 s time-out and 401 handling. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = API_TIMEOUT_MS, keepalive = false } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  signal?.addEventListener('abort', onOuterAbort);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: headersFor(body !== undefined),
      body: body === undefined ? null : JSON.stringify(body),
      signal: controller.signal,
      keepalive,
    });
  } catch (cause) {
    const message = timedOut ? 'The server took too long to answer.' : 'The server could not be reached.';
    if (signal?.aborted) throw cause;
    throw new ApiError({ statusCode: 0, message, path });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = errorBody(payload);
    const error = new ApiError({
      statusCode: response.status,
      message: parsed.message || response.statusText || `Request failed (${response.status})`,
      path,
      body: parsed,
    });
    if (response.status === 401) bridge.onUnauthorized(path);
    throw error;
  }
  return payload as T;
}

/** A file answer: its bytes and the name and type the server gives in x-filename and x-filetype. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
  filetype: string;
}

/**
 * A binary download (spec 001 §7.1) with the same headers, time-out and errors as JSON calls, so files
 * that need the session (record uploads) can be previewed and saved without a token in the URL.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<DownloadedFile> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  try {
    const headers = headersFor(false);
    headers.set('Accept', '*/*');
    let response: Response;
    try {
      response = await fetch(buildUrl(path), { headers, signal: controller.signal });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError({ statusCode: 0, message: 'The server could not be reached.', path });
    }
    if (!response.ok) {
      const parsed = errorBody(await readJson(response));
      if (response.status === 401) bridge.onUnauthorized(path);
      throw new ApiError({
        statusCode: response.status,
        message: parsed.message || response.statusText || `Request failed (${response.status})`,
        path,
        body: parsed,
      });
    }
    const blob = await response.blob();
    return {
      blob,
      filename: decodeURIComponent(response.headers.get('x-filename') ?? ''),
      filetype: response.headers.get('x-filetype') ?? blob.type,
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** A multipart POST (spec 001 §7.1 "multipart upload"): files in `form`, a JSON answer back. */
export async function apiMultipart<T = unknown>(path: string, form: FormData): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let response: Response;
  try {
    // No Content-Type: the browser writes the multipart boundary itself.
    response = await fetch(buildUrl(path), {
      method: 'POST',
      headers: headersFor(false),
      body: form,
      signal: controller.signal,
    });
  } catch {
    throw new ApiError({ statusCode: 0, message: 'The server could not be reached.', path });
  } finally {
    clearTimeout(timer);
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = errorBody(payload);
    if (response.status === 401) bridge.onUnauthorized(path);
    throw new ApiError({
      statusCode: response.status,
      message: parsed.message || response.statusText || `Request failed (${response.status})`,
      path,
      body: parsed,
    });
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
