import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test.describe('the shell', () => {
  test('navigation differs between sam.sales and nora.none', async ({ browser }) => {
    const samContext = await browser.newContext();
    const sam = await samContext.newPage();
    await signIn(sam, 'sam.sales@atrium.local');
    const samRail = sam.getByRole('navigation', { name: 'Modules' });
    await expect(samRail.getByRole('link', { name: 'CRM' })).toBeVisible();
    await expect(samRail.getByRole('link', { name: 'Super Admin' })).toHaveCount(0);
    await sam.goto('/crm/accounts');
    await expect(sam).toHaveURL(/\/crm\/accounts$/);
    await expect(sam.getByRole('link', { name: 'Accounts' }).first()).toBeVisible();

    const noraContext = await browser.newContext();
    const nora = await noraContext.newPage();
    await signIn(nora, 'nora.none@atrium.local');
    const noraRail = nora.getByRole('navigation', { name: 'Modules' });
    await expect(noraRail.getByRole('link', { name: 'CRM' })).toHaveCount(0);
    await nora.goto('/crm/accounts');
    await expect(nora.getByText("Oops! You're not allowed.")).toBeVisible();

    await samContext.close();
    await noraContext.close();
  });

  test('switching organization goes through the switch page and changes the active organization', async ({
    page,
  }) => {
    // The organization switched to becomes the account's default for its next sign-in. Hana's other
    // tests do not depend on her organization; Sam's, running beside this one, do.
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

  test('unknown paths go to the user zone and a module page not built yet says so', async ({ page }) => {
    await signIn(page, 'hana.hr@atrium.local');
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/userzone$/);
    await page.goto('/hcm/my-requests');
    await expect(page.getByText(/not available yet/)).toBeVisible();
  });

  test('the top-bar search writes the term into the fragment', async ({ page }) => {
    await signIn(page, 'sam.sales@atrium.local');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('acme');
    await search.press('Enter');
    await expect(page).toHaveURL(/#search\/acme$/);
  });
});

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
