import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

/** Calls the API as the person signed in on `page`, with their token and active organization. */
async function apiAs(page: Page, request: APIRequestContext) {
  const { token, organizationId } = await page.evaluate(() => {
    const read = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;
    const profile = read('atrium.profile') as { active_organization?: number } | null;
    return { token: read('atrium.session') as string, organizationId: profile?.active_organization ?? 1 };
  });
  const headers = {
    authorization: `Bearer ${token}`,
    'x-organization-id': String(organizationId),
    'x-super-admin-mode': '1',
  };
  return {
    post: async (path: string, data: unknown) => {
      const answer = await request.post(`/api/v1/${path}`, { headers, data });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { id: number }).id;
    },
    delete: async (path: string) => {
      const answer = await request.delete(`/api/v1/${path}`, { headers });
      expect(answer.ok(), await answer.text()).toBe(true);
    },
  };
}

const listRows = (page: Page) => page.locator('.atrium-record-list .ant-table-tbody tr.atrium-grid__row');

// Issue 14.5: a record deleted by someone else leaves the lists open elsewhere, without a reload.
test('a record deleted elsewhere leaves open lists, and its open page says so', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'super.admin@atrium.local');
  const admin = await apiAs(adminPage, adminPage.request);
  const stamp = Date.now().toString(36);
  const gone = await admin.post('records/account', { name: `Gone ${stamp}` });
  await admin.post('records/account', { name: `Stays ${stamp}` });

  const samContext = await browser.newContext();
  const list = await samContext.newPage();
  await signIn(list, 'sam.sales@atrium.local');
  await list.goto('/crm/accounts');
  await list.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await list.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(listRows(list)).toHaveCount(2);
  const page = await samContext.newPage();
  await page.goto(`/crm/accounts/${gone}`);
  await expect(page.getByLabel('Name')).toHaveValue(`Gone ${stamp}`);

  await admin.delete(`records/account/${gone}`);
  await expect(listRows(list)).toHaveCount(1);
  await expect(listRows(list).first()).toContainText(`Stays ${stamp}`);
  await expect(page.getByText('Someone else deleted this record.')).toBeVisible();

  await samContext.close();
  await adminContext.close();
});
