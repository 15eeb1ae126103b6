import type { LoginAnswer } from '@atrium/core';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let org: number;

async function saveReport(token: string, body: object) {
  const answer = await apiCall(t.app, 'POST', 'analytics/reports', token, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: number; charts: { id: number; type: string }[] }>();
}

const chartData = async (chartId: number | undefined, token: string) => {
  const answer = await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${chartId}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { title: string; values: number[] }[] }>().data;
};

const preview = (body: object, token = ada.token) =>
  apiCall(t.app, 'POST', 'analytics/reports/preview', token, body);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  org = ada.profile.active_organization as number;
  // Open to the organization: 3 Energy accounts (revenue 100) and 2 Retail ones (50). Restricted to
  // Ada, with no grant to Sam: 4 Energy accounts (1000). Each account has two contacts.
  await sql`insert into obj_account (org_id, owner_id, name, industry, revenue)
    select ${org}, ${ada.profile.id}, 'Energy ' || g, 'Energy', 100 from generate_series(1, 3) as g`.execute(
    t.db,
  );
  await sql`insert into obj_account (org_id, owner_id, name, industry, revenue)
    select ${org}, ${ada.profile.id}, 'Retail ' || g, 'Retail', 50 from generate_series(1, 2) as g`.execute(
    t.db,
  );
  await sql`insert into obj_account (org_id, owner_id, name, industry, revenue, restricted)
    select ${org}, ${ada.profile.id}, 'Private ' || g, 'Energy', 1000, true from generate_series(1, 4) as g`.execute(
    t.db,
  );
  await sql`insert into obj_contact (org_id, owner_id, full_name, account_id)
    select ${org}, ${ada.profile.id}, a.name || ' contact ' || g, a.id from obj_account a, generate_series(1, 2) as g
    where a.org_id = ${org}`.execute(t.db);
}, 900_000);
afterAll(async () => t?.close());

