import { type Browser, expect, type Page, test } from '@playwright/test';
import { choose } from '../support/choose';
import { signIn } from '../support/sign-in';

async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test("a ticket's workflow speaks the reader's language: its name, step, buttons and timeline", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sam = await as(browser, 'sam.sales@atrium.local');
  await sam.goto('/servicedesk/service_ticket/new');
  await sam.getByLabel('Title').fill(`Keyboard ${Date.now().toString(36)}`);
  await choose(sam, sam.getByRole('combobox', { name: 'Priority' }), 'P3 Medium');
  await choose(sam, sam.getByRole('combobox', { name: 'Category' }), 'Hardware');
  await sam.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(sam).toHaveURL(/\/servicedesk\/service_ticket\/\d+$/, { timeout: 60_000 });
  const path = new URL(sam.url()).pathname;

  const ada = await as(browser, 'ada.lovelace@atrium.local');
  await ada.goto(path);
  const summary = ada.locator('.atrium-workflow-summary');
  const actions = ada.locator('.atrium-workflow-actions');
  await expect(summary.getByTestId('workflow-summary')).toHaveText('Pending: Triage', { timeout: 60_000 });
  await expect(actions.getByRole('button', { name: 'Assign' })).toBeVisible();

  // The language is not saved to Ada's account: other tests use it at the same time.
  await ada.route('**/api/v1/user/preferences', (route) => route.abort());
  const language = ada.locator('header.atrium-header').getByRole('combobox');
  await language.selectOption('ar');
  await expect(ada.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(summary).toContainText('تذكرة خدمة');
  await expect(summary.getByTestId('workflow-summary')).toHaveText('معلّق: الفرز');
  await expect(actions.getByRole('button', { name: 'إسناد' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'رفض' })).toBeVisible();
  await expect(ada.locator('.atrium-workflow-timeline')).toContainText('دخل «الفرز».');

  // English again: the definition's own labels are the fallback.
  await language.selectOption('en');
  await expect(actions.getByRole('button', { name: 'Assign' })).toBeVisible();
});
