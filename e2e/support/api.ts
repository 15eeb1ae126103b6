import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';

/**
 * Calls the API as the person signed in on `page`, with their token and active organization (and in
 * super admin mode when asked): browser tests prepare data the way a script of theirs would.
 */
export async function apiAs(
  page: Page,
  { superAdminMode = false } = {},
  request: APIRequestContext = page.request,
) {
  const { token, organizationId } = await page.evaluate(() => {
    const read = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;
    const profile = read('atrium.profile') as { active_organization?: number } | null;
    return { token: read('atrium.session') as string, organizationId: profile?.active_organization ?? 1 };
  });
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'x-organization-id': String(organizationId),
  };
  if (superAdminMode) headers['x-super-admin-mode'] = '1';
  return {
    get: (path: string) => request.get(`/api/v1/${path}`, { headers }),
    post: (path: string, data?: unknown) => request.post(`/api/v1/${path}`, { headers, data }),
    put: (path: string, data: unknown) => request.put(`/api/v1/${path}`, { headers, data }),
    delete: (path: string) => request.delete(`/api/v1/${path}`, { headers }),
  };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** The id of the record a `POST records/…` made, after checking it was made. */
export async function createdId(answer: APIResponse | Promise<APIResponse>): Promise<number> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
