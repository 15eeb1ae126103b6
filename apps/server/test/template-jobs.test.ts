import type { LoginAnswer } from '@atrium/core';
import { channels } from '@atrium/core';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { pdfText } from './support/pdf-text';
import { apiCall, bearer, signIn } from './support/sign-in';
import { connectSocket, nextMessage, subscribe } from './support/socket-client';
import { createTestApp, type TestApp } from './support/test-app';

// A loaded machine can take minutes to migrate a fresh database and lay out the first PDF.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let nora: LoginAnswer;
let orgs: Record<string, number>;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  const made = await apiCall(t.app, 'POST', 'records/account', sam.token, {
    name: 'Zenith, "Quoted" Ltd',
    industry: 'Retail',
  });
  accountId = made.json().id;
  await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Other Co', industry: 'Energy' });
}, 300_000);
afterAll(async () => t.close());

describe('asynchronous print', () => {
  it('prints in a job, announces the url on the person’s channel, and serves the PDF to them alone', async () => {
    const created = await apiCall(t.app, 'POST', 'templates/print-templates', ada.token, {
      name: 'Account letter',
      object: 'account',
      body: '<p>Dear {{name}}</p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json().data.id;
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connectSocket(baseUrl, { token: sam.token });
    try {
      expect(await subscribe(socket, channels.user(sam.profile.id))).toEqual({ ok: true });
      const announced = nextMessage(socket, 60_000);
      const started = await apiCall(t.app, 'POST', `objectPrints/account/${accountId}/print`, sam.token, {
        template,
      });
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json().message).toBe('Please wait your file is getting generated...');
      expect(await t.jobs.drain()).toBe(1);
      const message = await announced;
      expect(message.event).toBe('download');
      const { url } = message.data as { url: string };
      expect(url).toMatch(/^objectPrints\/documents\/\d+$/);

      const file = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(sam.token) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((await pdfText(file.rawPayload)).text).toContain('Dear Zenith, "Quoted" Ltd');
      // Nobody else fetches it, not even in the same organization, nor sam in another one.
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(ada.token) })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(sam.token, orgs.AGT) }))
          .statusCode,
      ).toBe(404);
      expect((await apiCall(t.app, 'GET', 'objectPrints/documents/abc', sam.token)).statusCode).toBe(400);
    } finally {
      socket.disconnect();
    }
  });
});

describe('export templates', () => {
  it('are listed for the grid and run as the e-mailed export, with their columns in their order and format', async () => {
    const empty = await apiCall(t.app, 'GET', 'exports/account/templates', sam.token);
    expect(empty.json().data).toEqual([]);
    const created = await apiCall(t.app, 'POST', 'templates/export-templates', ada.token, {
      name: 'Names and industries',
      object: 'account',
      columns: ['industry', 'name'],
      format: 'csv',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const listed = await apiCall(t.app, 'GET', 'exports/account/templates', sam.token);
    expect(listed.json().data).toEqual([
      { id, name: 'Names and industries', object: 'account', columns: ['industry', 'name'], format: 'csv' },
    ]);

    const run = await apiCall(t.app, 'POST', `exports/templates/${id}`, sam.token, {
      filter: [{ columnName: 'name', operation: 'startsWith', value: 'Zenith' }],
    });
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json().message).toBe('We will email you the exported file shortly');
    expect(await t.jobs.drain()).toBe(1);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const parsed = await simpleParser(mail.message);
    const attachment = parsed.attachments[0];
    expect(attachment?.filename).toBe('account-export.csv');
    expect(attachment?.content.toString('utf8')).toBe(
      '\uFEFFIndustry,Name\r\nRetail,"Zenith, ""Quoted"" Ltd"\r\n',
    );
  });

  it('refuses unknown columns, other organizations, missing permissions and bad input, changing nothing', async () => {
    const bad = await apiCall(t.app, 'POST', 'templates/export-templates', ada.token, {
      name: 'Bad',
      object: 'account',
      columns: ['name', 'colour', 'name'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.columns).toEqual([
      "Account has no attribute 'colour'.",
      "'name' is listed more than once.",
    ]);
    expect(
      (
        await apiCall(t.app, 'POST', 'templates/export-templates', sam.token, {
          name: 'X',
          object: 'account',
          columns: ['name'],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await apiCall(t.app, 'POST', 'templates/export-templates', ada.token, {
          name: 'X',
          object: 'account',
          columns: [],
          format: 'pdf',
        })
      ).statusCode,
    ).toBe(422);

    const made = await apiCall(t.app, 'POST', 'templates/export-templates', ada.token, {
      name: 'Only names',
      object: 'account',
      columns: ['name'],
    });
    const id = made.json().data.id;
    const inGulf = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: bearer(ada.token, orgs.AGT),
        ...(payload ? { payload } : {}),
      });
    expect((await inGulf('POST', `exports/templates/${id}`, {})).statusCode).toBe(404);
    expect(
      (
        await inGulf('PUT', `templates/export-templates/${id}`, {
          name: 'Stolen',
          object: 'account',
          columns: ['name'],
        })
      ).statusCode,
    ).toBe(404);
    expect((await inGulf('DELETE', `templates/export-templates/${id}`)).statusCode).toBe(404);
    expect((await apiCall(t.app, 'POST', `exports/templates/${id}`, nora.token, {})).statusCode).toBe(403);
    expect((await apiCall(t.app, 'GET', 'exports/account/templates', nora.token)).statusCode).toBe(403);
    const badFilter = await apiCall(t.app, 'POST', `exports/templates/${id}`, sam.token, {
      filter: [{ columnName: 'colour', value: 'red' }],
    });
    expect(badFilter.statusCode).toBe(400);
    expect(await t.jobs.drain()).toBe(0);

    const renamed = await apiCall(t.app, 'PUT', `templates/export-templates/${id}`, ada.token, {
      name: 'Names',
      object: 'account',
      columns: ['id', 'name'],
      format: 'xlsx',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Names', columns: ['id', 'name'], format: 'xlsx' });
    expect((await apiCall(t.app, 'DELETE', `templates/export-templates/${id}`, ada.token)).statusCode).toBe(
      204,
    );
    expect((await apiCall(t.app, 'DELETE', `templates/export-templates/${id}`, ada.token)).statusCode).toBe(
      404,
    );
  });
});
