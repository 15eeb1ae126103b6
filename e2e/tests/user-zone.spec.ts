import { expect, test } from '@playwright/test';
import { apiAs, createdId } from '../support/api';
import { signIn } from '../support/sign-in';

// Issue 19 item 5: a change I make shows in My Activities, linked to the record.
test('My Activities lists a change I made', async ({ page }) => {
  await signIn(page, 'sam.sales@atrium.local');
  const api = await apiAs(page);
  const name = `Activity deal ${Date.now().toString(36)}`;
  const id = await createdId(
    api.post('records/opportunity', { name, stage: 'prospecting', amount: 100, close_date: '2027-04-30' }),
  );
  const changed = await api.put(`records/opportunity/${id}`, { amount: 250 });
  expect(changed.status(), await changed.text()).toBe(200);

  await page.goto('/userzone/activities');
  await expect(page.getByRole('heading', { name: 'My Activities' })).toBeVisible();
  const rows = page.getByTestId('activity').filter({ hasText: name });
  await expect(rows.filter({ hasText: 'Changed' })).toContainText('amount');
  await expect(rows.filter({ hasText: 'Created' })).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name })).toHaveAttribute('href', `/crm/opportunities/${id}`);
});

// An approval asked of Nora (the manager named on a leave request) arrives on her open notifications
// page without a reload, the bell counts it, and marking it read takes the count away. Nora takes part
// in no other workflow test, so nothing else changes her count meanwhile.
test('a notification arrives live and the bell count drops when it is read', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const noraContext = await browser.newContext();
  const nora = await noraContext.newPage();
  await signIn(nora, 'nora.none@atrium.local');
  const noraApi = await apiAs(nora);
  const noraId = await nora.evaluate(
    () => (JSON.parse(window.localStorage.getItem('atrium.profile') ?? 'null') as { id: number }).id,
  );
  expect((await noraApi.post('notifications/read-all')).status()).toBe(200);
  await nora.goto('/notifications');
  await expect(nora.getByRole('heading', { name: 'My Notifications' })).toBeVisible();
  await expect(nora.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // Hana files a leave request naming Nora as the manager and submits it: the workflow asks Nora.
  const hanaContext = await browser.newContext();
  const hana = await hanaContext.newPage();
  await signIn(hana, 'hana.hr@atrium.local');
  const hanaApi = await apiAs(hana);
  const leave = await createdId(
    hanaApi.post('records/hcm_leave', { reason: `Notify ${stamp}`, days: 1, manager: noraId, balance: 20 }),
  );
  const status = await hanaApi.get(`workflow/objects/hcm_leave/${leave}/status/leaveRequest`);
  const { instance } = (await status.json()) as { instance: number };
  const submitted = await hanaApi.post(`workflow/instances/${instance}/trigger/submit`);
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);

  const unread = nora.locator('[data-testid="notification"][data-read="false"]');
  await expect(unread).toHaveCount(1);
  await expect(unread).toContainText('Your approval is requested');
  await expect(unread).toContainText('Leave request: Manager approval');
  await expect(nora.getByRole('link', { name: '1 unread notifications' })).toBeVisible();

  await unread.getByRole('button', { name: 'Mark read' }).click();
  await expect(unread).toHaveCount(0);
  await expect(nora.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await hanaContext.close();
  await noraContext.close();
});
