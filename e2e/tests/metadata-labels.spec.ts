import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test.describe('labels administrators define', () => {
  test("a record page is titled with the object's singular name, in the person's language", async ({
    page,
  }) => {
    await signIn(page, 'sam.sales@atrium.local');
    await page.goto('/crm/quotes/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Quote' })).toBeVisible();

    // The language is not saved to Sam's account: other tests use it at the same time.
    await page.route('**/api/v1/user/preferences', (route) => route.abort());
    const language = page.locator('header.atrium-header').getByRole('combobox');
    for (const [locale, title] of [
      ['ar', 'إنشاء عرض سعر'],
      ['hi', 'कोटेशन'],
      ['ur', 'کوٹیشن'],
    ] as const) {
      await language.selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    }
    // English again: the metadata's own name is the fallback.
    await language.selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Quote' })).toBeVisible();
  });
});
