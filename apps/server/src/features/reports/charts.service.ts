import {
  type Chart,
  type ChartData,
  chartDataOf,
  type ReportDefinition,
  type ReportResult,
  reportColumnNames,
  TABLE_CHART_TYPES,
  TABLE_PAGE_SIZE,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { freshCache } from '../../platform/db/fresh-cache';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { type ChartContext, contextFilter } from './chart-context';
import { runReport } from './report-query';
import { reportModels } from './report-sql';
import { findReport } from './saved-reports.service';

/**
 * A chart of a report the caller may see. Another organization's chart (row-level security hides it)
 * and one of a report not shared with them answer the same 404.
 */
async function loadChart(db: Db, auth: AuthContext, chartId: number): Promise<VisibleChart> {
  const row = await withTenant(db, auth.orgId, (tx) =>
    tx
      .selectFrom('report_charts')
      .select('report_id')
      .where('id', '=', chartId)
      .where('org_id', '=', auth.orgId)
      .executeTakeFirst(),
  );
  const missing = () => new AppError('NOT_FOUND', `Chart ${chartId} was not found.`);
  if (!row) throw missing();
  const report = await findReport(db, auth, row.report_id).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? missing() : error;
  });
  const chart = report.charts.find((candidate) => candidate.id === chartId);
  if (!chart) throw missing();
  return { chart, definition: report.definition };
}

interface VisibleChart {
  chart: Chart;
  definition: ReportDefinition;
}

// Which chart a person may open, and of which report: forgotten when a report, its shares or charts,
// the person's roles or memberships change (topics `reports` and `access`, decision 0008).
const visibleCharts = freshCache<VisibleChart>({ name: 'visible_charts', max: 5_000, ttlMs: 5 * 60_000 });

export async function visibleChart(db: Db, auth: AuthContext, chartId: number): Promise<VisibleChart> {
  // Visibility is ownership or a share to the person or one of their roles in this organization.
  const key = JSON.stringify([auth.orgId, auth.user.id, auth.roleIds, chartId]);
  return visibleCharts.read(db, { key, topics: ['reports', 'access'] }, () => loadChart(db, auth, chartId));
}

export async function findChart(db: Db, auth: AuthContext, chartId: number): Promise<Chart> {
  return (await visibleChart(db, auth, chartId)).chart;
}

const EMPTY: ReportResult = { columns: [], rows: [], truncated: false };

/**
 * A chart's data (GET analytics/charts/generate-chart/{id}?page={n}): its report run as the caller, so
 * a shared report counts only the records the caller may read. Tables answer `TABLE_PAGE_SIZE` groups
 * per page; other charts answer everything on page 1 and nothing after, which ends an infinite scroll.
 * In a record's context (`context`) the report counts only the records related to that record.
 */
export async function generateChart(
  db: Db,
  auth: AuthContext,
  chartId: number,
  page: number,
  context?: ChartContext,
): Promise<ChartData> {
  const { chart, definition: saved } = await visibleChart(db, auth, chartId);
  const models = await reportModels(db, auth, saved);
  const names = reportColumnNames(saved, models.model.object, models.related);
  const definition = context
    ? { ...saved, filters: [...saved.filters, await contextFilter(db, auth, saved.object, context)] }
    : saved;
  if (TABLE_CHART_TYPES.has(chart.type)) {
    const offset = (page - 1) * TABLE_PAGE_SIZE;
    const result = await runReport(db, auth, { ...definition, limit: TABLE_PAGE_SIZE }, { offset });
    return chartDataOf(chart.type, result, { names, offset });
  }
  const result = page === 1 ? await runReport(db, auth, definition) : EMPTY;
  return chartDataOf(chart.type, result, { names });
}
