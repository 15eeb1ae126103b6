import { expect, test } from '@playwright/test';
import { signIn, watchCspViolations } from '../support/sign-in';

/**
 * The CRM lead form's seeded rules, as Sam meets them: the budget section appears once the lead is
 * qualified and its value becomes required, the rating is narrowed by the status, interests show for
 * hot leads; what is saved is exactly what comes back.
 */
test('sam.sales fills a lead whose rules react, saves, reloads and finds what was saved', async ({
  page,
}) => {
  const violations = watchCspViolations(page);
  await signIn(page, 'sam.sales@atrium.local');
  await page.goto('/crm/leads/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Lead' })).toBeVisible();
  const name = `Rania ${Date.now().toString(36)}`;
  await page.getByLabel('Full name').fill(name);

  // No budget before the lead is qualified; interests are hidden until it is hot.
  await expect(page.getByText('Budget', { exact: true })).toBeHidden();
  await expect(page.getByText('Interests', { exact: true })).toBeHidden();

  await page.locator('.atrium-status-breadcrumb').getByText('Qualified', { exact: true }).click();
  await expect(page.getByText('Budget', { exact: true })).toBeVisible();

  // Saving without the value the rules now require shows the message and saves nothing.
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Estimated value is required.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/leads\/new$/);

  // A qualified lead may be hot or warm, not cold.
  const rating = page.locator('.atrium-field', { hasText: 'Rating' });
  await expect(rating.getByText('Hot', { exact: true })).toBeVisible();
  await expect(rating.getByText('Cold', { exact: true })).toBeHidden();
  await rating.getByText('Hot', { exact: true }).click();
  await expect(page.getByText('Interests', { exact: true })).toBeVisible();

  await page.getByLabel('Estimated value').fill('25000');
  await page.getByLabel('Estimated value').blur();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/crm\/leads\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())?.[1] ?? '';

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue(name);
  await expect(page.getByText('Budget', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Estimated value')).toHaveValue(/25,?000/);
  const stored = await page.evaluate(async (recordId) => {
    const token = JSON.parse(window.localStorage.getItem('atrium.session') ?? 'null') as string;
    const response = await fetch(`/api/v1/records/lead/${recordId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as Record<string, unknown>;
  }, id);
  expect(stored).toMatchObject({
    full_name: name,
    status: 'qualified',
    rating: 'Hot',
    estimated_value: 25000,
  });
  expect(violations).toEqual([]);
});