describe('cached chart answers', () => {
  it('are forgotten when a record is written, and never serve the sharer’s rows to a narrower reader', async () => {
    const report = await saveReport(ada.token, {
      name: 'Accounts by industry (cache)',
      definition: {
        object: 'account',
        dimensions: [{ attribute: 'industry' }],
        measures: [{ kind: 'count' }, { kind: 'sum', attribute: 'revenue' }],
      },
      shared_with: { users: [sam.profile.id] },
      charts: [{ name: 'By industry', type: 'BAR' }],
    });
    const chartId = report.charts[0]?.id;
    // Ada reads first, twice (the second from memory): her answer includes the restricted accounts.
    const adaFirst = await chartData(chartId, ada.token);
    expect(adaFirst).toEqual([
      { title: 'Energy', key: 'Energy', values: [7, 4300] },
      { title: 'Retail', key: 'Retail', values: [2, 100] },
    ]);
    expect(await chartData(chartId, ada.token)).toEqual(adaFirst);
    // Sam, through the same report, right after: only the accounts open to him.
    expect(await chartData(chartId, sam.token)).toEqual([
      { title: 'Energy', key: 'Energy', values: [3, 300] },
      { title: 'Retail', key: 'Retail', values: [2, 100] },
    ]);

    // A write through the record API is seen by the very next answer, for both of them.
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, {
      name: 'Fresh retail',
      industry: 'Retail',
      revenue: 25,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await chartData(chartId, sam.token)).toEqual([
      { title: 'Energy', key: 'Energy', values: [3, 300] },
      { title: 'Retail', key: 'Retail', values: [3, 125] },
    ]);
    expect((await chartData(chartId, ada.token))[1]).toEqual({
      title: 'Retail',
      key: 'Retail',
      values: [3, 125],
    });

    // A grant is a write too: Sam may now read one private account, and his answer says so at once.
    const [privateAccount] = (
      await sql<{ id: number }>`select id from obj_account where name = 'Private 1'`.execute(t.db)
    ).rows;
    await t.db
      .insertInto('record_permissions')
      .values({
        org_id: org,
        object: 'account',
        record_id: privateAccount?.id ?? 0,
        to_user_id: sam.profile.id,
        level: 1,
      })
      .execute();
    expect((await chartData(chartId, sam.token))[0]).toEqual({
      title: 'Energy',
      key: 'Energy',
      values: [4, 1300],
    });

    // Unsharing is a write of the report: Sam's remembered chart is gone with it.
    const unshared = await apiCall(t.app, 'PUT', `analytics/reports/${report.id}`, ada.token, {
      name: 'Accounts by industry (cache)',
      definition: {
        object: 'account',
        dimensions: [{ attribute: 'industry' }],
        measures: [{ kind: 'count' }, { kind: 'sum', attribute: 'revenue' }],
      },
      charts: [{ id: chartId, name: 'By industry', type: 'BAR' }],
    });
    expect(unshared.statusCode, unshared.body).toBe(200);
    const gone = await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${chartId}`, sam.token);
    expect(gone.statusCode).toBe(404);
  });
});

describe('related objects in reports', () => {
  it('group and filter contacts by their account’s attributes, within the reader’s access to accounts', async () => {
    const byIndustry = {
      object: 'contact',
      dimensions: [{ attribute: 'account_id.industry' }],
      measures: [{ kind: 'count' }],
    };
    const asAda = await preview(byIndustry);
    expect(asAda.statusCode, asAda.body).toBe(200);
    expect(asAda.json().rows).toEqual([
      { d0: 'Energy', m0: 14 },
      { d0: 'Retail', m0: 4 },
    ]);
    // Sam reads every contact (they are open), but only one private account (granted above): the
    // contacts of the other three count under no industry rather than telling him what those are.
    const asSam = await preview(byIndustry, sam.token);
    expect(asSam.json().rows).toEqual([
      { d0: 'Energy', m0: 8 },
      { d0: 'Retail', m0: 4 },
      { d0: null, m0: 6 },
    ]);

    const filtered = await preview({
      object: 'contact',
      filters: [{ columnName: 'account_id.industry', operation: 'equals', value: 'Retail' }],
      dimensions: [{ attribute: 'account_id' }],
      measures: [{ kind: 'count' }],
    });
    expect(filtered.statusCode, filtered.body).toBe(200);
    // A lookup groups by its record, labelled with the record's name.
    expect(
      filtered.json().rows.map((row: { d0_label: string; m0: number }) => [row.d0_label, row.m0]),
    ).toEqual([
      ['Retail 1', 2],
      ['Retail 2', 2],
    ]);
    expect(filtered.json().columns[0]).toMatchObject({ kind: 'reference', attribute: 'account_id' });

    const saved = await saveReport(ada.token, {
      name: 'Contacts by account industry',
      definition: byIndustry,
      charts: [{ name: 'Contacts', type: 'BAR' }],
    });
    const chart = await apiCall(
      t.app,
      'GET',
      `analytics/charts/generate-chart/${saved.charts[0]?.id}`,
      ada.token,
    );
    expect(chart.json().titles[0].name).toBe('Count');
    expect(chart.json().barsNames).toEqual(['Energy', 'Retail']);
  });

  it('refuses what cannot be read with the reason (422), and objects the person may not view (403)', async () => {
    const refused = async (body: object, path: string, message: RegExp) => {
      const answer = await preview(body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().errors[path][0]).toMatch(message);
    };
    const count = [{ kind: 'count' }];
    await refused(
      { object: 'contact', dimensions: [{ attribute: 'account_id.nothing' }], measures: count },
      'dimensions.0.attribute',
      /Account \(through 'account_id'\)|has no attribute 'nothing'/,
    );
    await refused(
      { object: 'contact', dimensions: [{ attribute: 'full_name.industry' }], measures: count },
      'dimensions.0.attribute',
      /'full_name' is not a lookup of Contact/,
    );
    await refused(
      { object: 'contact', measures: [{ kind: 'sum', attribute: 'account_id.revenue' }] },
      'measures.0.attribute',
      /on a related object/,
    );
    await refused(
      { object: 'contact', filters: [{ columnName: 'account_id.nope', value: 'x' }], measures: count },
      'filters.0.columnName',
      /has no attribute 'nope'/,
    );
    await refused(
      { object: 'account', measures: [{ kind: 'sum', attribute: 'name' }] },
      'measures.0',
      /needs a number/,
    );
    await refused(
      { object: 'account', measures: [{ kind: 'avg', attribute: 'nope' }] },
      'measures.0.attribute',
      /no attribute 'nope'/,
    );

    const nora = await signIn(t.app, 'nora.none@atrium.local');
    expect((await preview({ object: 'account', measures: count }, nora.token)).statusCode).toBe(403);
    const hana = await signIn(t.app, 'hana.hr@atrium.local');
    const hanaAnswer = await preview({ object: 'account', measures: count }, hana.token);
    expect(hanaAnswer.statusCode).toBe(403);
    expect(hanaAnswer.json().message).toMatch(/account:view/);
  });
});

describe('GET analytics/export-chart/{id}', () => {
  it('answers at once, then e-mails the chart as an .xlsx of its numbers and a PNG picture', async () => {
    const report = await saveReport(sam.token, {
      name: 'Revenue by industry',
      definition: {
        object: 'account',
        dimensions: [{ attribute: 'industry' }],
        measures: [{ kind: 'count' }, { kind: 'sum', attribute: 'revenue' }],
      },
      charts: [{ name: 'Revenue by industry', type: 'BAR' }],
    });
    const chartId = report.charts[0]?.id;
    const answer = await apiCall(t.app, 'GET', `analytics/export-chart/${chartId}`, sam.token);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json().message).toBe('We will email you the exported file shortly');
    expect(await t.jobs.drain()).toBeGreaterThanOrEqual(1);

    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', 'Your chart: Revenue by industry')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('sam.sales@atrium.local');
    const parsed = await simpleParser(mail.message);
    expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual([
      'Revenue-by-industry.xlsx',
      'Revenue-by-industry.png',
    ]);
    const [sheetFile, picture] = parsed.attachments;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(sheetFile?.content ?? []).buffer);
    const sheet = workbook.worksheets[0];
    const rows = [1, 2, 3].map((n) => [1, 2, 3].map((c) => sheet?.getRow(n).getCell(c).value));
    // Sam's numbers: the grant above opened one private account to him.
    expect(rows).toEqual([
      ['Industry', 'Count', 'Sum of Revenue'],
      ['Energy', 4, 1300],
      ['Retail', 3, 125],
    ]);
    const png = picture?.content ?? Buffer.alloc(0);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The IHDR chunk names the picture's size.
    expect(png.readUInt32BE(16)).toBe(960);
    expect(png.readUInt32BE(20)).toBe(540);
  });

  it('writes a date grouping’s periods as date cells the spreadsheet names, and titles the picture’s bars', async () => {
    await sql`update obj_account set founded = '2026-07-15' where org_id = ${org} and name like 'Retail %'`.execute(
      t.db,
    );
    const report = await saveReport(sam.token, {
      name: 'Accounts by founding month',
      definition: {
        object: 'account',
        dimensions: [{ attribute: 'founded', bucket: 'month' }],
        measures: [{ kind: 'count' }],
        filters: [{ columnName: 'industry', value: 'Retail' }],
      },
      charts: [{ name: 'Founded', type: 'BAR' }],
    });
    const answer = await apiCall(t.app, 'GET', `analytics/export-chart/${report.charts[0]?.id}`, sam.token);
    expect(answer.statusCode, answer.body).toBe(202);
    await t.jobs.drain();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', 'Your chart: Founded')
      .executeTakeFirstOrThrow();
    const [sheetFile] = (await simpleParser(mail.message)).attachments;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(sheetFile?.content ?? []).buffer);
    const cell = workbook.worksheets[0]?.getRow(2).getCell(1);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('Founded (month)');
    expect(cell?.value).toEqual(new Date(Date.UTC(2026, 6, 1)));
    expect(cell?.numFmt).toBe('mmmm yyyy');
    expect(workbook.worksheets[0]?.getRow(2).getCell(2).value).toBe(2);
  });

  it('refuses malformed ids, unknown and unshared charts, and people without report:view, queuing nothing', async () => {
    const before = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect((await apiCall(t.app, 'GET', 'analytics/export-chart/abc', sam.token)).statusCode).toBe(400);
    expect((await apiCall(t.app, 'GET', 'analytics/export-chart/999999', sam.token)).statusCode).toBe(404);
    const adaOnly = await saveReport(ada.token, {
      name: 'Ada only',
      definition: { object: 'account', measures: [{ kind: 'count' }] },
      charts: [{ name: 'Count', type: 'BRAND_CARD' }],
    });
    const hidden = await apiCall(t.app, 'GET', `analytics/export-chart/${adaOnly.charts[0]?.id}`, sam.token);
    expect(hidden.statusCode).toBe(404);
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    expect(
      (await apiCall(t.app, 'GET', `analytics/export-chart/${adaOnly.charts[0]?.id}`, nora.token)).statusCode,
    ).toBe(403);
    const after = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
