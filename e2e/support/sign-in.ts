import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'atrium';

/** Signs in the way a person does: the SSO button, the provider's own form, back into the shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  const sso = page.getByRole('link', { name: 'Sign in using SSO' });
  await expect(sso).toBeVisible();
  await sso.click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/userzone', { timeout: 30_000 });
}

/** Collects Content-Security-Policy violations the page reports, to prove the app runs under the policy. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/**
 * Shows `page` in another language without saving it as the account's preference: the demo accounts
 * are shared by browser tests that run side by side, and a saved language would change theirs.
 */
export async function showPageIn(page: Page, locale: string): Promise<void> {
  await page.route('**/api/v1/user/preferences', (route) => route.abort());
  await page.locator('header.atrium-header').getByRole('combobox').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}
