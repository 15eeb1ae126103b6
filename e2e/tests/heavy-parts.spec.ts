import { expect, type Page, test } from '@playwright/test';
import { signIn, watchCspViolations } from '../support/sign-in';

/** The names of the script chunks the page has fetched so far. */
async function fetchedChunks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'))
      .map((name) => name.slice(name.lastIndexOf('/') + 1)),
  );
}

test.describe('heavy widget parts', () => {
  test('a record page fetches Leaflet and Tiptap only for a form that draws a map or rich text, under the CSP', async ({
    page,
  }) => {
    const violations = watchCspViolations(page);
    await signIn(page, 'sam.sales@atrium.local');

    // A contact's form has neither a map nor rich text: neither library is fetched.
    await page.goto('/crm/contacts/new');
    await expect(page.getByLabel('Full name')).toBeVisible();
    const contactChunks = await fetchedChunks(page);
    expect(contactChunks.some((name) => name.startsWith('LeafletMap-'))).toBe(false);
    expect(contactChunks.some((name) => name.startsWith('TiptapEditor-'))).toBe(false);

    // An account's form draws its location on a map: Leaflet arrives with its styles.
    await page.goto('/crm/accounts/new');
    const map = page.getByRole('img', { name: 'Map of Location' });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('.leaflet-container')).toHaveCSS('overflow', 'hidden');
    expect((await fetchedChunks(page)).some((name) => name.startsWith('LeafletMap-'))).toBe(true);

    // A quote's terms are rich text: the Tiptap editor arrives and takes typing and formatting.
    await page.goto('/crm/quotes/new');
    const terms = page.locator('#attrib_terms');
    await expect(terms).toHaveAttribute('contenteditable', 'true');
    await terms.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Net thirty days');
    await expect(terms.locator('strong')).toHaveText('Net thirty days');

    expect(violations).toEqual([]);
  });
});
