import { chromium } from '@playwright/test';
import { SIGN_IN_JS_BUDGET_KIB, signInPageWeight } from './sign-in-page-weight';

/**
 * Prints how much JavaScript the sign-in page loads, gzip-compressed as the server sends it, and saves
 * a screenshot of the shell for the README. Run against a started server:
 *   BASE_URL=http://localhost:3000 node --import tsx e2e/support/measure-sign-in-page.ts
 * LOCALE=ar measures it for someone who chose Arabic earlier (their language's strings load too).
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 760 }, locale: 'en-US' });
if (process.env.LOCALE) {
  await page.addInitScript(
    (locale) => window.localStorage.setItem('atrium.locale', JSON.stringify(locale)),
    process.env.LOCALE,
  );
}
const weight = await signInPageWeight(page, baseUrl);
console.log(
  `/login loads ${weight.scripts.length} scripts: ${(weight.rawBytes / 1024).toFixed(1)} KiB, ${(weight.gzipBytes / 1024).toFixed(1)} KiB gzip (budget ${SIGN_IN_JS_BUDGET_KIB} KiB)`,
);

if (process.env.SCREENSHOT) {
  await page.getByRole('link', { name: 'Sign in using SSO' }).click();
  await page.getByLabel('E-mail').fill('ada.lovelace@atrium.local');
  await page.getByLabel('Password').fill('atrium');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/userzone');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: process.env.SCREENSHOT });
  console.log(`screenshot saved to ${process.env.SCREENSHOT}`);
}
await browser.close();
