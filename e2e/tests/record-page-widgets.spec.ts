import { expect, type Page, type Route, test } from '@playwright/test';
import { apiAs } from '../support/api';
import { signIn } from '../support/sign-in';

/** A quote saved with rich-text terms, made through the API as the person on `page`. */
async function savedQuote(page: Page, title: string): Promise<number> {
  const api = await apiAs(page);
  const made = await api.post('records/quote', {
    title,
    valid_until: '2031-01-31',
    terms: '<p>Payment within <strong>thirty</strong> days.</p>',
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: number }).id;
}

/** The quote's form as an administrator could publish it: its fields, then the record's buttons. */
const QUOTE_FORM = {
  id: 990_001,
  object: 'quote',
  name: 'Quote with buttons',
  type: 'default',
  status: 'ACTIVE',
  options: {},
  version: 1,
  body: {
    id: 'grid_1',
    type: 'grid',
    children: [
      {
        id: 'row_1',
        type: 'row',
        children: [
          {
            id: 'col_1',
            type: 'col',
            children: [
              { id: 'field_title', type: 'singleLine', attributeName: 'title' },
              { id: 'field_terms', type: 'longText', attributeName: 'terms' },
              { id: 'buttons_duplicate', type: 'duplicationButtons' },
              { id: 'buttons_versions', type: 'versionsButtons' },
              { id: 'buttons_permission', type: 'permissionEditor' },
            ],
          },
        ],
      },
    ],
  },
};

/** Answers the quote form call with QUOTE_FORM. */
async function serveQuoteForm(page: Page): Promise<void> {
  await page.route('**/api/v1/forms/byobjects?**', async (route) => {
    if (!route.request().url().includes('quote')) return route.continue();
    await route.fulfill({ json: { data: [QUOTE_FORM] } });
  });
}

/** Holds every call matching `pattern` until `release` is called; `seen` resolves at the first one. */
async function hold(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let seen: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    seen = resolve;
  });
  let holding = true;
  await page.route(pattern, async (route) => {
    if (!holding) return route.continue();
    held.push(route);
    seen();
  });
  return {
    first,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const buttonNames = ['Duplicate', 'Create Version', 'Edit Permission'];

test.describe('a saved record page', () => {
  test('a saved quote opens its rich-text terms and takes typing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, 'sam.sales@atrium.local');
    const id = await savedQuote(page, `Rich ${Date.now().toString(36)}`);

    await page.goto(`/crm/quotes/${id}`);
    const terms = page.locator('#attrib_terms');
    await expect(terms).toHaveAttribute('contenteditable', 'true');
    await expect(terms.locator('strong')).toHaveText('thirty');
    await terms.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Net of fees.');
    await expect(terms).toContainText('Payment within thirty days. Net of fees.');
    await expect(page.getByText('This part of the form could not be loaded')).toHaveCount(0);
    // Leaving the page and coming back draws the editor again on the same saved record.
    await page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Cancel' }).click();
    const leave = page.getByRole('button', { name: /Leave|Yes|OK/ });
    if (await leave.isVisible()) await leave.click();
    await page.goto(`/crm/quotes/${id}`);
    await expect(page.locator('#attrib_terms strong')).toHaveText('thirty');
    expect(errors).toEqual([]);
  });

  for (const late of ['record', 'permissions'] as const) {
    test(`the record's buttons show once its ${late} arrive last, and not before`, async ({ page }) => {
      await signIn(page, 'sam.sales@atrium.local');
      const id = await savedQuote(page, `Buttons ${late} ${Date.now().toString(36)}`);
      await serveQuoteForm(page);
      const held = await hold(
        page,
        late === 'record' ? `**/api/v1/records/quote/${id}` : '**/api/v1/auth/user/isallowed?**',
      );

      await page.goto(`/crm/quotes/${id}`);
      await held.first;
      // Whichever arrived first, nothing decides the buttons yet: none is drawn.
      for (const name of buttonNames) await expect(page.getByRole('button', { name })).toHaveCount(0);
      await held.release();

      for (const name of buttonNames) await expect(page.getByRole('button', { name })).toBeVisible();
    });
  }

  test('Duplicate opens the copy with the message of its event', async ({ page }) => {
    await signIn(page, 'sam.sales@atrium.local');
    const title = `Copied ${Date.now().toString(36)}`;
    const id = await savedQuote(page, title);
    await serveQuoteForm(page);
    await page.goto(`/crm/quotes/${id}`);
    await expect(page.getByLabel('Title')).toHaveValue(title);

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByText(/duplicated/i).first()).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/crm/quotes/${id}$`));
    await expect(page).toHaveURL(/\/crm\/quotes\/\d+$/);
    const copyId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    expect(copyId).not.toBe(id);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    // The page shows the copy, not the original: the copy's own record was asked for.
    const api = await apiAs(page);
    const copy = (await (await api.get(`records/quote/${copyId}`)).json()) as { title: string };
    expect(copy.title).toBe(title);
  });
});
