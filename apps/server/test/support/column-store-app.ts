import type { LoginAnswer } from '@atrium/core';
import { type ColumnStore, columnStoreOf } from '../../src/features/column-store/column-store';
import { createCrmObjects } from './crm-fixture';
import { signIn } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

/**
 * An app whose every table moves to the column store from its first row (decision 0029), with the
 * CRM objects made and Ada signed in: what the column store's tests compare with Postgres on.
 */
export async function columnStoreApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; store: ColumnStore; ada: LoginAnswer }> {
  const t = await createTestApp({ REPORTS_COLUMN_STORE_MIN_ROWS: '0', ...env });
  const store = columnStoreOf(t.db);
  if (!store) throw new Error('The app has no column store.');
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  const ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  return { t, store, ada };
}
