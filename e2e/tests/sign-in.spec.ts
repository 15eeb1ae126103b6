import { expect, test } from '@playwright/test';
import { signInThroughProvider, watchCspViolations } from '../support/sign-in';

test.describe('signing in', () => {
  test('a newcomer is sent to the sign-in page, signs in through SSO and lands in the user zone', async ({
    page,
  }) => {
    const violations = watchCspViolations(page);
    await page.goto('/crm');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request Access' })).toHaveAttribute('href', /^mailto:/);

    await page.getByRole('link', { name: 'Sign in using SSO' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Atrium' })).toBeVisible();
    await page.getByLabel('E-mail').fill('sam.sales@atrium.local');
    await page.getByLabel('Password').fill('atrium');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The stored redirect target brings the person back where they were going.
    await expect(page).toHaveURL(/\/crm/);
    await expect(page.getByText('Sam Sales').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a wrong password keeps the person on the provider page with the reason', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in using SSO' }).click();
    await page.getByLabel('E-mail').fill('nora.none@atrium.local');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not correct.');
  });

  test('/checklogin without a token goes to /loginFailed; a bad token shows the error', async ({ page }) => {
    await page.goto('/checklogin');
    await expect(page).toHaveURL(/\/loginFailed$/);
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Sign in using SSO' })).toBeVisible();
    const state = await page.evaluate(() => {
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i);
        if (key && /state/i.test(key)) return sessionStorage.getItem(key);
      }
      return null;
    });
    await page.goto(`/checklogin#id_token=not.a.token&state=${encodeURIComponent(state ?? '')}`);
    await expect(page.getByText('An error occurred')).toBeVisible();
    await expect(page.getByText('The sign-in token is malformed.')).toBeVisible();
  });

  test('signing out ends the session and returns to the sign-in page', async ({ page }) => {
    await signInThroughProvider(page, 'nora.none@atrium.local');
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    const token = await page.evaluate(() => JSON.stringify(localStorage));
    expect(token).not.toMatch(/"[A-Za-z0-9_-]{43}"/);
    await page.goto('/userzone');
    await expect(page).toHaveURL(/\/login$/);
    // Signing in again on this browser asks for the password: nobody inherits the last person's sign-in.
    await page.getByRole('link', { name: 'Sign in using SSO' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Atrium' })).toBeVisible();
  });
});

test('status pages say what happened', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByText("Oops! You're lost.")).toBeVisible();
  await page.goto('/403');
  await expect(page.getByText("Oops! You're not allowed.")).toBeVisible();
  await page.goto('/500');
  await expect(page.getByText('Houston, we have a problem!')).toBeVisible();
});
