import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, createdId } from '../support/api';
import { signIn } from '../support/sign-in';

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (scope: Page | Locator, title: string) =>
  scope.locator('.atrium-kanban__card').filter({ hasText: title });

/** Drags a card onto a column the way a person does: press, move past the start threshold, drop. */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const target = await to.boundingBox();
  if (!start || !target) throw new Error('the card or the column is not on screen');
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y + 12, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 12 });
  await page.mouse.up();
}

// Issue 19 item 4: opportunities open on their board by stage; a card dragged to the next stage is
// saved through the ordinary record update and is still there after a reload.
test('dragging an opportunity to another stage saves it', async ({ page }) => {
  await signIn(page, 'sam.sales@atrium.local');
  const api = await apiAs(page);
  const name = `Board deal ${Date.now().toString(36)}`;
  await createdId(
    api.post('records/opportunity', { name, stage: 'prospecting', amount: 500, close_date: '2027-03-31' }),
  );

  await page.goto('/crm/opportunities');
  // A cold load of the list's chunks on a busy two-core machine was seen taking over 20 s.
  await expect(page.getByRole('radio', { name: 'Board' })).toBeChecked({ timeout: 60_000 });
  const moving = card(column(page, 'Prospecting'), name);
  await expect(moving).toBeVisible();
  await drag(page, moving, column(page, 'Qualification'));
  await expect(card(column(page, 'Qualification'), name)).toBeVisible();
  await expect(page.getByText('Moved to Qualification.')).toBeVisible();

  await page.reload();
  await expect(card(column(page, 'Qualification'), name)).toBeVisible();
  await expect(card(column(page, 'Prospecting'), name)).toHaveCount(0);
});

// The top bar's search narrows every column, as it narrows the grid: only the matching deals stay.
test('searching on the board narrows every column', async ({ page }) => {
  await signIn(page, 'sam.sales@atrium.local');
  const api = await apiAs(page);
  const token = `Narrow${Date.now().toString(36)}`;
  const deal = (name: string, stage: string) =>
    createdId(api.post('records/opportunity', { name, stage, amount: 500, close_date: '2027-03-31' }));
  await deal(`${token} early`, 'prospecting');
  await deal(`${token} later`, 'qualification');
  const other = `Other deal ${Date.now().toString(36)}`;
  await deal(other, 'prospecting');

  await page.goto('/crm/opportunities');
  await expect(page.getByRole('radio', { name: 'Board' })).toBeChecked({ timeout: 60_000 });
  await expect(card(column(page, 'Prospecting'), other)).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(token);
  await search.press('Enter');
  const prospecting = column(page, 'Prospecting').locator('.atrium-kanban__card');
  await expect(prospecting).toHaveCount(1);
  await expect(prospecting).toContainText(`${token} early`);
  const qualification = column(page, 'Qualification').locator('.atrium-kanban__card');
  await expect(qualification).toHaveCount(1);
  await expect(qualification).toContainText(`${token} later`);
  await expect(card(column(page, 'Prospecting'), other)).toHaveCount(0);
});

// A ticket's status belongs to its workflow: dragging it to Resolved is refused with the server's
// reason, and the card goes back to New.
test('a move the workflow does not allow is refused with the reason and the card returns', async ({
  page,
}) => {
  await signIn(page, 'ada.lovelace@atrium.local');
  const api = await apiAs(page);
  const title = `Board ticket ${Date.now().toString(36)}`;
  await createdId(api.post('records/service_ticket', { title, priority: 'P3' }));

  await page.goto('/servicedesk/service_ticket');
  await expect(page.getByRole('radio', { name: 'Board' })).toBeChecked({ timeout: 60_000 });
  const ticket = card(column(page, 'New'), title);
  await expect(ticket).toBeVisible();
  await drag(page, ticket, column(page, 'Assigned'));
  await expect(page.getByText(/Not moved: Status follows the workflow “Service ticket”/)).toBeVisible();
  await expect(card(column(page, 'New'), title)).toBeVisible();
  await expect(card(column(page, 'Assigned'), title)).toHaveCount(0);

  await page.reload();
  await expect(card(column(page, 'New'), title)).toBeVisible();
});
