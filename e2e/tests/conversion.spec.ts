import { expect, test } from '@playwright/test';
import { apiAs, createdId } from '../support/api';
import { signIn } from '../support/sign-in';

test('a lead is converted into an account, a contact and an opportunity from its page, and shows links to them', async ({
  page,
}) => {
  // Three records made through the whole write pipeline, on a shared two-core machine: more than the default.
  test.setTimeout(300_000);
  await signIn(page, 'sam.sales@atrium.local');
  const api = await apiAs(page);
  const stamp = Date.now().toString(36);
  const company = `Haddad Trading ${stamp}`;
  const person = `Layla Haddad ${stamp}`;
  const id = await createdId(
    api.post('records/lead', { full_name: person, company, email: `layla.${stamp}@haddad.example` }),
  );

  const configurations = page.waitForResponse(
    (answer) => answer.url().includes('/converter-mapping/configurations'),
    { timeout: 100_000 },
  );
  await page.goto(`/crm/leads/${id}`);
  expect((await configurations).status()).toBe(200);
  const conversions = page.locator('.atrium-record-conversions');
  await conversions.getByRole('button', { name: 'Convert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert lead' });
  await expect(dialog).toBeVisible();
  // What the mapping carries over is shown; the opportunity's expected close date is asked for.
  await expect(dialog.getByText(company).first()).toBeVisible();
  const convert = dialog.getByRole('button', { name: 'Convert' });
  await expect(convert).toBeDisabled();
  await dialog.getByLabel('Expected close').fill('2027-03-31');
  await expect(convert).toBeEnabled();
  await convert.click();
  await expect(dialog).toBeHidden();

  const links = conversions.getByRole('listitem');
  await expect(links).toHaveCount(3);
  await expect(conversions.getByRole('link', { name: person })).toHaveAttribute(
    'href',
    /\/crm\/contacts\/\d+$/,
  );
  const named = conversions.getByRole('link', { name: company });
  await expect(named).toHaveCount(2);
  const hrefs = await named.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '').sort());
  expect(hrefs[0]).toMatch(/\/crm\/accounts\/\d+$/);
  expect(hrefs[1]).toMatch(/\/crm\/opportunities\/\d+$/);

  // The contact it became belongs to the account it became.
  await conversions.getByRole('link', { name: person }).click();
  await expect(page).toHaveURL(/\/crm\/contacts\/\d+$/);
  await expect(page.getByText(company).first()).toBeVisible();
});
