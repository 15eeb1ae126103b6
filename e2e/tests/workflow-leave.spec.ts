import { expect, type Page, test } from '@playwright/test';
import { choose } from '../support/choose';
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

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const typed = (date: string) => date.split('-').reverse().join('/');

/**
 * Two working days (a Monday and a Tuesday) at least three weeks ahead, in one year and clear of the
 * demo holidays (1 January, 1 May, 25 December): the request takes exactly two days.
 */
function twoWorkingDays(): { from: string; to: string } {
  let day = Date.now() + 21 * DAY;
  for (;;) {
    day += DAY;
    if (new Date(day).getUTCDay() !== 1) continue;
    const from = iso(day);
    const to = iso(day + DAY);
    const holidays = ['01-01', '05-01', '12-25'];
    if (from.slice(0, 4) !== to.slice(0, 4)) continue;
    if (holidays.some((holiday) => from.endsWith(holiday) || to.endsWith(holiday))) continue;
    return { from, to };
  }
}

/** The leave balance card of a type and year on My leaves. */
const balance = (page: Page, title: string) => page.getByTestId('leave-balance').filter({ hasText: title });

// Issue 19: hana.hr (an employee of the HCM package, managed by Ada Lovelace) files a leave request;
// her manager approves it from My approvals, HR approves it on the record, the balance is updated on
// My leaves and the absence shows on her team's calendar. Her open page follows the manager live.
test('a leave request goes through the manager and HR approvals and updates the balance', async ({
  browser,
}) => {
  // Two people, three screens and a record's workflow: a long walk on a shared two-core machine.
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const { from, to } = twoWorkingDays();
  const year = from.slice(0, 4);
  const month = from.slice(0, 7);
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await signIn(ada, 'ada.lovelace@atrium.local');

  const hanaContext = await browser.newContext();
  const hana = await hanaContext.newPage();
  await signIn(hana, 'hana.hr@atrium.local');
  await hana.goto(`/hcm/my-leaves?month=${month}`);
  // A page's first load (its chunk, its calls) was seen taking over 20 s on the loaded machine.
  await expect(hana.getByRole('heading', { name: 'My leaves' })).toBeVisible({ timeout: 60_000 });
  const annual = balance(hana, `Annual ${year}`);
  await expect(annual).toContainText('Taken: 0');
  await expect(annual.locator('.ant-statistic-content-value')).toHaveText('25');

  await hana.getByRole('button', { name: 'New leave request' }).click();
  await expect(hana).toHaveURL(/\/hcm\/leaves\/new$/);
  await expect(hana.getByRole('combobox', { name: 'Leave type' })).toBeVisible({ timeout: 60_000 });
  await choose(hana, hana.getByRole('combobox', { name: 'Leave type' }), 'Annual');
  await hana.getByLabel('Reason').fill(`Trip ${stamp}`);
  for (const [label, date] of [
    ['From', from],
    ['To', to],
  ] as const) {
    const input = hana.getByLabel(label, { exact: true });
    await input.fill(typed(date));
    await input.press('Enter');
    await expect(input).toHaveValue(typed(date));
  }
  await hana.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(hana).toHaveURL(/\/hcm\/leaves\/\d+$/, { timeout: 60_000 });
  const id = /\/(\d+)$/.exec(hana.url())?.[1] ?? '';

  // The workflow started on create and waits for the employee's Submit.
  await expect(summary(hana)).toHaveText('Pending: Submit', { timeout: 60_000 });
  await actions(hana).getByRole('button', { name: 'Submit' }).click();
  await expect(summary(hana)).toHaveText('Pending approval from Ada Lovelace');
  await expect(actions(hana).getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The manager (Hana's employee record reports to Ada's) approves from My approvals, in place.
  await ada.goto('/hcm/my-approvals');
  await expect(ada.getByRole('heading', { name: 'My approvals' })).toBeVisible({ timeout: 60_000 });
  const row = ada.getByRole('row').filter({ hasText: `Trip ${stamp}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: `Trip ${stamp}` })).toHaveAttribute('href', `/hcm/leaves/${id}`);
  await expect(row.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/hcm/leaves/${id}`);
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

  // The two days are taken from the balance, and the absence is on the team's calendar.
  await hana.goto(`/hcm/my-leaves?month=${month}`);
  await expect(annual).toContainText('Taken: 2', { timeout: 60_000 });
  await expect(annual.locator('.ant-statistic-content-value')).toHaveText('23');
  const request = hana.getByRole('row').filter({ hasText: `Trip ${stamp}` });
  await expect(request).toContainText('Approved');
  await expect(hana.locator('.atrium-hcm-calendar').getByText('Hana Hr')).toHaveCount(2);

  await hanaContext.close();
  await adaContext.close();
});
