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
const DAY = 86_400_000;

/** A Wednesday five weeks or more ahead: one working day no other test's leave request takes. */
function aWednesdayAhead(): string {
  let day = Date.now() + 35 * DAY;
  while (new Date(day).getUTCDay() !== 3) day += DAY;
  return new Date(day).toISOString().slice(0, 10);
}

// Ada manages Hana: Hana's leave request asks Ada's approval, which reaches her notifications live.
// Other tests may notify Ada at the same time, so this one follows its own notification and counts.
test('a notification arrives live and the bell count drops when it is read', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await signIn(ada, 'ada.lovelace@atrium.local');
  await ada.goto('/notifications');
  await expect(ada.getByRole('heading', { name: 'My Notifications' })).toBeVisible();

  const hanaContext = await browser.newContext();
  const hana = await hanaContext.newPage();
  await signIn(hana, 'hana.hr@atrium.local');
  const hanaApi = await apiAs(hana);
  const types = await hanaApi.get('records/hcm_leave_type?pageSize=50');
  const annual = ((await types.json()) as { data: { id: number; name: string }[] }).data.find(
    (type) => type.name === 'Annual',
  );
  const day = aWednesdayAhead();
  const leave = await createdId(
    hanaApi.post('records/hcm_leave', {
      reason: `Notify ${stamp}`,
      leave_type_id: annual?.id,
      start_date: day,
      end_date: day,
    }),
  );
  const status = await hanaApi.get(`workflow/objects/hcm_leave/${leave}/status/leaveRequest`);
  const { instance } = (await status.json()) as { instance: number };
  const submitted = await hanaApi.post(`workflow/instances/${instance}/trigger/submit`);
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);

  const mine = ada
    .locator('[data-testid="notification"]')
    .filter({ has: ada.locator(`a[href$="/${leave}"]`) });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-read', 'false');
  await expect(mine).toContainText('Your approval is requested');
  await expect(mine).toContainText('Leave request: Manager approval');
  const bell = ada.getByRole('link', { name: /^\d+ unread notifications$/ });
  await expect(bell).toBeVisible();
  const unreadBefore = Number.parseInt((await bell.getAttribute('aria-label')) ?? '', 10);

  await mine.getByRole('button', { name: 'Mark read' }).click();
  await expect(mine).toHaveAttribute('data-read', 'true');
  const after = unreadBefore - 1;
  await expect(
    after > 0
      ? ada.getByRole('link', { name: `${after} unread notifications` })
      : ada.getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();

  await hanaContext.close();
  await adaContext.close();
});
