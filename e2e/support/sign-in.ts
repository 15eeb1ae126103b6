import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'atrium';

/** Signs in the way a person does: the SSO button, the provider's own form, back into the shell. */
export async function signInThroughProvider(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  const sso = page.getByRole('link', { name: 'Sign in using SSO' });
  await expect(sso).toBeVisible();
  await sso.click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/userzone', { timeout: 30_000 });
}

/**
 * The provider's half of a sign-in, spoken over HTTP: the authorization request the web client starts,
 * the provider's login form posted, its redirects followed to /checklogin, whose fragment holds the
 * ID token. The form's own page is tested by sign-in.spec.ts; drawing it for every test costs minutes.
 */
async function idTokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  // Always the form: a provider session the context already holds (an earlier sign-in in this test)
  // must not answer for another account.
  const started = await request.post('/api/v1/auth/sso', { data: { reauthenticate: true } });
  expect(started.status(), await started.text()).toBe(200);
  let url = new URL(((await started.json()) as { url: string }).url);
  let response = await request.get(url.toString(), { maxRedirects: 0 });
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers().location;
    if (location) {
      url = new URL(location, url);
      if (url.pathname === '/checklogin') {
        const token = new URLSearchParams(url.hash.slice(1)).get('id_token');
        if (!token) throw new Error(`The provider sent no ID token: ${url.hash}`);
        return token;
      }
      response = await request.get(url.toString(), { maxRedirects: 0 });
      continue;
    }
    const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1];
    if (!action) throw new Error(`The provider answered ${response.status()} with no form at ${url}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    response = await request.post(url.toString(), {
      form: { email, password, locale: 'en' },
      maxRedirects: 0,
    });
    if (response.status() === 401) throw new Error(`The provider refused ${email}'s password`);
  }
  throw new Error('The provider kept redirecting without reaching /checklogin');
}

/**
 * Signs in for a test whose subject is not the sign-in: the provider is asked over HTTP, and the web
 * client's own /checklogin page takes the ID token and lands in the user zone, as after the real flow.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const token = await idTokenFor(page.request, email, password);
  await page.goto(`/checklogin#id_token=${encodeURIComponent(token)}`);
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
