import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test('a super admin edits the privacy policy and a signed-in user reads it in the user zone', async ({
  page,
  browser,
}) => {
  // Two people signed in one after the other, on a shared two-core machine: more than the default.
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  await signIn(page, 'super.admin@atrium.local');
  await page.goto('/superadmin/pages');
  await page.getByRole('button', { name: 'Edit privacy-policy' }).click();
  const title = page.locator('#static-page-title-en');
  await expect(title).toHaveValue(/Privacy/);
  await title.fill(`Privacy Policy ${stamp}`);
  const body = page.getByRole('textbox', { name: 'Page (English)' });
  await body.fill(`We keep only what the group needs. Revision ${stamp}.`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The page was saved.')).toBeVisible();

  const reader = await (await browser.newContext()).newPage();
  await signIn(reader, 'nora.none@atrium.local');
  await reader.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(reader).toHaveURL(/\/userzone\/pages\/privacy-policy$/);
  await expect(reader.getByRole('heading', { level: 1, name: `Privacy Policy ${stamp}` })).toBeVisible();
  await expect(reader.getByText(`We keep only what the group needs. Revision ${stamp}.`)).toBeVisible();
  await reader.context().close();
});
