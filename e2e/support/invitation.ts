import { expect } from '@playwright/test';
import type { Api } from './api';

/**
 * The temporary password the invitation e-mail gives a new person, read from the outbox by a super
 * admin's `api` (in super admin mode). The outbox keeps the raw message: quoted-printable folds long
 * lines with a trailing '=' and escapes some characters as `=XX`.
 */
export async function invitedPassword(api: Api, email: string): Promise<string> {
  const outbox = await api.get('superadmin/outbox');
  expect(outbox.status()).toBe(200);
  const { data } = (await outbox.json()) as { data: { to_address: string; message: string }[] };
  const text = (data.find((mail) => mail.to_address === email)?.message ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const password = /temporary password: (\S+)/.exec(text)?.[1];
  expect(password, 'the invitation names a password').toBeDefined();
  return password ?? '';
}
