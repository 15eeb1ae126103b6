import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs, createdId } from '../support/api';
import { choose } from '../support/choose';
import { signIn, watchCspViolations } from '../support/sign-in';

/** Enough fields that most of the form is far below the fold (decision 0027 draws the viewport first). */
const FIELD_COUNT = 300;
const KINDS = ['singleLine', 'numberField', 'singleSelect', 'checkbox', 'dateField', 'singleLine'] as const;
const CHOICES = [
  { value: 'north', name: 'North' },
  { value: 'south', name: 'South' },
];

const fieldName = (index: number) => `f${String(index).padStart(3, '0')}`;
const fieldLabel = (index: number) => `Long field ${String(index).padStart(3, '0')}`;
const kindOf = (index: number) => KINDS[index % KINDS.length] ?? 'singleLine';

/** The text and select fields the person fills far down the form. */
const TYPED = 282;
const CHOSEN = 290;

/**
 * The super admin makes an object of FIELD_COUNT attributes in the CRM (its generated form shows them
 * all, in one column) and lets CRM Staff view, create and edit its records.
 */
async function makeLongObject(browser: Browser, name: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'super.admin@atrium.local');
  const api = await apiAs(page, { superAdminMode: true });
  const attributes = Array.from({ length: FIELD_COUNT }, (_, index) => ({
    name: fieldName(index),
    label: fieldLabel(index),
    type: kindOf(index),
    options: kindOf(index) === 'singleSelect' ? { items: CHOICES } : {},
  }));
  const made = await api.post('administration/creator/objects', {
    name,
    display_name: `Long form ${name}`,
    module: 'crm',
    label_attribute: fieldName(0),
    attributes,
  });
  expect(made.status(), await made.text()).toBe(201);

  const access = await api.get(`administration/creator/objects/${name}/access`);
  expect(access.status(), await access.text()).toBe(200);
  const { roles } = (await access.json()) as { roles: { id: number; name: string }[] };
  const staff = roles.find((role) => role.name === 'CRM Staff');
  expect(staff, 'the organization has a CRM Staff role').toBeDefined();
  const granted = await api.put(`administration/creator/objects/${name}/access`, {
    roles: [{ id: staff?.id, verbs: ['view', 'create', 'edit'] }],
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await context.close();
}

/** Whether every field frame in the viewport holds its real widget rather than a light shell. */
function fieldsInViewLive(page: Page) {
  return page.evaluate(() => {
    const frames = Array.from(document.querySelectorAll('.atrium-record-form .atrium-field'));
    const inView = frames.filter((frame) => {
      const box = frame.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    return {
      inView: inView.length,
      shells: inView.filter((frame) => frame.classList.contains('atrium-field--shell')).length,
    };
  });
}

test('a person opens a record of 300 fields, fills two far down, saves, and the values are stored', async ({
  browser,
}) => {
  const name = `long_form_${Date.now().toString(36)}`;
  await makeLongObject(browser, name);

  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = watchCspViolations(page);
  await signIn(page, 'sam.sales@atrium.local');
  const api = await apiAs(page);
  const id = await createdId(
    api.post(`records/${name}`, { [fieldName(0)]: 'First of many', [fieldName(TYPED)]: 'old text' }),
  );

  await page.goto(`/crm/${name}/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit Long form ${name}` })).toBeVisible();
  // The fields in view are live widgets (not stand-ins) holding the record's values.
  const first = page.getByLabel(fieldLabel(0), { exact: true });
  await expect(first).toHaveValue('First of many');
  await expect(page.locator('.atrium-record-form .atrium-field').first()).not.toHaveClass(
    /atrium-field--shell/,
  );
  await expect(async () => {
    const { inView, shells } = await fieldsInViewLive(page);
    expect(inView, 'fields in the viewport').toBeGreaterThan(3);
    expect(shells, 'fields in the viewport still drawn as shells').toBe(0);
  }).toPass({ timeout: 20_000 });

  // Far down the form: scrolled to, the field takes its widget, and typing lands in it.
  const typed = page.getByLabel(fieldLabel(TYPED), { exact: true });
  await typed.scrollIntoViewIfNeeded();
  const typedFrame = page.locator('.atrium-field').filter({ has: typed });
  await expect(typedFrame).not.toHaveClass(/atrium-field--shell/);
  await expect(typed).toHaveValue('old text');
  await expect(async () => {
    await typed.fill('Typed far down');
    await expect(typed).toHaveValue('Typed far down', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  const chosen = page.getByRole('combobox', { name: fieldLabel(CHOSEN), exact: true });
  await chosen.scrollIntoViewIfNeeded();
  await expect(page.locator('.atrium-field').filter({ has: chosen })).not.toHaveClass(/atrium-field--shell/);
  await choose(page, chosen, 'South');

  const saved = page.waitForResponse(
    (response) => response.url().includes(`/records/${name}/${id}`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved').first()).toBeVisible();

  // Stored: the server answers the values, and a reload shows them where they were typed.
  const stored = await api.get(`records/${name}/${id}`);
  expect(stored.status(), await stored.text()).toBe(200);
  expect(await stored.json()).toMatchObject({
    [fieldName(0)]: 'First of many',
    [fieldName(TYPED)]: 'Typed far down',
    [fieldName(CHOSEN)]: 'south',
  });
  await page.reload();
  await expect(page.getByLabel(fieldLabel(0), { exact: true })).toHaveValue('First of many');
  const again = page.getByLabel(fieldLabel(TYPED), { exact: true });
  await again.scrollIntoViewIfNeeded();
  await expect(again).toHaveValue('Typed far down');
  const choice = page
    .locator('.atrium-field')
    .filter({ has: page.getByLabel(fieldLabel(CHOSEN), { exact: true }) });
  await choice.scrollIntoViewIfNeeded();
  await expect(choice).toContainText('South');

  expect(violations).toEqual([]);
  await context.close();
});
