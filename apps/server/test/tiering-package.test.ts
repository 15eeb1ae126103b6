import { type LoginAnswer, validateModulePackage } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PACKAGES } from '../src/seed/packages';
import { seedTiering } from '../src/seed/tiering/seed-tiering';
import { TIERING_PACKAGE } from '../src/seed/tiering/tiering-package';
import { evaluationScore } from '../src/seed/tiering/tiering-rules';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let nora: LoginAnswer;
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

interface Firm {
  id: number;
  name: string;
  current_tier: string | null;
  latest_score: number | string | null;
}
const firms = async (org = ahq): Promise<Firm[]> =>
  (await ok('GET', 'records/ppctt_firm?limit=50', ada, undefined, org)).data;
const firmNamed = async (name: string) => {
  const firm = (await firms()).find((candidate) => candidate.name === name);
  if (!firm) throw new Error(`no firm ${name}`);
  return firm;
};
const RATINGS = (rating: number) => ({
  quality: rating,
  responsiveness: rating,
  value: rating,
  expertise: rating,
});

beforeAll(async () => {
  t = await createTestApp();
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  ahq = orgs.find((org) => org.code === 'AHQ')?.id ?? 0;
  agt = orgs.find((org) => org.code === 'AGT')?.id ?? 0;
  const started = performance.now();
  await seedTiering(t.db);
  console.info(`Tiering tool install: ${Math.round(performance.now() - started)} ms`);
  // A second start finds it installed and changes nothing.
  await seedTiering(t.db);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
}, 300_000);
afterAll(async () => t.close());

