import { type LoginAnswer, validateModulePackage } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYPERION_PACKAGE } from '../src/seed/hyperion/hyperion-package';
import { seedHyperion } from '../src/seed/hyperion/seed-hyperion';
import { BUILT_IN_PACKAGES } from '../src/seed/packages';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let nora: LoginAnswer;
let sam: LoginAnswer;
let ahq: number;
let agt: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who: LoginAnswer, payload?: object, org = ahq) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, org),
    ...(payload ? { payload } : {}),
  });
const ok = async (method: Method, url: string, who: LoginAnswer, payload?: object, org = ahq) => {
  const response = await call(method, url, who, payload, org);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

interface Row {
  id: number;
  code: string;
  status?: string;
  start_date?: string;
}
const byCode = async (object: string, org = ahq): Promise<Map<string, Row>> => {
  const rows: Row[] = (await ok('GET', `records/${object}?limit=100`, ada, undefined, org)).data;
  return new Map(rows.map((row) => [row.code, row]));
};
const idOf = (rows: Map<string, Row>, code: string) => {
  const row = rows.get(code);
  if (!row) throw new Error(`no ${code}`);
  return row.id;
};
const count = async (object: string) => (await ok('GET', `records/${object}?limit=1`, ada)).total as number;
const footprint = async () => ({
  journals: await count('hyperion_journal'),
  lines: await count('hyperion_journal_line'),
});

const thisMonth = new Date().toISOString().slice(0, 7);
let accounts: Map<string, Row>;
let taxCodes: Map<string, Row>;
let centres: Map<string, Row>;
let periods: Map<string, Row>;

/** A sale of `net` at 5%: receivable against sales and VAT payable; unbalanced by `off`. */
const sale = (
  net: number,
  extra: { off?: number; period?: string; post?: boolean; reference?: string } = {},
) => {
  const period = extra.period ?? thisMonth;
  const tax = Math.round(net * 5) / 100;
  return {
    date: `${period}-10`,
    periodId: idOf(periods, period),
    reference: extra.reference ?? `TEST-${net}`,
    description: 'A test sale',
    post: extra.post ?? true,
    lines: [
      { accountId: idOf(accounts, '1200'), debit: net + tax + (extra.off ?? 0), credit: 0 },
      {
        accountId: idOf(accounts, '4000'),
        costCentreId: idOf(centres, 'SLS'),
        taxCodeId: idOf(taxCodes, 'VAT5-OUT'),
        debit: 0,
        credit: net,
      },
      { accountId: idOf(accounts, '2200'), debit: 0, credit: tax },
    ],
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  ahq = orgs.find((org) => org.code === 'AHQ')?.id ?? 0;
  agt = orgs.find((org) => org.code === 'AGT')?.id ?? 0;
  const started = performance.now();
  await seedHyperion(t.db);
  console.info(`Hyperion install: ${Math.round(performance.now() - started)} ms`);
  // A second start finds it installed and changes nothing.
  await seedHyperion(t.db);
  // Sam may read the consolidated reports in Atrium Holding only.
  const controller = await t.db
    .selectFrom('roles')
    .select('id')
    .where('org_id', '=', ahq)
    .where('name', '=', 'Finance Controller')
    .executeTakeFirstOrThrow();
  const samId = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'sam.sales@atrium.local')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('user_roles').values({ user_id: samId.id, role_id: controller.id }).execute();
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  accounts = await byCode('hyperion_account');
  taxCodes = await byCode('hyperion_tax_code');
  centres = await byCode('hyperion_cost_centre');
  periods = await byCode('hyperion_period');
}, 300_000);
afterAll(async () => t.close());

