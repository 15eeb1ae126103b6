import { expect, type Page, test } from '@playwright/test';
import { apiAs, createdId } from '../support/api';
import { signIn } from '../support/sign-in';

const listRows = (page: Page) => page.locator('.atrium-record-list .ant-table-tbody tr.atrium-grid__row');

// Issue 14.5: a record deleted by someone else leaves the lists open elsewhere, without a reload.
test('a record deleted elsewhere leaves open lists, and its open page says so', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'super.admin@atrium.local');
  const admin = await apiAs(adminPage, { superAdminMode: true });
  const stamp = Date.now().toString(36);
  const gone = await createdId(admin.post('records/account', { name: `Gone ${stamp}` }));
  await createdId(admin.post('records/account', { name: `Stays ${stamp}` }));

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

  const removed = await admin.delete(`records/account/${gone}`);
  expect(removed.ok(), await removed.text()).toBe(true);
  await expect(listRows(list)).toHaveCount(1);
  await expect(listRows(list).first()).toContainText(`Stays ${stamp}`);
  await expect(page.getByText('Someone else deleted this record.')).toBeVisible();

  await samContext.close();
  await adminContext.close();
});
