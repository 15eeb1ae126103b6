import type { BiGroupDetail, ChartData, LoginAnswer, SavedReport } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_PIPELINE_GROUP } from '../src/seed/reports/demo-reports';
import { seedDemoReports } from '../src/seed/reports/seed-reports';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;

const reportCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  // The start seeds the CRM, the workflows and then the reports over them.
  t = await createTestApp({ SEED_CRM_DATA: 'true' });
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  // Seeding the whole demo takes a while on a loaded machine.
}, 300_000);
afterAll(async () => t?.close());

describe('the demo reports', () => {
  it('seed once: a second run adds nothing', async () => {
    const before = await reportCount();
    expect(before).toBeGreaterThan(0);
    await seedDemoReports(t.db);
    expect(await reportCount()).toBe(before);
  });

  it('put the CRM pipeline dashboard on Ada’s BI dashboard, with data behind every chart', async () => {
    const mine = await apiCall(t.app, 'GET', 'analytics/reports?scope=mine', ada.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const reports = mine.json<{ data: SavedReport[] }>().data;
    expect(reports.map((report) => report.name)).toEqual(
      expect.arrayContaining([
        'Opportunities by stage',
        'Pipeline amount by month',
        'Accounts by industry',
        'Open opportunities',
        'Leave days by type',
        'Service tickets by priority',
      ]),
    );

    const groupId = reports.find((report) => report.name === 'Opportunities by stage')?.group_id;
    const group = await apiCall(t.app, 'GET', `bi/groups/${groupId}`, ada.token);
    expect(group.statusCode, group.body).toBe(200);
    const detail = group.json<BiGroupDetail>();
    expect(detail.name).toBe(CRM_PIPELINE_GROUP);
    const charts = detail.reports.flatMap((report) => report.charts);
    expect(charts.map((chart) => chart.type).sort()).toEqual(['BAR', 'BRAND_CARD', 'DOUGHNUT_CHART', 'LINE']);

    for (const chart of charts) {
      const answer = await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${chart.id}`, ada.token);
      expect(answer.statusCode, answer.body).toBe(200);
      const data = answer.json<ChartData>();
      expect(data.kind).toBe('series');
      if (data.kind === 'series') expect(data.data.length, chart.name).toBeGreaterThan(0);
    }
    const bar = charts.find((chart) => chart.type === 'BAR');
    const stages = (
      await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${bar?.id}`, ada.token)
    ).json<ChartData>();
    if (stages.kind !== 'series') throw new Error('The stage chart is not a series.');
    expect(stages.barsNames).toEqual(expect.arrayContaining(['prospecting', 'closed_won']));
    const card = charts.find((chart) => chart.type === 'BRAND_CARD');
    const open = (
      await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${card?.id}`, ada.token)
    ).json<ChartData>();
    if (open.kind !== 'series') throw new Error('The card is not a series.');
    // The card counts the opportunities of every stage but the two closed ones.
    const openByStage = stages.data
      .filter((row) => row.key !== 'closed_won' && row.key !== 'closed_lost')
      .reduce((sum, row) => sum + (row.values[0] ?? 0), 0);
    expect(open.data[0]?.values[0]).toBe(openByStage);
    expect(openByStage).toBeGreaterThan(0);
  });

  it('seed the leave and ticket reports in the holding with their records counted', async () => {
    const mine = (await apiCall(t.app, 'GET', 'analytics/reports?scope=mine', ada.token)).json<{
      data: SavedReport[];
    }>().data;
    const tickets = mine.find((report) => report.name === 'Service tickets by priority');
    const chart = tickets?.charts[0];
    const answer = await apiCall(t.app, 'GET', `analytics/charts/generate-chart/${chart?.id}`, ada.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json<ChartData>();
    if (data.kind !== 'series') throw new Error('The ticket chart is not a series.');
    expect(data.barsNames).toEqual(expect.arrayContaining(['P1', 'P3']));
  });
});
