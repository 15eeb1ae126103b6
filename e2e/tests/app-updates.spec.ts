import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test('a newly deployed build raises the Update Available dialog, and closing it reloads', async ({
  page,
}) => {
  // The server now answers a build other than the one this page runs, as after a deployment.
  await page.route('**/api/v1/app/version', (route) => route.fulfill({ json: { version: 'a-newer-build' } }));
  await signIn(page, 'nora.none@atrium.local');
  const dialog = page.getByRole('dialog', { name: 'Update Available' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('New Content Available! please reload');

  await page.unroute('**/api/v1/app/version');
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('dialog', { name: 'Update Available' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the navigation opens from the header button', async ({ page }) => {
    await signIn(page, 'sam.sales@atrium.local');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'CRM' }),
    ).toBeVisible();
  });
});
