import type { Page } from '@playwright/test';

/**
 * Makes the server's object definitions answer as if `object` were not there (no package has made
 * it): what an entry shows before its module is built, now that every entry's module is.
 */
export async function answerWithoutObject(page: Page, object: string): Promise<void> {
  await page.route('**/api/v1/def/objects/bynames?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { name: string }[]; missing: string[] };
    const asked = body.data.some((definition) => definition.name === object);
    await route.fulfill({
      response,
      json: {
        data: body.data.filter((definition) => definition.name !== object),
        missing: asked ? [...body.missing, object] : body.missing,
      },
    });
  });
}
