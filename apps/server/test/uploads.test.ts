import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;
let ada: LoginAnswer;
let nora: LoginAnswer;
let orgs: Record<string, number>;

const LIMIT = 4096;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(LIMIT) });
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => t.close());

/** The 8-byte PNG signature and an IHDR chunk: enough for a content check to call it a PNG. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([
    0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
  ]),
  Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CLEAN_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);
const SCRIPTED_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
}

function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----atrium-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.name}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(recordId: number, parts: Part[], token = sam.token, orgId?: number) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/account/${recordId}/upload`,
    headers: { ...bearer(token, orgId), 'content-type': contentType },
    payload,
  });
}

async function accountOfSam(name: string): Promise<number> {
  const response = await apiCall(t.app, 'POST', 'records/account', sam.token, { name });
  return response.json().id;
}

interface Entry {
  id: number;
  key: string;
  url: string;
  size: number;
  filename: string;
  mime: string;
}

async function uploaded(recordId: number, parts: Part[]): Promise<Entry[]> {
  const response = await upload(recordId, parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const storedFiles = () => readdirSync(path.join(t.config.filesDir, 'uploads'));

describe('uploading files to a record', () => {
  it('stores images and PDFs by their content under random names, with the client name cleaned', async () => {
    const id = await accountOfSam('Uploads');
    const entries = await uploaded(id, [
      { name: '../../etc/logo.exe', bytes: PNG, type: 'text/html' },
      { name: 'offer.pdf', bytes: PDF },
      { name: 'drawing.svg', bytes: CLEAN_SVG },
    ]);
    expect(entries.map((entry) => [entry.filename, entry.mime, entry.size])).toEqual([
      ['logo.png', 'image/png', PNG.length],
      ['offer.pdf', 'application/pdf', PDF.length],
      ['drawing.svg', 'image/svg+xml', CLEAN_SVG.length],
    ]);
    for (const entry of entries) {
      expect(entry.key).toMatch(/^[0-9a-f-]{36}\.(png|pdf|svg)$/);
      expect(entry.url).toBe(`uploads/${entry.id}/download`);
    }
    expect(storedFiles()).toEqual(expect.arrayContaining(entries.map((entry) => entry.key)));
  });

  it('lists a record’s files on page 1, filtered by file name or id', async () => {
    const id = await accountOfSam('Listed');
    const [first] = await uploaded(id, [
      { name: 'alpha.png', bytes: PNG },
      { name: 'beta.pdf', bytes: PDF },
    ]);
    const all = await apiCall(t.app, 'GET', `uploads/account/${id}?page=1`, sam.token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, current_page: 1, per_page: 20 });
    const byName = await apiCall(
      t.app,
      'GET',
      `uploads/account/${id}?filter=${encodeURIComponent(JSON.stringify([{ columnName: 'filename', value: 'bet' }]))}`,
      sam.token,
    );
    expect(byName.json().data.map((entry: Entry) => entry.filename)).toEqual(['beta.pdf']);
    const byId = await apiCall(
      t.app,
      'GET',
      `uploads/account/${id}?filter=${encodeURIComponent(JSON.stringify([{ columnName: 'id', value: first?.id }]))}`,
      sam.token,
    );
    expect(byId.json().data.map((entry: Entry) => entry.filename)).toEqual(['alpha.png']);
    const badFilter = await apiCall(
      t.app,
      'GET',
      `uploads/account/${id}?filter=${encodeURIComponent(JSON.stringify([{ columnName: 'stored_name', value: 'x' }]))}`,
      sam.token,
    );
    expect(badFilter.statusCode).toBe(400);
  });

  it('answers file details for keys, and downloads with x-filename and x-filetype', async () => {
    const id = await accountOfSam('Details');
    const [entry] = await uploaded(id, [{ name: 'scan.pdf', bytes: PDF }]);
    const details = await apiCall(t.app, 'POST', 'uploads/get', sam.token, { paths: [entry?.key] });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toEqual([
      expect.objectContaining({ key: entry?.key, url: entry?.url, size: PDF.length }),
    ]);
    const download = await apiCall(t.app, 'GET', `uploads/${entry?.id}/download`, sam.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-filename']).toBe('scan.pdf');
    expect(download.headers['x-filetype']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('deletes by keys and by id, taking the stored file away', async () => {
    const id = await accountOfSam('Deleting');
    const [one, two] = await uploaded(id, [
      { name: 'one.png', bytes: PNG },
      { name: 'two.png', bytes: PNG },
    ]);
    const byKeys = await apiCall(t.app, 'POST', 'uploads/delete', sam.token, { paths: [one?.key] });
    expect(byKeys.json()).toEqual({ success: true, deleted: 1 });
    const byId = await apiCall(t.app, 'DELETE', `uploads/${two?.id}`, sam.token);
    expect(byId.statusCode).toBe(200);
    expect(storedFiles()).not.toContain(one?.key);
    expect(storedFiles()).not.toContain(two?.key);
    expect((await apiCall(t.app, 'GET', `uploads/${two?.id}/download`, sam.token)).statusCode).toBe(404);
    expect((await apiCall(t.app, 'GET', `uploads/account/${id}`, sam.token)).json().total).toBe(0);
  });
});

describe('bad uploads change nothing', () => {
  it('refuses a file whose content is not an accepted type, whatever its name and type say', async () => {
    const id = await accountOfSam('Wrong type');
    const before = storedFiles().length;
    const zip = await upload(id, [{ name: 'photo.png', bytes: ZIP, type: 'image/png' }]);
    expect(zip.statusCode).toBe(415);
    expect(zip.json().message).toMatch(/not accepted/);
    const text = await upload(id, [{ name: 'notes.pdf', bytes: Buffer.from('just some text') }]);
    expect(text.statusCode).toBe(415);
    const svg = await upload(id, [
      { name: 'good.png', bytes: PNG },
      { name: 'evil.svg', bytes: SCRIPTED_SVG },
    ]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toMatch(/scripts/);
    expect(storedFiles().length).toBe(before);
    expect((await apiCall(t.app, 'GET', `uploads/account/${id}`, sam.token)).json().total).toBe(0);
  });

  it('refuses a file over the configured size with 413', async () => {
    const id = await accountOfSam('Too large');
    const big = Buffer.concat([PNG, Buffer.alloc(LIMIT + 10)]);
    const response = await upload(id, [{ name: 'big.png', bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect((await apiCall(t.app, 'GET', `uploads/account/${id}`, sam.token)).json().total).toBe(0);
  });

  it('refuses a JSON body, and a request without files', async () => {
    const id = await accountOfSam('No files');
    const json = await apiCall(t.app, 'POST', `uploads/account/${id}/upload`, sam.token, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await upload(id, [])).statusCode).toBe(400);
  });

  it.each([
    ['../../etc/passwd'],
    ['uploads/0b7c1d9e-9a3e-4b8e-8f6e-3f1e2d4c5b6a.png'],
    ['0b7c1d9e-9a3e-4b8e-8f6e-3f1e2d4c5b6a.png/../x'],
    ['..%2F..%2Fsecret'],
  ])('refuses the path %s as a key', async (bad) => {
    const get = await apiCall(t.app, 'POST', 'uploads/get', sam.token, { paths: [bad] });
    expect(get.statusCode).toBe(422);
    const remove = await apiCall(t.app, 'POST', 'uploads/delete', sam.token, { paths: [bad] });
    expect(remove.statusCode).toBe(422);
  });

  it('answers 404 for an unknown key and 422 for an empty list', async () => {
    const unknown = await apiCall(t.app, 'POST', 'uploads/get', sam.token, {
      paths: ['0b7c1d9e-9a3e-4b8e-8f6e-3f1e2d4c5b6a.png'],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await apiCall(t.app, 'POST', 'uploads/get', sam.token, { paths: [] })).statusCode).toBe(422);
  });
});

describe('who may see and change a record’s files', () => {
  it('hides another organization’s file: list, details, download and delete answer 404', async () => {
    const id = await accountOfSam('Home org');
    const [entry] = await uploaded(id, [{ name: 'home.png', bytes: PNG }]);
    const other = bearer(sam.token, orgs.AGT);
    const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/${url}`, headers: other, ...(payload ? { payload } : {}) });
    expect((await inject('GET', `uploads/${entry?.id}/download`)).statusCode).toBe(404);
    expect((await inject('POST', 'uploads/get', { paths: [entry?.key] })).statusCode).toBe(404);
    expect((await inject('POST', 'uploads/delete', { paths: [entry?.key] })).statusCode).toBe(404);
    expect((await inject('DELETE', `uploads/${entry?.id}`)).statusCode).toBe(404);
    expect((await inject('GET', `uploads/account/${id}`)).statusCode).toBe(404);
    expect((await upload(id, [{ name: 'x.png', bytes: PNG }], sam.token, orgs.AGT)).statusCode).toBe(404);
    expect(storedFiles()).toContain(entry?.key);
  });

  it('refuses someone denied the record (403), and lets a reader read but not change', async () => {
    const denied = await accountOfSam('Denied');
    const [secret] = await uploaded(denied, [{ name: 'secret.pdf', bytes: PDF }]);
    await apiCall(t.app, 'POST', `auth/record_permissions/account/${denied}`, sam.token, {
      to_user: ada.profile.id,
      permission: 8,
    });
    expect((await apiCall(t.app, 'GET', `uploads/${secret?.id}/download`, ada.token)).statusCode).toBe(403);
    expect(
      (await apiCall(t.app, 'POST', 'uploads/get', ada.token, { paths: [secret?.key] })).statusCode,
    ).toBe(403);
    expect((await apiCall(t.app, 'GET', `uploads/account/${denied}`, ada.token)).statusCode).toBe(403);

    const readOnly = await accountOfSam('Read only');
    const [shared] = await uploaded(readOnly, [{ name: 'shared.png', bytes: PNG }]);
    await apiCall(t.app, 'POST', `auth/record_permissions/account/${readOnly}`, sam.token, {
      to_user: ada.profile.id,
      permission: 1,
    });
    expect((await apiCall(t.app, 'GET', `uploads/${shared?.id}/download`, ada.token)).statusCode).toBe(200);
    expect((await apiCall(t.app, 'DELETE', `uploads/${shared?.id}`, ada.token)).statusCode).toBe(403);
    expect((await upload(readOnly, [{ name: 'more.png', bytes: PNG }], ada.token)).statusCode).toBe(403);
  });

  it('refuses someone without the object permission, and anyone signed out', async () => {
    const id = await accountOfSam('Private');
    const [entry] = await uploaded(id, [{ name: 'p.png', bytes: PNG }]);
    expect((await apiCall(t.app, 'GET', `uploads/${entry?.id}/download`, nora.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/uploads/${entry?.id}/download` });
    expect(anonymous.statusCode).toBe(401);
  });
});
