import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

/** The antd components whose style rules antd built in the page itself (not taken from the static sheet). */
const builtInPage = () =>
  Array.from(document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')).flatMap((style) => {
    const root = /^:where\(\.css-[\w-]+\)\.(ant-[a-z-]+)/.exec(style.textContent ?? '');
    return root?.[1] ? [root[1].replace(/-css-var$/, '')] : [];
  });

test('a record form draws its antd controls with the static style sheet, not styles built in the page', async ({
  page,
}) => {
  await signIn(page, 'sam.sales@atrium.local');
  await page.goto('/crm/leads/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Lead' })).toBeVisible();
  const fullName = page.getByLabel('Full name');
  // The first paint draws light shells; the widgets of the fields in view follow in the next task.
  await expect(fullName).toHaveClass(/\bant-input\b/);

  const built = await page.evaluate(builtInPage);
  for (const component of ['ant-input', 'ant-select', 'ant-picker', 'ant-btn', 'ant-form', 'ant-checkbox'])
    expect(built).not.toContain(component);
  // Yet the input wears antd's look under the app's theme (radius 6 px): the sheet is what draws it.
  const look = await fullName.evaluate((input) => {
    const style = getComputedStyle(input);
    return { radius: style.borderTopLeftRadius, border: style.borderTopStyle };
  });
  expect(look).toEqual({ radius: '6px', border: 'solid' });
});
