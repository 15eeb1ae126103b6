import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, createdId } from '../support/api';
import { signIn } from '../support/sign-in';

/** Opens an antd select and picks the option showing `option`. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option });
  await expect(item.first()).toBeVisible();
  await item.first().click();
}

// Issue 17.1: an administrator grants one record to a person on /administration/record_permissions, and
// that person, who could not open it, then can.
test('an administrator grants a restricted record to a user, who then sees it', async ({ browser }) => {
  // Two people sign in and each opens several screens: on a loaded two-core machine this passes 120 s.
  test.slow();
  const stamp = Date.now().toString(36);
  const name = `Vault ${stamp}`;
  const adaContext = await browser.newContext();
  const adaPage = await adaContext.newPage();
  await signIn(adaPage, 'ada.lovelace@atrium.local');
  const ada = await apiAs(adaPage);
  const id = await createdId(ada.post('records/account', { name }));
  const members = await ada.get('auth/administration/record-permissions/users');
  expect(members.ok(), await members.text()).toBe(true);
  const people = ((await members.json()) as { data: { id: number; email: string }[] }).data;
  const hana = people.find((person) => person.email === 'hana.hr@atrium.local');
  if (!hana) throw new Error('Hana is not a member of this organization');
  // A grant to Hana alone restricts the record: Sam, with every account permission, cannot open it.
  const restricted = await ada.post(`auth/record_permissions/account/${id}`, {
    to_user: hana.id,
    permission: 1,
  });
  expect(restricted.status(), await restricted.text()).toBe(201);

  const samContext = await browser.newContext();
  const samPage = await samContext.newPage();
  await signIn(samPage, 'sam.sales@atrium.local');
  const sam = await apiAs(samPage);
  expect((await sam.get(`records/account/${id}`)).status()).toBe(403);

  await adaPage.goto('/administration/record_permissions');
  // The screen's chunk loads cold here: a loaded machine was seen taking over 20 s.
  await expect(adaPage.getByRole('heading', { name: 'Record permissions' })).toBeVisible({ timeout: 60_000 });
  await choose(adaPage, adaPage.getByRole('combobox', { name: 'Object' }), 'Account');
  await adaPage.getByRole('searchbox', { name: 'Search records by name or id' }).fill(stamp);
  const row = adaPage.locator('tr', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Restricted');
  await expect(row).toContainText('Ada Lovelace');
  await row.getByRole('button', { name: 'Edit permissions' }).click();
  const editor = adaPage.getByRole('dialog', { name: 'Edit Permissions' });
  await expect(editor.locator('tr', { hasText: 'Hana Hr' })).toBeVisible();
  await choose(adaPage, editor.getByRole('combobox', { name: 'Choose a user or role' }), 'Sam Sales');
  await editor.getByRole('button', { name: 'Add' }).click();
  const samGrant = editor.locator('tr', { hasText: 'Sam Sales' });
  await expect(samGrant).toBeVisible();
  await expect(samGrant.getByRole('combobox', { name: 'Level Sam Sales' })).toBeVisible();
  await expect(samGrant).toContainText('Read');

  // Sam opens the record on the record page now.
  await samPage.goto(`/crm/accounts/${id}`);
  await expect(samPage.getByLabel('Name')).toHaveValue(name);
  await samPage.goto('/crm/accounts');
  await samPage.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await samPage.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(samPage.locator('.atrium-record-list .ant-table-tbody tr.atrium-grid__row')).toHaveCount(1);

  await samContext.close();
  await adaContext.close();
});
