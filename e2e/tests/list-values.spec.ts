import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api';
import { showPageIn, signIn } from '../support/sign-in';

const rowOf = (page: Page, text: string) =>
  page.locator('.atrium-record-list tr.atrium-grid__row', { hasText: text });

/** Whether the first character of `cell`'s text is drawn to the left of the second one. */
async function firstCharacterLeftmost(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const node = walker.nextNode();
    if (!node) return false;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    };
    return at(0) < at(1);
  });
}

test.describe('values in lists', () => {
  test('a list shows numbers, amounts and dates as the form does, and phones left to right in Arabic', async ({
    page,
  }) => {
    await signIn(page, 'sam.sales@atrium.local');
    const api = await apiAs(page);
    const stamp = Date.now().toString(36);
    const account = await api.post('records/account', {
      name: `Big ${stamp}`,
      employees: 72500000,
      revenue: 72500000.5,
      founded: '2001-02-03',
    });
    expect(account.status(), await account.text()).toBe(201);
    const contact = await api.post('records/contact', { full_name: `Dial ${stamp}`, phone: '+971501234567' });
    expect(contact.status(), await contact.text()).toBe(201);

    await page.goto(`/crm/accounts#search/${stamp}`);
    const row = rowOf(page, `Big ${stamp}`);
    await expect(row).toBeVisible();
    await expect(row.locator('td', { hasText: /^72,500,000$/ })).toHaveCount(1);
    await expect(row.locator('td', { hasText: /72,500,000\.50/ })).toHaveCount(1);
    await expect(row.locator('td', { hasText: /^03\/02\/2001$/ })).toHaveCount(1);
    await expect(row).not.toContainText('72500000');

    await page.goto(`/crm/contacts#search/${stamp}`);
    await showPageIn(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const phone = rowOf(page, `Dial ${stamp}`).locator('td', { hasText: '971501234567' });
    await expect(phone).toBeVisible();
    expect(await firstCharacterLeftmost(phone)).toBe(true);
  });
});
