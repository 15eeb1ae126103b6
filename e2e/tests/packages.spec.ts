import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test('an administrator sees the CRM package, exports it, and an invalid import lists every error', async ({
  page,
}) => {
  // An export reads every CRM object's metadata and an import validates the whole package: on a loaded
  // two-core machine the flow takes longer than the default.
  test.setTimeout(300_000);
  await signIn(page, 'ada.lovelace@atrium.local');
  await page.goto('/administration/packages');
  await expect(page.getByRole('heading', { name: 'Module packages' })).toBeVisible({ timeout: 60_000 });

  // The CRM package is installed in Ada's organization at the version Atrium ships.
  const installed = page.locator('.ant-card', { hasText: 'Installed in this organization' });
  const crmRow = installed.getByRole('row', { name: /CRM \(crm\)/ });
  await expect(crmRow).toContainText('1.0.0', { timeout: 30_000 });
  const shipped = page.locator('.ant-card', { hasText: 'Shipped with Atrium' });
  await expect(shipped.getByRole('row', { name: /CRM \(crm\)/ })).toContainText('Up to date');

  // Export: a JSON package file of the organization's CRM, stamped with this Atrium's version.
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await crmRow.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('crm-1.0.0.atrium-package.json');
  const path = await download.path();
  const exported = JSON.parse(await readFile(path, 'utf8'));
  expect(exported).toMatchObject({ name: 'crm', version: '1.0.0', format: 1 });
  expect(exported.exported_from).toMatch(/^\d+\.\d+\.\d+$/);
  expect(exported.objects.map((object: { name: string }) => object.name)).toContain('account');

  // Import of a broken copy: refused, with each error listed, nothing installed.
  const broken = { ...exported, version: 'latest', exported_from: '99.0.0', navigation: [{ key: 'x' }] };
  const fileInput = page
    .locator('.ant-card', { hasText: 'Import a package file' })
    .locator('input[type=file]');
  await fileInput.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  const refusal = page.getByTestId('package-refusal');
  await expect(refusal).toContainText('version: The package version must be a version like 1.2.3.', {
    timeout: 30_000,
  });
  await expect(refusal).toContainText('exported_from: The package was exported from Atrium 99.0.0');
  await expect(refusal).toContainText('navigation[0].label');
  expect(await refusal.locator('li').count()).toBeGreaterThanOrEqual(4);

  // Import of the file as exported: the same version is installed, so nothing changes.
  await fileInput.setInputFiles({
    name: 'crm.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(exported)),
  });
  await expect(page.getByText('crm 1.0.0 was already installed; nothing changed.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(refusal).toHaveCount(0);
  await expect(crmRow).toContainText('1.0.0');
});
