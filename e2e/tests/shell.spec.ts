import { expect, test } from '@playwright/test';
import { answerWithoutObject } from '../support/object-missing';
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

  test('unknown paths go to the user zone and a module page not built yet says so', async ({ page }) => {
    // Every module page is built now: the server is made to answer that it has no project object.
    await answerWithoutObject(page, 'project');
    await signIn(page, 'super.admin@atrium.local');
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/userzone$/);
    await page.goto('/crm/projects');
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
