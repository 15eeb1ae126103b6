import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { signInThroughProvider } from '../support/sign-in';
import { SIGN_IN_JS_BUDGET_KIB, signInPageWeight } from '../support/sign-in-page-weight';

test('the sign-in page loads at most its JavaScript budget, and English strings only', async ({ page }) => {
  const weight = await signInPageWeight(page, baseURL);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(weight.gzipBytes / 1024, weight.scripts.join('\n')).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_KIB);
  // Each other language is a chunk of its own (src/i18n/resources/{ar,hi,ur}.ts), not fetched here.
  expect(weight.scripts.filter((script) => /\/(ar|hi|ur)-[\w-]+\.js$/.test(script))).toEqual([]);
});

test('a signed-in visit comes back to the shell after a reload, its stored profile checked', async ({
  page,
}) => {
  await signInThroughProvider(page, 'nora.none@atrium.local');
  await page.goto('/userzone');
  await page.reload();
  await expect(page).toHaveURL(/\/userzone$/);
  await expect(page.getByText('Nora None').first()).toBeVisible();
  // A stored profile that fails core's schema signs nobody in: the page goes to sign-in.
  await page.evaluate(() => window.localStorage.setItem('atrium.profile', JSON.stringify({ id: 'x' })));
  await page.goto('/userzone');
  await expect(page).toHaveURL(/\/login$/);
});