describe('the Hyperion finance package', () => {
  it('validates with the steps this installation registers', () => {
    const result = validateModulePackage(HYPERION_PACKAGE, {
      knownSteps: [...BUILT_IN_PACKAGES.steps.keys()],
    });
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('installs once per demo organization with its masters and a balanced demo ledger', async () => {
    const installed = await t.db
      .selectFrom('installed_packages')
      .select('org_id')
      .where('name', '=', 'hyperion')
      .execute();
    expect(installed.map((row) => row.org_id).sort()).toEqual([ahq, agt].sort());
    expect([...taxCodes.keys()].sort()).toEqual(['VAT0-OUT', 'VAT5-IN', 'VAT5-OUT']);
    const journals: { status: string; total_debit: string; total_credit: string }[] = (
      await ok('GET', 'records/hyperion_journal?limit=100', ada)
    ).data;
    expect(journals).toHaveLength(18);
    expect(journals.filter((journal) => journal.status === 'Draft')).toHaveLength(1);
    for (const journal of journals) expect(Number(journal.total_debit)).toBe(Number(journal.total_credit));
    const closed = [...periods.values()].filter((period) => period.status === 'Closed');
    expect(closed).toHaveLength(1);
  });

  it('counts a balanced posting in the VAT return, with its tax computed from the rate', async () => {
    const before = await ok('GET', 'hyperion/vat-return', ada);
    expect(before.period).toBe(thisMonth);
    expect(before.report.outputTax).toBeGreaterThan(0);
    const posted = await ok('POST', 'hyperion/journal-entries', ada, sale(1000));
    expect(posted.status).toBe('Posted');
    const lines = (await ok('GET', `records/hyperion_journal_line?limit=100`, ada)).data.filter(
      (line: { journal_id: number }) => line.journal_id === posted.id,
    );
    expect(lines.map((line: { tax_amount: string }) => Number(line.tax_amount)).sort()).toEqual([0, 0, 50]);
    const after = await ok('GET', 'hyperion/vat-return', ada);
    const code = (answer: typeof after) =>
      answer.report.lines.find((line: { code: string }) => line.code === 'VAT5-OUT');
    expect(code(after).net - code(before).net).toBe(1000);
    expect(after.report.outputTax - before.report.outputTax).toBeCloseTo(50, 2);
    expect(after.report.netPayable).toBeCloseTo(after.report.outputTax - after.report.inputTax, 2);
  });

  it('refuses an unbalanced posting with the reason and writes nothing', async () => {
    const before = await footprint();
    const refused = await call('POST', 'hyperion/journal-entries', ada, sale(200, { off: 5 }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(
      'The journal does not balance: debits 215.00, credits 210.00, a difference of 5.00.',
    );
    expect(await footprint()).toEqual(before);
  });

  it('refuses a posting into a closed period, and a date outside the period', async () => {
    const closed = [...periods.values()].find((period) => period.status === 'Closed');
    const before = await footprint();
    const refused = await call('POST', 'hyperion/journal-entries', ada, sale(300, { period: closed?.code }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(`The period ${closed?.code} is closed; it takes no more postings.`);
    const outside = { ...sale(300), date: '1999-01-01' };
    const misdated = await call('POST', 'hyperion/journal-entries', ada, outside);
    expect(misdated.statusCode, misdated.body).toBe(422);
    expect(misdated.json().errors).toHaveProperty('entry_date');
    expect(await footprint()).toEqual(before);
  });

  it('keeps a posted entry final: its head, its lines, no new line, no delete', async () => {
    const posted = await ok('POST', 'hyperion/journal-entries', ada, sale(400, { reference: 'FINAL-1' }));
    const line = (await ok('GET', 'records/hyperion_journal_line?limit=200', ada)).data.find(
      (candidate: { journal_id: number }) => candidate.journal_id === posted.id,
    );
    const attempts = [
      call('PUT', `records/hyperion_journal/${posted.id}`, ada, { description: 'changed' }),
      call('PUT', `records/hyperion_journal/${posted.id}`, ada, { status: 'Draft' }),
      call('PUT', `records/hyperion_journal_line/${line.id}`, ada, { debit: 1 }),
      call('DELETE', `records/hyperion_journal_line/${line.id}`, ada),
      call('POST', 'records/hyperion_journal_line', ada, {
        journal_id: posted.id,
        account_id: idOf(accounts, '1100'),
        debit: 1,
      }),
      call('DELETE', `records/hyperion_journal/${posted.id}`, ada),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toMatch(/FINAL-1 is posted/);
    }
  });

  it('posts a draft once it balances, through its own call', async () => {
    const draft = await ok('POST', 'hyperion/journal-entries', ada, sale(100, { post: false, off: 1 }));
    expect(draft.status).toBe('Draft');
    const refused = await call('POST', `hyperion/journals/${draft.id}/post`, ada);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toMatch(/does not balance/);
    expect((await ok('GET', `records/hyperion_journal/${draft.id}`, ada)).status).toBe('Draft');
    // The draft's lines may still change: the receivable corrected, it posts.
    const lines = (await ok('GET', 'records/hyperion_journal_line?limit=200', ada)).data.filter(
      (candidate: { journal_id: number }) => candidate.journal_id === draft.id,
    );
    const receivable = lines.find((candidate: { debit: string }) => Number(candidate.debit) > 0);
    await ok('PUT', `records/hyperion_journal_line/${receivable.id}`, ada, { debit: 105 });
    expect(await ok('POST', `hyperion/journals/${draft.id}/post`, ada)).toEqual({
      id: draft.id,
      status: 'Posted',
    });
  });

  it('refuses bad input with the reason, and another organization’s records', async () => {
    const before = await footprint();
    const good = sale(10);
    const bodies: object[] = [
      { ...good, lines: [] },
      { ...good, lines: [{ ...good.lines[0], debit: '10' }, good.lines[1]] },
      { ...good, lines: [{ ...good.lines[0], debit: 10.001 }, good.lines[1]] },
      { ...good, lines: [{ ...good.lines[0], debit: -5 }, good.lines[1]] },
      { ...good, periodId: 1.5 },
      { ...good, date: '28/11/2026' },
      { ...good, reference: '' },
      { ...good, post: 'yes' },
      { ...good, extra: true },
    ];
    for (const body of bodies) {
      const refused = await call('POST', 'hyperion/journal-entries', ada, body);
      // A value the schema refuses is a 422 on its field; a field the call does not take, a 400.
      expect([400, 422], `${JSON.stringify(body)}: ${refused.body}`).toContain(refused.statusCode);
      expect(refused.json().message).toBeTruthy();
      expect(Object.keys(refused.json().errors ?? {}).length, refused.body).toBeGreaterThan(0);
    }
    const both = { ...good, lines: [{ ...good.lines[0], credit: 3 }, ...good.lines.slice(1)] };
    const twoSided = await call('POST', 'hyperion/journal-entries', ada, both);
    expect(twoSided.statusCode, twoSided.body).toBe(422);
    expect(twoSided.json().message).toBe(
      'Line 1: A line is either a debit or a credit; split it into two lines.',
    );
    // Another organization's account and journal are not this organization's to use or post.
    const foreignAccount = idOf(await byCode('hyperion_account', agt), '1200');
    const foreign = {
      ...good,
      lines: [{ ...good.lines[0], accountId: foreignAccount }, ...good.lines.slice(1)],
    };
    const mixed = await call('POST', 'hyperion/journal-entries', ada, foreign);
    expect(mixed.statusCode, mixed.body).toBe(422);
    expect(await footprint()).toEqual(before);
    const theirs = (await ok('GET', 'records/hyperion_journal?limit=1', ada, undefined, agt)).data[0];
    expect((await call('POST', `hyperion/journals/${theirs.id}/post`, ada)).statusCode).toBe(404);
    for (const id of ['abc', '1.5', '0x10', '-1'])
      expect((await call('POST', `hyperion/journals/${id}/post`, ada)).statusCode).toBe(400);
    for (const period of ['2026-13', 'now', "2026-11'--"])
      expect(
        (await call('GET', `hyperion/vat-return?period=${encodeURIComponent(period)}`, ada)).statusCode,
      ).toBe(400);
    expect((await call('GET', 'hyperion/vat-return?period=1999-01', ada)).statusCode).toBe(404);
    expect((await call('GET', 'hyperion/vat-return?other=1', ada)).statusCode).toBe(400);
  });

  it('refuses every call to a person without the permission', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', 'hyperion/vat-return'],
      ['GET', 'hyperion/vat-consolidated-return'],
      ['GET', 'hyperion/budget'],
      ['GET', 'hyperion/consolidated-budget'],
      ['POST', 'hyperion/journal-entries', sale(10)],
      ['POST', 'hyperion/journals/1/post'],
      ['GET', 'records/hyperion_journal'],
    ];
    for (const [method, url, body] of calls)
      expect((await call(method, url, nora, body)).statusCode, `${method} ${url}`).toBe(403);
  });

  it('shows budgets against the posted actuals of their cost centre and account', async () => {
    const answer = await ok('GET', 'hyperion/budget', ada);
    expect(answer.period).toBe(thisMonth);
    const rent = answer.report.lines.find((line: { account: string }) => line.account === '6100 Rent');
    expect(rent).toMatchObject({
      costCentre: 'ADM Administration',
      budget: 2000,
      actual: 2000,
      variance: 0,
      used: 100,
    });
    // The draft travel claim is not an actual until it is posted.
    const travel = answer.report.lines.find((line: { account: string }) => line.account === '6300 Travel');
    expect(travel).toMatchObject({ actual: 0, variance: 300 });
    const sales = answer.report.lines.find((line: { account: string }) => line.account === '4000 Sales');
    expect(sales.actual).toBeGreaterThan(0);
    expect(answer.report.variance).toBeCloseTo(answer.report.budget - answer.report.actual, 2);
  });

  it('consolidates only the organizations where the reader holds the permission', async () => {
    const all = await ok('GET', 'hyperion/vat-consolidated-return', ada);
    expect(all.organizations.map((org: { code: string }) => org.code)).toEqual(['AGT', 'AHQ']);
    const own = await ok('GET', 'hyperion/vat-return', ada);
    const theirs = await ok('GET', 'hyperion/vat-return', ada, undefined, agt);
    expect(all.total.outputTax).toBeCloseTo(own.report.outputTax + theirs.report.outputTax, 2);
    const budgets = await ok('GET', 'hyperion/consolidated-budget', ada);
    expect(budgets.organizations).toHaveLength(2);
    expect(budgets.total.budget).toBeCloseTo(
      budgets.organizations.reduce(
        (sum: number, org: { report: { budget: number } }) => sum + org.report.budget,
        0,
      ),
      2,
    );
    // Sam holds it in Atrium Holding only: Gulf Trading's rows never reach him, in total or apart.
    for (const url of ['hyperion/vat-consolidated-return', 'hyperion/consolidated-budget']) {
      const his = await ok('GET', url, sam);
      expect(his.organizations.map((org: { code: string }) => org.code)).toEqual(['AHQ']);
      expect(JSON.stringify(his)).not.toContain('AGT');
      expect((await call('GET', url, sam, undefined, agt)).statusCode).toBe(403);
    }
    const his = await ok('GET', 'hyperion/vat-consolidated-return', sam);
    expect(his.total.outputTax).toBeCloseTo(own.report.outputTax, 2);
  });
});
