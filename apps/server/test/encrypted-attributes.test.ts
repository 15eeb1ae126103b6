import { randomBytes } from 'node:crypto';
import type { LoginAnswer, RecordData } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFieldKeyring } from '../src/platform/crypto/field-keyring';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const k1 = randomBytes(32);
let t: TestApp;
let admin: LoginAnswer;
let sam: LoginAnswer;
let ada: LoginAnswer;
let nora: LoginAnswer;
let orgs: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ ATRIUM_ENCRYPTION_KEY: `k1:${k1.toString('base64')}` });
  admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  const added = await apiCall(
    t.app,
    'POST',
    'administration/creator/objects/account/attributes',
    admin.token,
    {
      name: 'tax_id',
      label: 'Tax id',
      type: 'singleLine',
      options: { isEncrypted: true, enableHistoryTracking: true, searchable: true },
    },
  );
  expect(added.statusCode, added.body).toBe(201);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
}, 240_000);
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: object) =>
  apiCall(t.app, method, url, token, body);

/** Every place a value could rest in the database: the row, the write history, the field history. */
async function storedText(id: number): Promise<{ column: unknown; resting: string }> {
  const row = await sql<{ tax_id: unknown }>`select tax_id from obj_account where id = ${id}`.execute(t.db);
  const history =
    await sql`select changes from record_history where object = 'account' and record_id = ${id}`.execute(
      t.db,
    );
  const fields =
    await sql`select old_value, new_value from record_field_history where object = 'account' and record_id = ${id}`.execute(
      t.db,
    );
  return { column: row.rows[0]?.tax_id, resting: JSON.stringify([row.rows, history.rows, fields.rows]) };
}

