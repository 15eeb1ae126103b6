import { expect, test } from '@playwright/test';
import { apiAs, createdId } from '../support/api';
import { signIn } from '../support/sign-in';

test('a change to a tracked field shows in the record’s history: who, which field, from what to what', async ({
  page,
}) => {
  await signIn(page, 'sam.sales@atrium.local');
  const api = await apiAs(page);
  const stamp = Date.now().toString(36);
  const id = await createdId(
    api.post('records/opportunity', {
      name: `Tracked ${stamp}`,
      stage: 'prospecting',
      amount: 1000,
      close_date: '2027-01-31',
    }),
  );

  await page.goto(`/crm/opportunities/${id}`);
  const amount = page.getByLabel('Amount');
  await expect(amount).toBeVisible();
  await amount.fill('2500');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();

  await page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of changes' });
  const changed = history.locator('tr', { hasText: 'Updated' });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('Sam Sales');
  await expect(changed).toContainText('Amount');
  await expect(changed).toContainText('1,000');
  await expect(changed).toContainText('2,500');
  // The record's creation set every tracked field from nothing.
  await expect(history.locator('tr', { hasText: 'Created' })).toHaveCount(3);
});
