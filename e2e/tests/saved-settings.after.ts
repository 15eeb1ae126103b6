import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

/*
 * These tests save a language and an organization to demo accounts' profiles. They run in the
 * `after-all` project (playwright.config.ts), once every other browser test has finished: the demo
 * accounts are shared, and a test running beside them would sign in to a page in Arabic, or in
 * another organization.
 */
test('Arabic switches the whole page to right-to-left, with no English left in the shell', async ({
  page,
}) => {
  await signIn(page, 'ada.lovelace@atrium.local');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const shellText = await page.locator('body').textContent();
  for (const english of ['All Modules', 'User Organizations', 'My Activities', 'Logout', 'Administration']) {
    expect(shellText ?? '').not.toContain(english);
  }
  // The choice is saved with the profile: a reload keeps Arabic.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('switching organization goes through the switch page and changes the active organization', async ({
  page,
}) => {
  // The organization switched to becomes the account's default for its next sign-in.
  await signIn(page, 'hana.hr@atrium.local');
  const organizations = page.getByTestId('user-organizations');
  const active = organizations.locator('[aria-current="true"]');
  await expect(active).toHaveText('AHQ-Atrium Holding');
  const logo = page.getByTestId('active-organization-logo');
  const before = await logo.getAttribute('src');

  await organizations.getByRole('button', { name: 'AIS-Atrium India Services' }).click();
  await expect(page).toHaveURL(/\/switch\/\d+/);
  await expect(page.getByText('Switching Organization')).toBeVisible();
  // The switch page waits five seconds, then reloads the app in the new organization.
  await page.waitForURL('**/userzone', { timeout: 20_000 });
  await expect(active).toHaveText('AIS-Atrium India Services');
  await expect(logo).toHaveAttribute('src', /\/organizations\/\d+\/logo/);
  expect(await logo.getAttribute('src')).not.toBe(before);
});
