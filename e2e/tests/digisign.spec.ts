import { type Browser, expect, type Page, test } from '@playwright/test';
import { choose } from '../support/choose';
import { showPageIn, signIn } from '../support/sign-in';

/** A one-page PDF written out by hand, with its cross-reference offsets counted. */
function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const toSign = (page: Page) => page.getByTestId('digisign-to-sign');
const mine = (page: Page) => page.getByTestId('digisign-mine');

test('both digital signature entries open working screens', async ({ browser }) => {
  const ada = await as(browser, 'ada.lovelace@atrium.local');
  await ada.goto('/digisign/syssign');
  await expect(ada.getByRole('heading', { name: 'Signatures' })).toBeVisible();
  await expect(toSign(ada)).toBeVisible();
  await expect(mine(ada)).toBeVisible();
  await expect(ada.getByRole('button', { name: 'New signing request' })).toBeVisible();
  await expect(ada.getByText(/not available yet/)).toHaveCount(0);

  await ada.goto('/digisign/masters');
  await expect(ada.getByRole('heading', { name: 'Masters' })).toBeVisible();
  await expect(ada.getByRole('tab', { name: 'Document types' })).toBeVisible();
  await expect(ada.getByRole('tab', { name: 'Approval templates' })).toBeVisible();
  await expect(ada.getByText('Contract', { exact: true }).first()).toBeVisible();
  await ada.getByRole('tab', { name: 'Approval templates' }).click();
  await expect(ada.getByText('Contract: Ada, then Sam').first()).toBeVisible();
  await expect(ada.getByText(/not available yet/)).toHaveCount(0);

  // In Arabic the screen reads right to left, in its own words.
  await ada.goto('/digisign/syssign');
  await expect(ada.getByRole('heading', { name: 'Signatures' })).toBeVisible();
  await showPageIn(ada, 'ar');
  await expect(ada.getByRole('heading', { name: 'التوقيعات' })).toBeVisible();
  await expect(ada.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(ada.getByRole('button', { name: 'طلب توقيع جديد' })).toBeVisible();
});

test('Sam raises a request, Ada then Sam sign it in place, and the signed PDF is offered', async ({
  browser,
}) => {
  const title = `Supply contract ${Date.now().toString(36)}`;
  const sam = await as(browser, 'sam.sales@atrium.local');
  await sam.goto('/digisign/syssign');
  await sam.getByRole('button', { name: 'New signing request' }).click();
  const form = sam.getByRole('dialog', { name: 'New signing request' });
  await form.getByLabel('Title').fill(title);
  await choose(sam, form.getByRole('combobox', { name: 'Approval template' }), 'Contract: Ada, then Sam');
  await expect(form.getByLabel('Document type')).toHaveValue('Contract');
  await form.locator('input[type=file]').setInputFiles({
    name: 'supply-contract.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Supply contract'),
  });
  await form.getByRole('button', { name: 'Send for signing' }).click();
  await expect(form).toBeHidden();
  const raised = mine(sam).getByRole('row').filter({ hasText: title });
  await expect(raised).toContainText('In signing');
  await expect(raised).toContainText('Waiting for Ada Lovelace');

  const ada = await as(browser, 'ada.lovelace@atrium.local');
  await ada.goto('/digisign/syssign');
  const pending = toSign(ada).getByRole('row').filter({ hasText: title });
  await pending.getByRole('button', { name: 'Sign', exact: true }).click();
  const signing = ada.getByRole('dialog', { name: `Sign “${title}”` });
  await signing.getByLabel('Comment').fill('Reviewed by Ada.');
  await signing.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signing).toBeHidden();
  await expect(toSign(ada).getByRole('row').filter({ hasText: title })).toHaveCount(0);

  await sam.reload();
  const samsTurn = toSign(sam).getByRole('row').filter({ hasText: title });
  await expect(samsTurn).toContainText('Ada Lovelace signed');
  await samsTurn.getByRole('button', { name: 'Sign', exact: true }).click();
  const last = sam.getByRole('dialog', { name: `Sign “${title}”` });
  await last.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(last).toBeHidden();
  const done = mine(sam).getByRole('row').filter({ hasText: title });
  await expect(done).toContainText('Signed');
  await expect(done).toContainText('2 of 2 signed');
  const download = sam.waitForEvent('download');
  await done.getByRole('button', { name: 'Signed PDF' }).click();
  expect((await download).suggestedFilename()).toBe('supply-contract-signed.pdf');
});
