import type { LoginAnswer } from '@atrium/core';
import { channels } from '@atrium/core';
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { connectSocket, nextMessage, subscribe } from './support/socket-client';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  for (const [name, employees] of [
    ['Alpha Export', 10],
    ['Beta Export', 20],
    ['Gamma Other', 30],
  ] as const) {
    await apiCall(t.app, 'POST', 'records/account', sam.token, { name, employees, active: '1' });
  }
});
afterAll(async () => t.close());

describe('export', () => {
  it('answers at once, then e-mails an .xlsx of exactly the filtered records', async () => {
    const response = await apiCall(t.app, 'POST', 'records/account/export-records', sam.token, {
      filter: [{ columnName: 'name', operation: 'endsWith', value: 'Export' }],
      sorting: [{ columnName: 'employees', direction: 'desc' }],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe('We will email you the exported file shortly');
    expect(await t.jobs.drain()).toBe(1);

    const mail = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('sam.sales@atrium.local');
    expect(mail.subject).toBe('Your Account export');
    const parsed = await simpleParser(mail.message);
    const attachment = parsed.attachments[0];
    expect(attachment?.filename).toBe('account-export.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(attachment?.content ?? []).buffer);
    const sheet = workbook.worksheets[0];
    const names = [2, 3, 4].map((row) => sheet?.getRow(row).getCell(2).value);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Name');
    expect(names).toEqual(['Beta Export', 'Alpha Export', null]);
    expect(sheet?.getRow(2).getCell(6).value).toBe('Yes');

    const admin = await signIn(t.app, 'super.admin@atrium.local');
    const outbox = await apiCall(t.app, 'GET', 'superadmin/outbox', admin.token);
    expect(outbox.json().data[0]).toMatchObject({
      to_address: 'sam.sales@atrium.local',
      subject: 'Your Account export',
    });
    expect((await apiCall(t.app, 'GET', 'superadmin/outbox', sam.token)).statusCode).toBe(403);
  });

  it('refuses without the export permission, and a bad filter before queuing anything', async () => {
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    expect((await apiCall(t.app, 'POST', 'records/account/export-records', nora.token, {})).statusCode).toBe(
      403,
    );
    const bad = await apiCall(t.app, 'POST', 'records/account/export-records', sam.token, {
      filter: [{ columnName: 'colour', value: 'red' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.jobs.drain()).toBe(0);
  });
});

describe('duplicate', () => {
  it('copies the record in a background job and announces it on the record channel', async () => {
    const original = (
      await apiCall(t.app, 'POST', 'records/account', sam.token, {
        name: 'Original',
        employees: 7,
        tags: ['a'],
      })
    ).json();
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connectSocket(baseUrl, { token: sam.token });
    try {
      expect(await subscribe(socket, channels.record('account', original.id))).toEqual({ ok: true });
      const announced = nextMessage(socket);
      const response = await apiCall(t.app, 'POST', `records/account/${original.id}/duplicate`, sam.token);
      expect(response.statusCode).toBe(202);
      await t.jobs.drain();
      const message = await announced;
      expect(message.event).toBe('duplicated');
      const copyId = (message.data as { id: number }).id;
      const copy = (await apiCall(t.app, 'GET', `records/account/${copyId}`, sam.token)).json();
      expect(copy).toMatchObject({ name: 'Original', employees: 7, tags: ['a'], version: 1 });
      expect(copyId).not.toBe(original.id);
    } finally {
      socket.close();
    }
  });

  it('retries a failing job later and keeps its error', async () => {
    const id = await t.jobs.enqueue('records.duplicate', {
      object: 'account',
      id: 999999,
      orgId: 1,
      userId: sam.profile.id,
    });
    await t.jobs.drain();
    const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'There is no Account with id 999999.',
    });
    expect(job.run_after.getTime()).toBeGreaterThan(Date.now());
  });
});
