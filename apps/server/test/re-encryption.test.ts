import { randomBytes } from 'node:crypto';
import type { EncryptionStatus, LoginAnswer, RecordData, ReEncryptionJob } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEncryptedColumns } from '../src/features/encryption/encrypted-columns';
import { planColumnBatch, writeColumnBatch } from '../src/features/encryption/reseal-batches';
import { decryptText, encryptText, keyringOf } from '../src/platform/crypto/field-cipher';
import { fieldKeyring, openFieldKeyring } from '../src/platform/crypto/field-keyring';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const k1 = { id: 'k1', key: randomBytes(32) };
const k2 = { id: 'k2', key: randomBytes(32) };
const k3 = { id: 'k3', key: randomBytes(32) };
let t: TestApp;
let admin: LoginAnswer;
let sam: LoginAnswer;
let ada: LoginAnswer;
/** The records made under k1, with the tax id each holds. */
const made: { id: number; taxId: string; org: number }[] = [];

const STATUS = 'auth/superadmin/encryption';
const START = 'auth/superadmin/encryption/re-encrypt';

beforeAll(async () => {
  t = await createTestApp({ ATRIUM_ENCRYPTION_KEY: `k1:${k1.key.toString('base64')}` });
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
      options: { isEncrypted: true, enableHistoryTracking: true },
    },
  );
  expect(added.statusCode, added.body).toBe(201);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  const orgId = (code: string) => orgs.find((org) => org.code === code)?.id ?? 0;
  // Two organizations: the job works across all of them.
  for (const [code, taxId] of [
    ['AHQ', 'TX-A-1'],
    ['AHQ', 'TX-A-2'],
    ['AHQ', 'TX-A-3'],
    ['AGT', 'TX-G-1'],
  ] as const) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/records/account',
      headers: bearer(sam.token, orgId(code)),
      payload: { name: `Sealed ${made.length}`, tax_id: `${taxId}-old` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(created.json<RecordData>().id);
    // An update leaves an [old, new] pair in record_history and a row in the field history.
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/records/account/${id}`,
      headers: bearer(sam.token, orgId(code)),
      payload: { tax_id: taxId },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    made.push({ id, taxId, org: orgId(code) });
  }
}, 240_000);
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, body?: object) =>
  apiCall(t.app, method, url, admin.token, body);

async function status(): Promise<EncryptionStatus> {
  const answer = await asAdmin('GET', STATUS);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<EncryptionStatus>();
}

const countOf = (state: EncryptionStatus, id: string) => state.keys.find((key) => key.id === id);

async function rotate(keys: { id: string; key: Buffer }[]): Promise<void> {
  await openFieldKeyring(t.db, { configured: keys, production: true });
}

/** Starts the job and runs it to the end, as a worker would. */
async function reEncrypt(keyId: string): Promise<ReEncryptionJob> {
  const started = await asAdmin('POST', START, { key_id: keyId });
  expect(started.statusCode, started.body).toBe(202);
  expect(await t.jobs.drain()).toBe(1);
  const job = (await status()).job;
  expect(job?.status, job?.error ?? '').toBe('done');
  if (!job) throw new Error('no job');
  return job;
}

/** Every sealed text resting in the database: the column, the write history, the field history. */
async function restingText(): Promise<string> {
  const rows = await sql`select tax_id from obj_account`.execute(t.db);
  const history = await sql`select changes from record_history where object = 'account'`.execute(t.db);
  const fields = await sql`select old_value, new_value from record_field_history`.execute(t.db);
  return JSON.stringify([rows.rows, history.rows, fields.rows]);
}

async function readAs(record: (typeof made)[number]) {
  const headers = bearer(sam.token, record.org);
  const read = await t.app.inject({ method: 'GET', url: `/api/v1/records/account/${record.id}`, headers });
  const history = await t.app.inject({
    method: 'GET',
    url: `/api/v1/records/account/${record.id}/history`,
    headers,
  });
  return { record: read.json<RecordData>(), history: history.json().data };
}

describe('re-encryption after a key rotation', { timeout: 120_000 }, () => {
  it('is for super admins only', async () => {
    for (const person of [sam, ada]) {
      const seen = await apiCall(t.app, 'GET', STATUS, person.token);
      expect(seen.statusCode).toBe(403);
      expect(seen.json().message).toBe('Only a super admin may see the encryption keys.');
      const started = await apiCall(t.app, 'POST', START, person.token, { key_id: 'k1' });
      expect(started.statusCode).toBe(403);
    }
    const jobs = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'encryption.re-encrypt')
      .execute();
    expect(jobs).toEqual([]);
  });

  it('refuses malformed input and a key that is not the current one', async () => {
    const missing = await asAdmin('POST', START, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.key_id).toEqual(['key_id is required.']);
    // A field the call does not know, or no body at all, is a malformed request.
    expect((await asAdmin('POST', START, { key_id: 'k1', all: true })).statusCode).toBe(400);
    expect((await asAdmin('POST', START)).statusCode).toBe(400);
    expect((await asAdmin('POST', START, { key_id: 'k1:secret' })).statusCode).toBe(422);
    const stale = await asAdmin('POST', START, { key_id: 'k9' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/sealed with key 'k1' now, not 'k9'/);
  });

  it('re-seals every value of every organization with the new key, history included', async () => {
    await rotate([k2, k1]);
    const before = await status();
    expect(before.current_key).toBe('k2');
    expect(before.job).toBeNull();
    // Per record: one column; the create's value and the update's [old, new] in record_history, the same
    // three in record_field_history.
    expect(countOf(before, 'k1')).toEqual({
      id: 'k1',
      current: false,
      configured: true,
      objects: 4,
      history: 24,
    });
    expect(countOf(before, 'k2')).toMatchObject({ current: true, objects: 0, history: 0 });
    const versions = await sql`select id, version, updated_at from obj_account order by id`.execute(t.db);
    const historyRows = await t.db.selectFrom('record_history').select('id').execute();

    const started = await asAdmin('POST', START, { key_id: 'k2' });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().job).toMatchObject({ key_id: 'k2', status: 'queued', progress: 0 });
    const again = await asAdmin('POST', START, { key_id: 'k2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already queued/);
    expect((await status()).job?.status).toBe('queued');
    expect(await t.jobs.drain()).toBe(1);

    const after = await status();
    expect(after.job).toMatchObject({ status: 'done', progress: 100 });
    expect(after.job?.result).toEqual({ resealed: 28, unreadable: 0, unreadable_places: [], changed: 0 });
    expect(countOf(after, 'k1')).toMatchObject({ objects: 0, history: 0 });
    expect(countOf(after, 'k2')).toMatchObject({ objects: 4, history: 24 });
    const resting = await restingText();
    expect(resting).not.toContain('enc:k1:');
    // Each plaintext whole: the ciphertext is base64url, in which a short run such as 'TX-' can occur.
    for (const plaintext of ['TX-A-1', 'TX-A-2', 'TX-A-3', 'TX-G-1'])
      expect(resting).not.toContain(plaintext);
    // Not a record write: versions, times and history stay as they were.
    expect(
      (await sql`select id, version, updated_at from obj_account order by id`.execute(t.db)).rows,
    ).toEqual(versions.rows);
    expect(await t.db.selectFrom('record_history').select('id').execute()).toEqual(historyRows);

    // k1 can go now: every value still reads the same with k2 alone.
    await rotate([k2]);
    for (const record of made) {
      const { record: read, history } = await readAs(record);
      expect(read.tax_id).toBe(record.taxId);
      expect(read._unreadable).toBeUndefined();
      expect(
        history.map((h: { old_value: unknown; new_value: unknown }) => [h.old_value, h.new_value]),
      ).toEqual([
        [`${record.taxId}-old`, record.taxId],
        [null, `${record.taxId}-old`],
      ]);
    }
  });

  it('finds nothing to do when run again', async () => {
    const job = await reEncrypt('k2');
    expect(job.result).toEqual({ resealed: 0, unreadable: 0, unreadable_places: [], changed: 0 });
  });

  it('keeps a value saved between its read and its write', async () => {
    await rotate([k3, k2]);
    const [column] = await listEncryptedColumns(t.db);
    if (!column) throw new Error('no encrypted column');
    const plan = await planColumnBatch(t.db, fieldKeyring(), { column, after: '0' });
    expect(plan.writes).toHaveLength(4);
    const [first] = made;
    if (!first) throw new Error('no record');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/records/account/${first.id}`,
      headers: bearer(sam.token, first.org),
      payload: { tax_id: 'TX-SAVED-MEANWHILE' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await writeColumnBatch(t.db, plan)).toBe(3);
    expect((await readAs(first)).record.tax_id).toBe('TX-SAVED-MEANWHILE');
    for (const record of made.slice(1)) expect((await readAs(record)).record.tax_id).toBe(record.taxId);
  });

  it('leaves a value no key opens as it is, and reports it', async () => {
    const [first, second] = made;
    if (!first || !second) throw new Error('no records');
    const tampered = `enc:k2:${randomBytes(40).toString('base64url')}`;
    const foreign = `enc:k0:${randomBytes(40).toString('base64url')}`;
    await sql`update obj_account set tax_id = ${tampered} where id = ${first.id}`.execute(t.db);
    await sql`update record_field_history set new_value = to_jsonb(${foreign}::text)
      where id = (select max(id) from record_field_history where record_id = ${second.id})`.execute(t.db);
    // Someone's text that only starts like a sealed value is not one: neither counted nor reported.
    await sql`insert into record_history (org_id, object, record_id, version, action, changes)
      values (${second.org}, 'account', ${second.id}, 9, 'updated', ${JSON.stringify({ name: ['enc:k1:mine', 'enc: note'] })}::jsonb)`.execute(
      t.db,
    );
    const job = await reEncrypt('k3');
    expect(job.result?.unreadable).toBe(2);
    expect(job.result?.changed).toBe(0);
    expect(job.result?.unreadable_places).toEqual([
      { source: 'object', object: 'account', attribute: 'tax_id', record_id: first.id },
      { source: 'field_history', object: 'account', attribute: 'tax_id', record_id: second.id },
    ]);
    const column = await sql<{
      tax_id: string;
    }>`select tax_id from obj_account where id = ${first.id}`.execute(t.db);
    expect(column.rows[0]?.tax_id).toBe(tampered);
    expect(await restingText()).toContain(foreign);
    const after = await status();
    expect(countOf(after, 'k0')).toMatchObject({ configured: false, objects: 0, history: 1 });
    expect(countOf(after, 'k2')).toMatchObject({ objects: 1, history: 0 });
    expect(after.keys.map((key) => key.id)).toEqual(['k3', 'k2', 'k0']);
    expect((await readAs(second)).record.tax_id).toBe(second.taxId);
    // The start and the end of each run are in the audit list.
    const audit = await asAdmin('GET', 'auth/superadmin/audit?kind=encryption');
    expect(audit.json().data.map((entry: { action: string }) => entry.action)).toContain('finished');
  });

  it('works through more values than one batch holds', async () => {
    const old = keyringOf([k2]);
    const rows = Array.from({ length: 1_100 }, (_, i) => ({
      org_id: made[0]?.org,
      name: `Bulk ${i}`,
      tax_id: encryptText(old, `BULK-${i}`),
    }));
    await sql`insert into obj_account (org_id, name, tax_id)
      select org_id, name, tax_id from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(org_id int, name text, tax_id text)`.execute(t.db);
    // And more history rows than one batch, in both history tables.
    const [first] = made;
    const history = Array.from({ length: 600 }, (_, i) => ({
      org_id: first?.org,
      record_id: first?.id,
      sealed: encryptText(old, JSON.stringify(`HIST-${i}`)),
    }));
    await sql`insert into record_field_history (org_id, object, record_id, attribute, action, new_value)
      select org_id, 'account', record_id, 'tax_id', 'updated', to_jsonb(sealed)
      from jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as r(org_id int, record_id bigint, sealed text)`.execute(
      t.db,
    );
    await sql`insert into record_history (org_id, object, record_id, version, action, changes)
      select org_id, 'account', record_id, 1, 'updated', jsonb_build_object('tax_id', jsonb_build_array(null, sealed), 'n', 12345678901234567890.10)
      from jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as r(org_id int, record_id bigint, sealed text)`.execute(
      t.db,
    );
    const job = await reEncrypt('k3');
    expect(job.result).toMatchObject({ resealed: 2_300, unreadable: 2, changed: 0 });
    const kept = await sql<{ changes: string }>`select changes::text as changes from record_history
      where changes ? 'n' order by id limit 1`.execute(t.db);
    // The rest of a history row is left exactly as it was: a number no JavaScript number holds, too.
    expect(kept.rows[0]?.changes).toMatch(
      /^\{"n": 12345678901234567890\.10, "tax_id": \[null, "enc:k3:[^"]+"\]\}$/,
    );
    expect((await status()).keys.find((key) => key.id === 'k2')).toMatchObject({ objects: 1, history: 0 });
    const bulk = await sql<{
      tax_id: string;
    }>`select tax_id from obj_account where name like 'Bulk %'`.execute(t.db);
    expect(bulk.rows.every((row) => row.tax_id.startsWith('enc:k3:'))).toBe(true);
    expect(new Set(bulk.rows.map((row) => decryptText(fieldKeyring(), row.tax_id))).size).toBe(1_100);
  });
});
