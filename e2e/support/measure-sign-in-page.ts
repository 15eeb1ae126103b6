import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Prints how much JavaScript the sign-in page loads, gzip-compressed as the server sends it, and saves
 * a screenshot of the shell for the README. Run against a started server:
 *   BASE_URL=http://localhost:3000 node --import tsx e2e/support/measure-sign-in-page.ts
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 760 }, locale: 'en-US' });
const scripts = new Set<string>();
page.on('response', (response) => {
  const url = new URL(response.url());
  if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
});
await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
let gzipBytes = 0;
let rawBytes = 0;
for (const script of scripts) {
  const file = path.join(dist, script);
  rawBytes += statSync(file).size;
  gzipBytes += readFileSync(`${file}.gz`).length;
}
console.log(
  `/login loads ${scripts.size} scripts: ${(rawBytes / 1024).toFixed(1)} KiB, ${(gzipBytes / 1024).toFixed(1)} KiB gzip`,
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