async function samAccount(taxId: string, name = 'Sealed Ltd'): Promise<RecordData> {
  const response = await call('POST', 'records/account', sam.token, { name, tax_id: taxId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RecordData>();
}

describe('an encrypted attribute', { timeout: 120_000 }, () => {
  it('round-trips for readers while the database holds only ciphertext, history included', async () => {
    const created = await samAccount('TX-ROUND-111');
    expect(created.tax_id).toBe('TX-ROUND-111');
    const updated = await call('PUT', `records/account/${created.id}`, sam.token, { tax_id: 'TX-ROUND-222' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().tax_id).toBe('TX-ROUND-222');
    expect((await call('GET', `records/account/${created.id}`, ada.token)).json().tax_id).toBe(
      'TX-ROUND-222',
    );
    const list = await call('GET', `records/account?pageSize=200`, sam.token);
    expect(list.json().data.find((r: RecordData) => r.id === created.id)?.tax_id).toBe('TX-ROUND-222');

    const { column, resting } = await storedText(Number(created.id));
    expect(String(column)).toMatch(/^enc:k1:/);
    expect(resting).not.toContain('TX-ROUND');

    const history = (await call('GET', `records/account/${created.id}/history`, sam.token)).json();
    const changes = history.data.filter((entry: { attribute: string }) => entry.attribute === 'tax_id');
    expect(
      changes.map((c: { old_value: unknown; new_value: unknown }) => [c.old_value, c.new_value]),
    ).toEqual([
      ['TX-ROUND-111', 'TX-ROUND-222'],
      [null, 'TX-ROUND-111'],
    ]);
    expect(changes.some((c: { unreadable?: boolean }) => c.unreadable)).toBe(false);
  });

  it('reports a value changed in the database as unreadable, not as a fault', async () => {
    const created = await samAccount('TX-TAMPER-1');
    const { column } = await storedText(Number(created.id));
    const sealed = String(column);
    const tampered = `${sealed.slice(0, -3)}${sealed.at(-3) === 'A' ? 'B' : 'A'}${sealed.slice(-2)}`;
    await sql`update obj_account set tax_id = ${tampered} where id = ${created.id}`.execute(t.db);
    const read = await call('GET', `records/account/${created.id}`, sam.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: 'Sealed Ltd', tax_id: null, _unreadable: ['tax_id'] });
    const list = await call('GET', 'records/account?pageSize=200', sam.token);
    expect(list.statusCode).toBe(200);
    // Plain text slipped into the column is as unreadable as changed ciphertext.
    await sql`update obj_account set tax_id = ${'TX-PLANTED'} where id = ${created.id}`.execute(t.db);
    expect((await call('GET', `records/account/${created.id}`, sam.token)).json()._unreadable).toEqual([
      'tax_id',
    ]);

    await sql`update record_field_history set new_value = to_jsonb(${tampered}::text) where object = 'account' and record_id = ${created.id}`.execute(
      t.db,
    );
    const history = await call('GET', `records/account/${created.id}/history`, sam.token);
    expect(history.statusCode).toBe(200);
    expect(history.json().data[0]).toMatchObject({ attribute: 'tax_id', new_value: null, unreadable: true });
  });

  it('is shown to nobody who may not read the record', async () => {
    const created = await samAccount('TX-PRIVATE-9');
    const denied = await call('POST', `auth/record_permissions/account/${created.id}`, sam.token, {
      to_user: ada.profile.id,
      permission: 8,
    });
    expect(denied.statusCode, denied.body).toBe(201);
    const answers = [
      await call('GET', `records/account/${created.id}`, ada.token),
      await call('GET', `records/account/${created.id}/history`, ada.token),
      await call('GET', 'records/account?pageSize=200', ada.token),
      await call('GET', `records/account/${created.id}`, nora.token),
      await call('GET', 'records/account?pageSize=200', nora.token),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 200, 403, 403]);
    for (const answer of answers) expect(answer.body).not.toContain('TX-PRIVATE');
    // Another organization's record is not found, whatever it holds.
    const gulf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/records/account',
      headers: bearer(sam.token, orgs.AGT),
      payload: { name: 'Gulf', tax_id: 'TX-GULF-7' },
    });
    expect(gulf.statusCode).toBe(201);
    const elsewhere = await call('GET', `records/account/${gulf.json().id}`, ada.token);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain('TX-GULF');
  });

  it('cannot be filtered, sorted, searched, grouped or reported on, and says why', async () => {
    await samAccount('TX-FIND-ME');
    const filter = encodeURIComponent(JSON.stringify([{ columnName: 'tax_id', value: 'TX-FIND-ME' }]));
    const filtered = await call('GET', `records/account?filter=${filter}`, sam.token);
    expect(filtered.statusCode).toBe(422);
    expect(filtered.json().message).toBe("You cannot filter Account by 'tax_id': its values are encrypted.");
    const sorted = await call(
      'GET',
      `records/account?sorting=${encodeURIComponent(JSON.stringify([{ columnName: 'tax_id', direction: 'asc' }]))}`,
      sam.token,
    );
    expect(sorted.statusCode).toBe(422);
    const searched = await call('GET', 'records/account?search=TX-FIND-ME', sam.token);
    expect(searched.statusCode).toBe(200);
    expect(searched.json().total).toBe(0);
    const grouped = await call('GET', 'statistics/bar/account?groupBy=tax_id', sam.token);
    expect(grouped.statusCode).toBe(422);
  });

  it('is only offered on text attributes, and cannot be switched over existing values', async () => {
    const number = await apiCall(
      t.app,
      'POST',
      'administration/creator/objects/account/attributes',
      admin.token,
      {
        name: 'salary',
        label: 'Salary',
        type: 'numberField',
        options: { isEncrypted: true },
      },
    );
    expect(number.statusCode).toBe(422);
    expect(number.json().errors['options.isEncrypted'][0]).toMatch(/only for text fields/);
    await call('POST', 'records/account', sam.token, { name: 'Mailed', email: 'a@example.com' });
    const definition = (await apiCall(t.app, 'GET', 'administration/objects/account', admin.token)).json();
    const email = definition.attributes.find((a: { name: string }) => a.name === 'email');
    const switched = await apiCall(
      t.app,
      'PUT',
      `administration/creator/objects/account/attributes/${email.id}`,
      admin.token,
      { options: { ...email.options, isEncrypted: true } },
    );
    expect(switched.statusCode).toBe(409);
    const after = (await apiCall(t.app, 'GET', 'administration/objects/account', admin.token)).json();
    expect(
      after.attributes.find((a: { name: string }) => a.name === 'email').options.isEncrypted,
    ).toBeUndefined();
  });
});

describe('the encryption keys at start', { timeout: 120_000 }, () => {
  it('refuses a key whose id the database knows with another key, and rotates to a new id', async () => {
    const before = await samAccount('TX-ROTATE-1');
    const wrong = randomBytes(32);
    await expect(
      openFieldKeyring(t.db, { configured: [{ id: 'k1', key: wrong }], production: true }),
    ).rejects.toThrow(/key 'k1' is not the key this database's encrypted values were written with/);
    const k2 = randomBytes(32);
    await openFieldKeyring(t.db, {
      configured: [
        { id: 'k2', key: k2 },
        { id: 'k1', key: k1 },
      ],
      production: true,
    });
    expect((await call('GET', `records/account/${before.id}`, sam.token)).json().tax_id).toBe('TX-ROTATE-1');
    const after = await samAccount('TX-ROTATE-2');
    expect(String((await storedText(Number(after.id))).column)).toMatch(/^enc:k2:/);
    // The new key is remembered too: a different key under k2 is now refused.
    await expect(
      openFieldKeyring(t.db, { configured: [{ id: 'k2', key: wrong }], production: true }),
    ).rejects.toThrow(/key 'k2'/);
  });
});
