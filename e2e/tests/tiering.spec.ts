import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

// The legal tiering tool's two entries: the dashboard draws the demo panel (six firms in tiers, the
// charts) above its firms and evaluations; the configuration lists tiers, weights and practice areas.
test('the tiering tool shows the panel in tiers and its configuration', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'ada.lovelace@atrium.local');

  await page.goto('/ppctieringtool/dashboard');
  await expect(page.getByRole('heading', { name: 'Legal panel dashboard' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('tiering-firms').locator('.ant-statistic-content-value')).toHaveText('6', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('tiering-areas').locator('.ant-statistic-content-value')).toHaveText('3');
  await expect(page.getByRole('figure', { name: 'Panel firms by tier' })).toBeVisible();
  const firm = page.getByRole('row').filter({ hasText: 'Al Tamimi & Partners' });
  await expect(firm).toContainText('Tier 1', { timeout: 60_000 });
  await expect(page.getByText(/not available yet/)).toHaveCount(0);

  await page.goto('/ppctieringtool/configuration');
  await expect(page.getByRole('heading', { name: 'Tiering configuration' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Tier 2' })).toContainText('60', { timeout: 60_000 });
  await page.getByRole('tab', { name: 'Criteria' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Quality' })).toContainText('40', { timeout: 60_000 });
  await expect(page.getByText(/not available yet/)).toHaveCount(0);
});
