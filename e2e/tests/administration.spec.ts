import { expect, test } from '@playwright/test';
import { choose } from '../support/choose';
import { signIn } from '../support/sign-in';

test('a super admin creates a role with two permissions, a user holding it, then deactivates them', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const roleName = `Account Clerk ${stamp}`;
  const personName = `Grace Hopper ${stamp}`;
  const email = `grace.${stamp}@example.com`;
  await signIn(page, 'super.admin@atrium.local');

  await page.goto('/administration/roles');
  await expect(page.getByRole('heading', { name: 'My Roles' })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Organization' }), 'AHQ · Atrium Holding');
  await page.getByRole('button', { name: /New role/ }).click();
  const roleDrawer = page.getByRole('dialog', { name: 'New role' });
  await expect(roleDrawer).toBeVisible();
  await roleDrawer.getByLabel('Name').fill(roleName);
  const search = roleDrawer.getByLabel('Search permissions');
  for (const permission of ['account:view', 'contact:view']) {
    await search.fill(permission);
    await roleDrawer.getByLabel(permission, { exact: true }).check();
  }
  await roleDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(roleDrawer).toBeHidden();
  const roleRow = page.locator('tr', { hasText: roleName });
  await expect(roleRow).toContainText('account:view');
  await expect(roleRow).toContainText('contact:view');

  await page.goto('/superadmin/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: /New user/ }).click();
  const userDrawer = page.getByRole('dialog', { name: 'New user' });
  await expect(userDrawer).toBeVisible();
  await userDrawer.getByLabel('Name', { exact: true }).fill(personName);
  await userDrawer.getByLabel('E-mail', { exact: true }).fill(email);
  await choose(page, userDrawer.getByRole('combobox', { name: 'Organization' }), 'AHQ · Atrium Holding');
  await choose(page, userDrawer.getByRole('combobox', { name: 'Roles' }), roleName);
  await userDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(userDrawer).toBeHidden();

  await page.getByLabel('Search by name or e-mail').fill(stamp);
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  const userRow = page.locator('tr', { hasText: personName });
  await expect(userRow).toContainText('AHQ');
  await expect(userRow).toContainText('Active');
  await userRow.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(userRow).toContainText('Deactivated');
  await expect(userRow.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  // The audit list shows who created and deactivated them.
  await page.goto('/superadmin/audit');
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Kind' }), 'User');
  await expect(page.getByText(`Deactivated ${personName}; their sessions ended.`)).toBeVisible();
  await expect(page.getByText(`Created ${personName} <${email}>.`)).toBeVisible();
});
