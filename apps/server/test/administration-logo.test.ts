import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let superAdmin: LoginAnswer;
let ada: LoginAnswer;
let orgs: Record<string, number>;

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signIn(t.app, 'super.admin@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => t.close());

function upload(orgId: number | undefined, token: string, file: Buffer, name = 'logo.png') {
  const boundary = 'atriumlogo';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/administration/organizations/${orgId}/logo`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('organization logo upload', () => {
  it('stores a checked image, serves it in place of the drawn badge, and removes it again', async () => {
    const answer = await upload(orgs.AGT, superAdmin.token, PNG);
    expect(answer.statusCode).toBe(200);
    const avatar = answer.json().avatar as string;
    expect(avatar).toMatch(new RegExp(`^/api/v1/organizations/${orgs.AGT}/logo\\?v=[0-9a-f]{12}$`));
    const logo = await t.app.inject({ method: 'GET', url: avatar });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    const audit = await apiCall(t.app, 'GET', 'auth/superadmin/audit?kind=organization', superAdmin.token);
    expect(audit.json().data[0]).toMatchObject({ action: 'logo', org_id: orgs.AGT });

    const removed = await apiCall(
      t.app,
      'DELETE',
      `auth/administration/organizations/${orgs.AGT}/logo`,
      superAdmin.token,
    );
    expect(removed.json().avatar).toBe(`/api/v1/organizations/${orgs.AGT}/logo`);
    const badge = await t.app.inject({ method: 'GET', url: removed.json().avatar });
    expect(badge.headers['content-type']).toBe('image/svg+xml');
  });

  it('refuses what is not an image, a file too large, and organizations the caller does not administer', async () => {
    const text = await upload(orgs.AHQ, superAdmin.token, Buffer.from('just some words, not a picture'));
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toMatch(/^A logo must be a PNG, JPEG, GIF, WebP or SVG image\./);
    const pdf = await upload(orgs.AHQ, superAdmin.token, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'));
    expect(pdf.statusCode).toBe(422);
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(orgs.AHQ, superAdmin.token, script)).statusCode).toBe(422);
    const huge = await upload(orgs.AHQ, superAdmin.token, Buffer.concat([PNG, Buffer.alloc(300 * 1024)]));
    expect(huge.statusCode).toBe(413);
    // Ada administers AHQ and acts in it: AGT is not reached from there.
    expect((await upload(orgs.AGT, ada.token, PNG)).statusCode).toBe(403);
    const [row] = await t.db
      .selectFrom('organizations')
      .select('logo_data')
      .where('code', 'in', ['AHQ', 'AGT'])
      .where('logo_data', 'is not', null)
      .execute();
    expect(row).toBeUndefined();
  });
});