describe('the legal tiering tool package', () => {
  it('validates with the steps this installation registers', () => {
    const result = validateModulePackage(TIERING_PACKAGE, {
      knownSteps: [...BUILT_IN_PACKAGES.steps.keys()],
    });
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('scores a rating of 1 to 5 per criterion on 0–100 by the weights', () => {
    const weights = new Map([
      ['quality', 40],
      ['responsiveness', 20],
      ['value', 20],
      ['expertise', 20],
    ] as const);
    expect(evaluationScore(RATINGS(5), weights)).toBe(100);
    expect(evaluationScore(RATINGS(1), weights)).toBe(20);
    expect(evaluationScore({ quality: 5, responsiveness: 1, value: 1, expertise: 1 }, weights)).toBe(52);
    // No weights at all: every criterion counts the same; all weights 0 likewise.
    expect(evaluationScore({ quality: 5, responsiveness: 1, value: 1, expertise: 1 }, new Map())).toBe(40);
    const zero = new Map([...weights.keys()].map((key) => [key, 0]));
    expect(evaluationScore({ quality: 4, responsiveness: 2, value: 2, expertise: 2 }, zero)).toBe(50);
  });

  it('installs once per demo organization, with its masters and a demo panel placed in tiers', async () => {
    const installed = await t.db
      .selectFrom('installed_packages')
      .select(['org_id', 'version'])
      .where('name', '=', 'ppctieringtool')
      .execute();
    expect(installed.map((row) => row.org_id).sort()).toEqual([ahq, agt].sort());
    const tiers = await ok('GET', 'records/ppctt_tier?limit=10', ada);
    expect(tiers.data.map((row: { name: string }) => row.name).sort()).toEqual([
      'Tier 1',
      'Tier 2',
      'Tier 3',
    ]);
    const panel = await firms();
    expect(panel).toHaveLength(6);
    // Each firm shows its latest evaluation's score and tier.
    const evaluations = (await ok('GET', 'records/ppctt_evaluation?limit=50', ada)).data as {
      id: number;
      firm_id: number;
      year: number;
      score: number;
      tier: string;
    }[];
    expect(evaluations).toHaveLength(12);
    for (const firm of panel) {
      const [latest] = evaluations
        .filter((evaluation) => evaluation.firm_id === firm.id)
        .sort((a, b) => b.year - a.year || b.id - a.id);
      expect(Number(firm.latest_score)).toBe(Number(latest?.score));
      expect(firm.current_tier).toBe(latest?.tier);
    }
    expect((await firmNamed('Al Tamimi & Partners')).current_tier).toBe('Tier 1');
    expect((await firmNamed('Gulf Counsel')).current_tier).toBe('Tier 3');
  });

  it('scores an evaluation on save, places its firm, and follows updates and deletes', async () => {
    const firm = await firmNamed('Northgate LLP');
    const before = { tier: firm.current_tier, score: Number(firm.latest_score) };
    const area = (await ok('GET', 'records/ppctt_practice_area?limit=10', ada)).data[0].id;
    const year = new Date().getUTCFullYear() + 1;
    const created = await ok('POST', 'records/ppctt_evaluation', ada, {
      firm_id: firm.id,
      practice_area_id: area,
      year,
      ...RATINGS(5),
    });
    expect(created).toMatchObject({ tier: 'Tier 1' });
    expect(Number(created.score)).toBe(100);
    expect(await firmNamed('Northgate LLP')).toMatchObject({ current_tier: 'Tier 1' });

    const lowered = await ok('PUT', `records/ppctt_evaluation/${created.id}`, ada, RATINGS(2));
    expect(lowered).toMatchObject({ tier: 'Tier 3' });
    expect(Number(lowered.score)).toBe(40);
    expect(await firmNamed('Northgate LLP')).toMatchObject({ current_tier: 'Tier 3' });

    await ok('DELETE', `records/ppctt_evaluation/${created.id}`, ada);
    const after = await firmNamed('Northgate LLP');
    expect({ tier: after.current_tier, score: Number(after.latest_score) }).toEqual(before);
  });

  it('takes the weights in force when an evaluation is saved', async () => {
    const weights = (await ok('GET', 'records/ppctt_criterion?limit=10', ada)).data as {
      id: number;
      criterion: string;
    }[];
    const quality = weights.find((row) => row.criterion === 'Quality');
    const firm = await firmNamed('Hadef Legal');
    const year = new Date().getUTCFullYear() + 2;
    const sent = { firm_id: firm.id, year, quality: 5, responsiveness: 1, value: 1, expertise: 1 };
    const weighted = await ok('POST', 'records/ppctt_evaluation', ada, sent);
    expect(Number(weighted.score)).toBe(52);
    await ok('PUT', `records/ppctt_criterion/${quality?.id}`, ada, { weight: 20 });
    const even = await ok('POST', 'records/ppctt_evaluation', ada, { ...sent, year: year + 1 });
    expect(Number(even.score)).toBe(40);
    await ok('PUT', `records/ppctt_criterion/${quality?.id}`, ada, { weight: 40 });
    for (const id of [weighted.id, even.id]) await ok('DELETE', `records/ppctt_evaluation/${id}`, ada);
  });

  it('scores a duplicate and places its firm as it does a new evaluation', async () => {
    const weights = (await ok('GET', 'records/ppctt_criterion?limit=10', ada)).data as {
      id: number;
      criterion: string;
    }[];
    const quality = weights.find((row) => row.criterion === 'Quality');
    const firm = await firmNamed('Rahman Advocates');
    const before = { tier: firm.current_tier, score: Number(firm.latest_score) };
    const year = new Date().getUTCFullYear() + 3;
    const sent = { firm_id: firm.id, year, quality: 5, responsiveness: 3, value: 3, expertise: 3 };
    const original = await ok('POST', 'records/ppctt_evaluation', ada, sent);
    expect(original).toMatchObject({ tier: 'Tier 2' });
    expect(Number(original.score)).toBe(76);
    // Quality now weighs 100 against 20 for each other criterion: the same ratings score 85.
    await ok('PUT', `records/ppctt_criterion/${quality?.id}`, ada, { weight: 100 });
    const duplicated = await call('POST', `records/ppctt_evaluation/${original.id}/duplicate`, ada);
    expect(duplicated.statusCode, duplicated.body).toBe(202);
    await t.jobs.drain();
    const ofTheYear = (await ok('GET', 'records/ppctt_evaluation?limit=50', ada)).data.filter(
      (row: { firm_id: number; year: number }) => row.firm_id === firm.id && row.year === year,
    ) as { id: number; score: number | string; tier: string }[];
    const copy = ofTheYear.find((row) => row.id !== original.id);
    expect(ofTheYear).toHaveLength(2);
    expect(copy?.tier).toBe('Tier 1');
    expect(Number(copy?.score)).toBe(85);
    // The copy is the firm's latest evaluation: the firm shows its score and tier.
    const placed = await firmNamed('Rahman Advocates');
    expect({ tier: placed.current_tier, score: Number(placed.latest_score) }).toEqual({
      tier: 'Tier 1',
      score: 85,
    });
    // Just what a new evaluation with the same ratings gets.
    const fresh = await ok('POST', 'records/ppctt_evaluation', ada, sent);
    expect({ tier: fresh.tier, score: Number(fresh.score) }).toEqual({ tier: 'Tier 1', score: 85 });
    await ok('DELETE', `records/ppctt_evaluation/${fresh.id}`, ada);

    await ok('PUT', `records/ppctt_criterion/${quality?.id}`, ada, { weight: 40 });
    for (const id of [copy?.id, original.id]) await ok('DELETE', `records/ppctt_evaluation/${id}`, ada);
    const after = await firmNamed('Rahman Advocates');
    expect({ tier: after.current_tier, score: Number(after.latest_score) }).toEqual(before);
  });

  it('refuses bad evaluations and weights with the reason, and writes nothing', async () => {
    const firm = await firmNamed('Hadef Legal');
    const count = async () => (await ok('GET', 'records/ppctt_evaluation?limit=1', ada)).total;
    const before = await count();
    const base = { firm_id: firm.id, year: 2026, ...RATINGS(3) };
    const cases: [object, string][] = [
      [{ ...base, quality: 6 }, 'quality'],
      [{ ...base, expertise: 0 }, 'expertise'],
      [{ ...base, year: 'soon' }, 'year'],
      [{ ...base, responsiveness: null }, 'responsiveness'],
      // Computed by the step: a person cannot send a score or a tier.
      [{ ...base, score: 100 }, 'score'],
      [{ ...base, tier: 'Tier 1' }, 'tier'],
    ];
    for (const [body, field] of cases) {
      const refused = await call('POST', 'records/ppctt_evaluation', ada, body);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json().errors ?? {}), refused.body).toContain(field);
    }
    // Another organization's firm is not one this organization's evaluation can name.
    const elsewhere = (await firms(agt)).find((candidate) => candidate.name === 'Hadef Legal');
    const foreign = await call('POST', 'records/ppctt_evaluation', ada, { ...base, firm_id: elsewhere?.id });
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(await count()).toBe(before);

    const twice = await call('POST', 'records/ppctt_criterion', ada, { criterion: 'Quality', weight: 10 });
    expect(twice.statusCode, twice.body).toBe(422);
    expect(twice.json().message).toBe('Quality already has a weight; change that one instead.');
    // A firm's computed fields are the step's alone.
    const forged = await call('PUT', `records/ppctt_firm/${firm.id}`, ada, { current_tier: 'Tier 9' });
    expect(forged.statusCode, forged.body).toBe(422);
  });

  it("answers the dashboard within the caller's access; without the module it is 403", async () => {
    const dashboard = await ok('GET', 'ppctieringtool/dashboard', ada);
    const byTier = Object.fromEntries(
      dashboard.firmsByTier.rows.map((row: { d0: string; m0: number }) => [row.d0, Number(row.m0)]),
    );
    const panel = await firms();
    for (const tier of ['Tier 1', 'Tier 2', 'Tier 3'])
      expect(byTier[tier] ?? 0).toBe(panel.filter((firm) => firm.current_tier === tier).length);
    expect(dashboard.scoreByArea.rows.map((row: { d0_label: string }) => row.d0_label)).toEqual(
      expect.arrayContaining(['Corporate', 'Litigation', 'Employment']),
    );
    const year = new Date().getUTCFullYear();
    expect(dashboard.scoreByYear.rows.map((row: { d0: number }) => Number(row.d0))).toEqual([
      year - 2,
      year - 1,
    ]);
    expect((await call('GET', 'ppctieringtool/dashboard', nora)).statusCode).toBe(403);
    expect((await call('GET', 'records/ppctt_firm', nora)).statusCode).toBe(403);
  });
});
