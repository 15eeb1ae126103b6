import { MODULES } from '@atrium/core';
import { expect, type Page, test } from '@playwright/test';
import { choose } from '../support/choose';
import { signIn } from '../support/sign-in';

const hyperion = MODULES.find((module) => module.key === 'hyperion');
const entries = (hyperion?.navigation ?? []).filter((entry) => !entry.external).map((entry) => entry.url);

const LABELS: Record<string, string> = {
  '/hyperion/journals': 'Journals',
  '/hyperion/vat/vat-return-reports': 'VAT Return Reports',
  '/hyperion/vat/vat-consolidated-return-reports': 'VAT Consolidated Return Reports',
  '/hyperion/financial/budget': 'Budget',
  '/hyperion/financial/consolidated-budgeting': 'Consolidated Budgeting',
};
const HEADINGS: Record<string, string> = {
  '/hyperion/journals': 'Journals',
  '/hyperion/vat/vat-return-reports': 'VAT return',
  '/hyperion/vat/vat-consolidated-return-reports': 'Consolidated VAT return',
  '/hyperion/financial/budget': 'Budget',
  '/hyperion/financial/consolidated-budgeting': 'Consolidated budgeting',
};

// Every Hyperion entry opens its screen for the administrator (Ada holds the finance controller's
// permissions through her role): its heading and a table of figures or records, never the
// "not available" page. She goes from entry to entry through the sidebar, as a person does.
test('every Hyperion entry opens a working screen', async ({ page }) => {
  expect(entries).toHaveLength(5);
  await signIn(page, 'ada.lovelace@atrium.local');
  await page.goto(entries[0] ?? '/hyperion');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  for (const url of entries) {
    await test.step(url, async () => {
      if (url !== entries[0]) await sidebar.getByRole('link', { name: LABELS[url], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: HEADINGS[url], exact: true })).toBeVisible();
      // Figures in a table, or the records' list as a grid or a board.
      const content = main.getByRole('table').or(main.getByRole('grid')).or(main.getByRole('region')).first();
      await expect(content, `${url} shows its figures`).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('this screen is not available yet')).toHaveCount(0);
    });
  }
  // The consolidated budget shows both of Ada's organizations.
  await expect(page.getByText('Atrium Holding (AHQ)')).toBeVisible();
  await expect(page.getByText(/\(AGT\)$/)).toBeVisible();
});

/** The output tax the VAT return shows for the current period. */
async function outputTax(page: Page): Promise<number> {
  await page.goto('/hyperion/vat/vat-return-reports');
  const figure = page.getByTestId('hyperion-vat-outputTax').locator('.ant-statistic-content');
  await expect(figure).toHaveText(/\d/);
  return Number(((await figure.textContent()) ?? '').replaceAll(',', ''));
}

test('a balanced journal is posted and counted in the VAT return; an unbalanced one is refused', async ({
  page,
}) => {
  await signIn(page, 'ada.lovelace@atrium.local');
  const before = await outputTax(page);
  await page.goto('/hyperion/journals');
  const reference = `E2E-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await choose(page, page.getByRole('combobox', { name: 'Account, Line 1' }), '1200 Accounts receivable');
  await page.getByRole('spinbutton', { name: 'Debit, Line 1' }).fill('105');
  await choose(page, page.getByRole('combobox', { name: 'Account, Line 2' }), '4000 Sales');
  await choose(
    page,
    page.getByRole('combobox', { name: 'Tax code, Line 2' }),
    'VAT5-OUT Standard-rated sales (5%)',
  );
  await page.getByRole('spinbutton', { name: 'Credit, Line 2' }).fill('100');
  await expect(page.getByText('Out of balance by 5.00')).toBeVisible();

  // Posted out of balance: the server refuses it with the reason, and the form keeps the lines.
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(
    page.getByText('The journal does not balance: debits 105.00, credits 100.00, a difference of 5.00.'),
  ).toBeVisible();

  // The VAT payable line balances it; posted, it counts in the VAT return.
  await page.getByRole('button', { name: 'Add line' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Account, Line 3' }), '2200 VAT payable');
  await page.getByRole('spinbutton', { name: 'Credit, Line 3' }).fill('5');
  await expect(page.getByText('Balanced', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText(`Journal entry ${reference} is posted.`)).toBeVisible();
  await expect(page.getByRole('main').getByText(reference).first()).toBeVisible();

  expect(await outputTax(page)).toBeCloseTo(before + 5, 2);

  // The posted entry opens from the journals' list, with its totals.
  await page.goto('/hyperion/journals');
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${reference}`) })
    .click();
  await expect(page).toHaveURL(/\/hyperion\/journals\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue(reference);
  await expect(page.getByRole('textbox', { name: 'Total debit' })).toHaveValue('105.00');
});
