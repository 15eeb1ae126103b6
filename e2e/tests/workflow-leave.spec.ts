import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

const summary = (page: Page) => page.locator('.atrium-workflow-summary').getByTestId('workflow-summary');
const actions = (page: Page) => page.locator('.atrium-workflow-actions');
const timeline = (page: Page) => page.locator('.atrium-workflow-timeline');

async function answerDialog(page: Page, button: 'Approve' | 'Reject', comment?: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (comment) await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

// Issue 16: hana.hr files a leave request, her manager approves it from My approvals, HR approves it on
// the record, and the record's timeline shows both approvals; her open page follows the manager live.
test('a leave request goes through the manager and HR approvals', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await signIn(ada, 'ada.lovelace@atrium.local');
  const adaId = await ada.evaluate(
    () => (JSON.parse(window.localStorage.getItem('atrium.profile') ?? 'null') as { id: number }).id,
  );

  const hanaContext = await browser.newContext();
  const hana = await hanaContext.newPage();
  await signIn(hana, 'hana.hr@atrium.local');
  await hana.goto('/hcm/leaves/new');
  await hana.getByLabel('Reason').fill(`Trip ${stamp}`);
  await hana.getByLabel('Days', { exact: true }).fill('2');
  await hana.getByLabel('Manager (user id)').fill(String(adaId));
  await hana.getByLabel('Leave balance').fill('20');
  await hana.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(hana).toHaveURL(/\/hcm\/leaves\/\d+$/);
  const id = /\/(\d+)$/.exec(hana.url())?.[1] ?? '';

  // The workflow started on create and waits for the employee's Submit.
  await expect(summary(hana)).toHaveText('Pending: Submit');
  await actions(hana).getByRole('button', { name: 'Submit' }).click();
  await expect(summary(hana)).toHaveText('Pending approval from Ada Lovelace');
  await expect(actions(hana).getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The manager approves from My approvals, in place.
  await ada.goto('/hcm/my-approvals');
  await expect(ada.getByRole('heading', { name: 'My approvals' })).toBeVisible();
  // The row names the record by its label (the request's reason), linked to it.
  const row = ada.getByRole('row').filter({ hasText: `Trip ${stamp}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: `Trip ${stamp}` })).toHaveAttribute('href', `/hcm/leaves/${id}`);
  await expect(row.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/hcm/leaves/${id}`);
  await expect(ada.getByTestId('inbox-count')).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await answerDialog(ada, 'Approve', `Enjoy ${stamp}`);
  await expect(row).toHaveCount(0);

  // HR (hana holds the HCM Staff role) sees it live on the open record, and approves there.
  await expect(summary(hana)).toHaveText('Pending your approval');
  await actions(hana).getByRole('button', { name: 'Approve' }).click();
  await answerDialog(hana, 'Approve');
  await expect(summary(hana)).toHaveText('Completed');

  const entries = timeline(hana).locator('.atrium-workflow-entry[data-kind="approved"]');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(`Approved: Enjoy ${stamp}`);
  await expect(entries.nth(0)).toContainText('Ada Lovelace');
  await expect(entries.nth(1)).toContainText('Hana Hr');

  await hanaContext.close();
  await adaContext.close();
});
