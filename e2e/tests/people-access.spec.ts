import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api';
import { choose } from '../support/choose';
import { invitedPassword } from '../support/invitation';
import { signIn } from '../support/sign-in';

/** The password the invitation e-mail gives a new person, read by the super admin. */
async function passwordOf(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'super.admin@atrium.local');
  const password = await invitedPassword(await apiAs(page, { superAdminMode: true }), email);
  await context.close();
  return password;
}

const railModules = (page: Page) => page.getByRole('navigation', { name: 'Modules' }).getByRole('link');

// Issue 17: an organization administrator gives a newcomer a role; the newcomer sees exactly its modules.
test('ada creates a user with a role of hers; the user signs in and sees exactly that role’s modules', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const roleName = `Account Desk ${stamp}`;
  const personName = `Lin Newcomer ${stamp}`;
  const email = `lin.${stamp}@example.com`;
  await signIn(page, 'ada.lovelace@atrium.local');
  const api = await apiAs(page);
  const organizations = (await (await api.get('auth/administration/organizations')).json()) as {
    data: { id: number; code: string }[];
  };
  const ahq = organizations.data.find((organization) => organization.code === 'AHQ');
  expect(ahq).toBeDefined();
  // A role of this test's own: what it opens cannot change under another test's feet.
  const role = await api.post(`auth/administration/organizations/${ahq?.id}/roles`, {
    name: roleName,
    permissions: ['module:crm', 'account:view'],
  });
  expect(role.status(), await role.text()).toBe(201);

  await page.goto('/administration/users');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /New user/ }).click();
  const drawer = page.getByRole('dialog', { name: 'New user' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Name', { exact: true }).fill(personName);
  await drawer.getByLabel('E-mail', { exact: true }).fill(email);
  await choose(page, drawer.getByRole('combobox', { name: 'Organization' }), 'AHQ · Atrium Holding');
  await choose(page, drawer.getByRole('combobox', { name: 'Roles' }), roleName);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await page.getByLabel('Search by name or e-mail').fill(stamp);
  await expect(page.locator('tr', { hasText: personName })).toContainText('Active');

  const password = await passwordOf(browser, email);
  const newcomer = await browser.newContext();
  const theirs = await newcomer.newPage();
  await signIn(theirs, email, password);
  await expect(railModules(theirs)).toHaveCount(2);
  await expect(railModules(theirs).nth(0)).toHaveAccessibleName('User Zone');
  await expect(railModules(theirs).nth(1)).toHaveAccessibleName('CRM');
  // The role opens accounts and nothing else of the CRM.
  await railModules(theirs).nth(1).click();
  const sidebar = theirs.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Accounts' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Contacts' })).toHaveCount(0);
  await newcomer.close();
});

// Issue 17: login as user — the banner says so, the way back works, and the audit list shows it.
test('a super admin logs in as sam.sales, sees the banner, returns, and the audit list shows it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'super.admin@atrium.local');
  await page.goto('/superadmin/login-as-user');
  await expect(page.getByRole('heading', { name: 'Login as user' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search by name or e-mail').fill('sam.sales');
  const row = page.locator('tr', { hasText: 'sam.sales@atrium.local' });
  await row.getByRole('button', { name: 'Login as' }).click();
  await page.waitForURL('**/userzone', { timeout: 30_000 });
  const banner = page.getByRole('status').filter({ hasText: 'you are signed in as Sam Sales' });
  await expect(banner).toContainText('Super Admin');
  // Sam's own modules, not the super admin's.
  await expect(
    page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'CRM' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Super Admin' }),
  ).toHaveCount(0);

  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await page.waitForURL('**/superadmin/login-as-user', { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'you are signed in as' })).toHaveCount(0);

  await page.goto('/superadmin/audit');
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Kind' }), 'Login as user');
  const line = page.locator('tbody tr', { hasText: 'Sam Sales' }).first();
  await expect(line).toContainText('Login as user');
  await expect(line).toContainText('Super Admin');
});
