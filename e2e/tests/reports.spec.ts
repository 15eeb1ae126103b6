import { type Browser, expect, test } from '@playwright/test';
import { apiAs } from '../support/api';
import { signIn } from '../support/sign-in';

/**
 * Sam's roles give no reporting; the super admin assigns him the Reporting Viewer policy for this test
 * and takes it back afterwards, as an administrator would. One signed-in super admin does both, so
 * the test pays for one extra sign-in, not two.
 */
async function reportingPolicyForSam(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'super.admin@atrium.local');
  const admin = await apiAs(page, { superAdminMode: true });
  const users = (await (await admin.get('auth/administration/policies/users?search=sam.sales')).json()) as {
    data: { id: number; email: string }[];
  };
  const samId = users.data.find((user) => user.email === 'sam.sales@atrium.local')?.id;
  expect(samId).toBeDefined();
  const policies = (await (await admin.get('auth/administration/policies/policies-list')).json()) as {
    data: { id: number; name: string }[];
  };
  const policy = policies.data.find((candidate) => candidate.name === 'Reporting Viewer');
  expect(policy).toBeDefined();
  const change = async (grant: boolean) => {
    const answer = await admin.post(`auth/administration/policies/${grant ? 'assign' : 'revoke'}`, {
      user_id: samId,
      policy_id: policy?.id,
    });
    expect([200, 409, 404]).toContain(answer.status());
  };
  await change(true);
  return {
    revoke: async () => {
      await change(false);
      await context.close();
    },
  };
}

const openSelect = async (page: import('@playwright/test').Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
};

test('sam.sales builds a pipeline-by-stage bar chart, saves it, finds it on the dashboard and opens a bar’s records', async ({
  page,
  browser,
}) => {
  // Two people sign in through the provider and a chart is drawn twice: on the shared two-core CI
  // machine, beside another browser test, that was seen taking more than the default two minutes.
  test.slow();
  // Granted before Sam signs in, so his session starts with it.
  const policy = await reportingPolicyForSam(browser);
  await signIn(page, 'sam.sales@atrium.local');
  try {
    const stamp = Date.now().toString(36);
    const name = `Pipeline by stage ${stamp}`;
    await page.goto('/business-intelligence/reports/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New Report' })).toBeVisible();
    await page.getByLabel('Report name').fill(name);
    await openSelect(page, 'Object', 'Opportunities');
    // One grouping and a count: the builder suggests bars and draws the preview at once. A click on
    // the option while the list re-renders (the object's lookups arriving) can be lost, as the dry
    // run saw once; a person clicks again, and so does the test until the grouping has taken.
    await expect(async () => {
      await openSelect(page, 'Add a grouping', 'Stage');
      await expect(page.getByLabel('Chart type', { exact: true }).locator('..')).toContainText('Bar', {
        timeout: 3_000,
      });
    }).toPass({ timeout: 30_000 });
    const preview = page.getByRole('figure', { name });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('rowheader', { name: 'Prospecting' })).toBeAttached();

    await page.getByRole('button', { name: 'Save report' }).click();
    await page.waitForURL('**/business-intelligence/dashboard', { timeout: 30_000 });
    const card = page.locator('.ant-card', { has: page.getByText(name, { exact: true }) });
    await expect(card).toBeVisible();
    const figure = card.getByRole('figure', { name });
    await expect(figure.getByRole('rowheader', { name: 'Prospecting' })).toBeAttached();
    const chart = card.getByTestId('report-chart');
    await expect(chart.locator('path[fill="#20a8d8"]').first()).toBeVisible();

    // A click on a bar opens the opportunities of that stage in the record list.
    await chart.locator('path[fill="#20a8d8"]').first().click();
    await page.waitForURL(/\/crm\/opportunities\?filter=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
    const filter = new URL(page.url()).searchParams.get('filter') ?? '';
    expect(Object.keys(JSON.parse(filter) as object)).toEqual(['stage']);
  } finally {
    await policy.revoke();
  }
});
