import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks the option titled `title` in an antd select and waits until the select shows it.
 *
 * The whole gesture is retried, as a person would repeat it: a list that re-renders while it opens
 * (its options arriving, a drawer still sliding in) can swallow a click, and a select that is still
 * disabled (waiting on another choice) cannot be opened yet. An option already shown is left alone,
 * so a retry never takes back a choice in a multiple select. `search` types into the select first,
 * for long lists that draw only the options in view. `{ startsWith }` picks the option whose title
 * begins so, for titles that carry more than a test should spell out (a layout element's path).
 */
export async function choose(
  page: Page,
  combobox: Locator,
  title: string | { startsWith: string },
  search?: string,
): Promise<void> {
  const titled =
    typeof title === 'string'
      ? `[title=${JSON.stringify(title)}]`
      : `[title^=${JSON.stringify(title.startsWith)}]`;
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const shown = select.locator(titled).first();
  await expect(async () => {
    if (await shown.isVisible()) return;
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click({ timeout: 2_000 });
    if (search) await combobox.fill(search);
    const listId = await combobox.getAttribute('aria-controls', { timeout: 1_000 });
    expect(listId, 'the select opened its list').toBeTruthy();
    await page
      .locator(`.ant-select-dropdown:has([id="${listId}"]) .ant-select-item-option${titled}`)
      .click({ timeout: 2_000 });
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
