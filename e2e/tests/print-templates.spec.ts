import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiAs, createdId } from '../support/api';
import { choose } from '../support/choose';
import { signIn } from '../support/sign-in';

/** The text of a PDF as pdf.js reads it: what copying or searching the document gives. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ');
}

test('an administrator writes a quote template with the account’s name; a salesperson prints a quote to a PDF holding it', async ({
  browser,
}) => {
  // Two people, a rich-text editor and a PDF job: on a loaded two-core machine this flow alone took 2 minutes.
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const templateName = `Quote letter ${stamp}`;

  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await signIn(ada, 'ada.lovelace@atrium.local');
  await ada.goto('/administration/templates');
  await expect(ada.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await choose(ada, ada.getByLabel('Object'), 'Quote', 'Quote');
  await ada.getByRole('button', { name: 'New print template' }).click();
  const drawer = ada.getByRole('dialog');
  await drawer.getByLabel('Name').fill(templateName);
  // Inserting a tag without the cursor in the body is refused, as the spec says.
  await drawer.getByRole('button', { name: 'Insert tag' }).click();
  await ada.locator('input[aria-label="Insert tag"]').fill('account_id.name');
  await ada.locator('.ant-dropdown-menu-item').first().click();
  await expect(drawer.getByRole('alert').filter({ hasText: 'Editor is out of focus' })).toBeVisible();
  const body = drawer.locator('#template-body');
  await body.click();
  await ada.keyboard.type('Prepared for ');
  await drawer.getByRole('button', { name: 'Insert tag' }).click();
  await ada.locator('input[aria-label="Insert tag"]').fill('account_id.name');
  await ada.locator('.ant-dropdown-menu-item').first().click();
  await expect(body).toContainText('Prepared for {{account_id.name}}');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(ada.getByText(`Template ${templateName} saved`)).toBeVisible();
  await expect(ada.getByRole('cell', { name: templateName, exact: true })).toBeVisible();
  await adaContext.close();

  const samContext = await browser.newContext({ acceptDownloads: true });
  const sam = await samContext.newPage();
  await signIn(sam, 'sam.sales@atrium.local');
  const api = await apiAs(sam);
  const accountName = `Printed Account ${stamp}`;
  const account = await createdId(api.post('records/account', { name: accountName }));
  const quote = await createdId(
    api.post('records/quote', { title: `Offer ${stamp}`, valid_until: '2027-06-30', account_id: account }),
  );
  await sam.goto(`/crm/quotes/${quote}`);
  const toolbar = sam.getByRole('toolbar', { name: 'Page actions' });
  await toolbar.getByRole('button', { name: 'Print' }).click();
  // The toast lasts only until the file is ready, which can be sooner than a check could look: the
  // page notes whether it was ever shown.
  await sam.evaluate(() => {
    const seen = document.documentElement;
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Please wait your file is getting generated...'))
        seen.dataset.printToastSeen = 'yes';
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const downloading = sam.waitForEvent('download', { timeout: 90_000 });
  await sam.getByRole('menuitem', { name: templateName }).click();
  const download = await downloading;
  await expect(sam.locator('html')).toHaveAttribute('data-print-toast-seen', 'yes');
  expect(download.suggestedFilename()).toMatch(new RegExp(`^quote-${quote}-.*\\.pdf$`));
  const path = await download.path();
  const bytes = new Uint8Array(await readFile(path));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  expect(await pdfText(bytes)).toContain(`Prepared for ${accountName}`);
  // The fallback link stays in the notification.
  await expect(sam.getByRole('button', { name: 'Download the file' })).toBeVisible();
  await samContext.close();
});
