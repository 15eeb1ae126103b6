import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api';
import { signIn, watchCspViolations } from '../support/sign-in';

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const rows = (page: Page, title: string) => panel(page, title).locator('.atrium-related__row');

test.describe('related records', () => {
  test('sam.sales sees an account’s contacts, loads more, and adds one from the account', async ({
    page,
    context,
  }) => {
    const violations = watchCspViolations(page);
    await signIn(page, 'sam.sales@atrium.local');
    const api = await apiAs(page);
    const stamp = Date.now().toString(36);

    // A seeded account: two contacts, so Load more has nothing further to load.
    const seeded = await api.get('records/account?page=1&pageSize=1&sorting=[{"columnName":"id"}]');
    expect(seeded.ok(), await seeded.text()).toBe(true);
    const [first] = ((await seeded.json()) as { data: { id: number }[] }).data;
    expect(first).toBeDefined();
    const seededContacts = await api.get(`r/crm/account/${first?.id}/contacts?pageSize=10`);
    const seededTotal = ((await seededContacts.json()) as { total: number }).total;
    expect(seededTotal).toBeLessThanOrEqual(10);
    await page.goto(`/crm/accounts/${first?.id}`);
    await expect(panel(page, 'Contact')).toBeVisible();
    await expect(rows(page, 'Contact')).toHaveCount(seededTotal);
    await expect(panel(page, 'Contact').getByRole('button', { name: 'Load more' })).toBeDisabled();

    // An account of this run with eleven contacts: ten at first, the eleventh after Load more.
    const made = await api.post('records/account', { name: `Related ${stamp}` });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    for (let n = 1; n <= 11; n += 1) {
      const contact = await api.post('records/contact', {
        full_name: `Person ${String(n).padStart(2, '0')} ${stamp}`,
        account_id: id,
      });
      expect(contact.status(), await contact.text()).toBe(201);
    }
    await page.goto(`/crm/accounts/${id}`);
    const contacts = panel(page, 'Contact');
    await expect(contacts).toBeVisible();
    await expect(rows(page, 'Contact')).toHaveCount(10);
    await expect(contacts.getByText('10 of 11')).toBeVisible();
    const loadMore = contacts.getByRole('button', { name: 'Load more' });
    await expect(loadMore).toBeEnabled();
    await loadMore.click();
    await expect(rows(page, 'Contact')).toHaveCount(11);
    await expect(loadMore).toBeDisabled();

    // A second tab keeps the account open to see the new contact arrive live.
    const watcher = await context.newPage();
    await watcher.goto(`/crm/accounts/${id}`);
    await expect(rows(watcher, 'Contact')).toHaveCount(10);

    // New Contact opens the contact form with the account already chosen.
    await contacts.getByRole('link', { name: 'New Contact' }).click();
    await expect(page).toHaveURL(new RegExp(`/crm/contacts/new\\?account_id=${id}$`));
    const accountField = page
      .locator('.atrium-field')
      .filter({ has: page.getByText('Account', { exact: true }) });
    await expect(accountField).toContainText(`Related ${stamp}`);
    await page.getByLabel('Full name').fill(`Newest ${stamp}`);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page).toHaveURL(/\/crm\/contacts\/\d+$/);

    await expect(rows(watcher, 'Contact').first()).toContainText(`Newest ${stamp}`);
    await expect(panel(watcher, 'Contact').getByText('11 of 12')).toBeVisible();

    await page.goto(`/crm/accounts/${id}`);
    await expect(panel(page, 'Contact').getByRole('link', { name: `Newest ${stamp}` })).toBeVisible();
    await panel(page, 'Contact')
      .getByRole('link', { name: `Newest ${stamp}` })
      .click();
    await expect(page).toHaveURL(/\/crm\/contacts\/\d+$/);

    expect(violations).toEqual([]);
  });
});
