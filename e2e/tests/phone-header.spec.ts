import { expect, type Page, test } from '@playwright/test';
import { showPageIn, signIn } from '../support/sign-in';

/** Every header control lies inside the viewport: none is cut off nor pushed past its edge. */
async function expectHeaderInside(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const header = page.locator('header.atrium-header');
  const controls = [
    header.locator('a[href="/notifications"]'),
    header.getByRole('combobox'),
    header.getByRole('button').first(),
  ];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  // Nothing scrolls sideways: the page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const email of ['sam.sales@atrium.local', 'super.admin@atrium.local']) {
    test(`shows the notification bell within 390 px for ${email}, in English and in Arabic`, async ({
      page,
    }) => {
      await signIn(page, email);
      await expectHeaderInside(page);
      await showPageIn(page, 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectHeaderInside(page);
    });
  }
});
