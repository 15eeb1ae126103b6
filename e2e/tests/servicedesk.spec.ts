import { type Browser, expect, type Page, test } from '@playwright/test';
import { choose } from '../support/choose';
import { signIn } from '../support/sign-in';

async function as(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const summary = (page: Page) => page.locator('.atrium-workflow-summary').getByTestId('workflow-summary');
const actions = (page: Page) => page.locator('.atrium-workflow-actions');

async function resolvedCount(page: Page): Promise<number> {
  await page.goto('/servicedesk/dashboard');
  await expect(page.getByRole('heading', { name: 'Service desk dashboard' })).toBeVisible({
    timeout: 60_000,
  });
  const value = page.getByTestId('resolved-total').locator('.ant-statistic-content-value');
  await expect(value).toHaveText(/^\d+$/, { timeout: 60_000 });
  return Number(await value.textContent());
}

// Issue 19 item 3: sam.sales raises a ticket, the IT team's lead (Ada) assigns it to the agent (Ivan),
// the agent resolves it; the SLA shows on the ticket and in the lists, and the dashboard counts it.
test('a ticket is raised, assigned by the team lead, resolved by the agent, and counted', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `Mouse ${stamp}`;
  const ada = await as(browser, 'ada.lovelace@atrium.local');
  const before = await resolvedCount(ada);

  const sam = await as(browser, 'sam.sales@atrium.local');
  await sam.goto('/servicedesk/my-tickets');
  await expect(sam.getByRole('heading', { name: 'My tickets' })).toBeVisible({ timeout: 60_000 });
  await sam.getByRole('button', { name: 'Raise a ticket' }).click();
  await expect(sam).toHaveURL(/\/servicedesk\/service_ticket\/new$/);
  await sam.getByLabel('Title').fill(title);
  await choose(sam, sam.getByRole('combobox', { name: 'Priority' }), 'P3 Medium');
  await choose(sam, sam.getByRole('combobox', { name: 'Category' }), 'Hardware');
  await sam.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(sam).toHaveURL(/\/servicedesk\/service_ticket\/\d+$/, { timeout: 60_000 });
  const path = new URL(sam.url()).pathname;

  await sam.goto('/servicedesk/my-tickets');
  const mine = sam.getByRole('row').filter({ hasText: title });
  await expect(mine.getByTestId('sla-state')).toHaveText('On track', { timeout: 60_000 });

  // The lead names the agent, then takes the triage decision.
  await ada.goto(path);
  await expect(summary(ada)).toHaveText(/Pending/, { timeout: 60_000 });
  // The server numbered it, made Sam its requester and set its SLA due times from the P3 policy.
  await expect(ada.getByLabel('Number', { exact: true })).toHaveValue(/^TKT-\d+$/);
  await expect(ada.getByLabel('Requester')).toHaveValue('sam.sales@atrium.local');
  await expect(ada.getByLabel('Resolution due')).toHaveValue(/\d/);
  await ada.getByLabel('Assignee').fill('ivan.it@atrium.local');
  await ada.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(ada.getByText('Saved').first()).toBeVisible({ timeout: 60_000 });
  await actions(ada).getByRole('button', { name: 'Assign' }).click();
  await expect(summary(ada)).toHaveText('Pending: Resolve', { timeout: 60_000 });

  // The agent resolves it.
  const ivan = await as(browser, 'ivan.it@atrium.local');
  await ivan.goto(path);
  await expect(actions(ivan).getByRole('button', { name: 'Resolve' })).toBeVisible({ timeout: 60_000 });
  await actions(ivan).getByRole('button', { name: 'Resolve' }).click();
  await expect(summary(ivan)).toHaveText('Completed', { timeout: 60_000 });

  await sam.goto('/servicedesk/my-tickets');
  await expect(sam.getByRole('row').filter({ hasText: title }).getByTestId('sla-state')).toHaveText('Met', {
    timeout: 60_000,
  });
  await expect(sam.getByRole('row').filter({ hasText: title })).toContainText('Resolved');

  await ada.goto('/servicedesk/all-tickets');
  await choose(ada, ada.getByRole('combobox', { name: 'Any status' }), 'Resolved');
  await expect(ada.getByRole('row').filter({ hasText: title })).toContainText('ivan.it@atrium.local', {
    timeout: 60_000,
  });
  expect(await resolvedCount(ada)).toBe(before + 1);
});

// Issue 19: every service desk navigation entry opens a working screen.
test('every service desk entry opens a working screen', async ({ page }) => {
  // Eight screens, each its own chunk, on a shared two-core machine.
  test.setTimeout(600_000);
  await signIn(page, 'ada.lovelace@atrium.local');
  const screens: [string, RegExp | string][] = [
    ['/servicedesk/dashboard', 'Service desk dashboard'],
    ['/servicedesk/my-tickets', 'My tickets'],
    ['/servicedesk/my-task-assignments', /task/i],
    ['/servicedesk/my-assignments', /assign/i],
    ['/servicedesk/my-team-assignments', /team/i],
    ['/servicedesk/all-tickets', 'All tickets'],
    ['/servicedesk/masters', 'Service desk masters'],
    ['/servicedesk/workflows', /workflow/i],
  ];
  for (const [url, heading] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/not available yet/)).toHaveCount(0);
  }
  // The masters' tabs list their records.
  await page.goto('/servicedesk/masters');
  await page.getByRole('tab', { name: 'SLA policies' }).click();
  await expect(page.getByText('P1 Critical').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByText('IT Service Desk').first()).toBeVisible({ timeout: 60_000 });
});
