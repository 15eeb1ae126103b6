import {
  type Chart,
  type ChartData,
  chartDataOf,
  type ReportResult,
  reportColumnNames,
  TABLE_CHART_TYPES,
  TABLE_PAGE_SIZE,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import { type ChartContext, contextFilter } from './chart-context';
import { runReport } from './report-query';
import { findReport } from './saved-reports.service';

/**
 * A chart of a report the caller may see. Another organization's chart (row-level security hides it)
 * and one of a report not shared with them answer the same 404.
 */
export async function findChart(db: Db, auth: AuthContext, chartId: number): Promise<Chart> {
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
  return chart;
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
  const chart = await findChart(db, auth, chartId);
  const report = await findReport(db, auth, chart.report_id);
  const model = await loadModel(db, report.definition.object);
  const names = reportColumnNames(report.definition, model.object);
  const definition = context
    ? {
        ...report.definition,
        filters: [
          ...report.definition.filters,
          await contextFilter(db, auth, report.definition.object, context),
        ],
      }
    : report.definition;
  if (TABLE_CHART_TYPES.has(chart.type)) {
    const offset = (page - 1) * TABLE_PAGE_SIZE;
    const result = await runReport(db, auth, { ...definition, limit: TABLE_PAGE_SIZE }, { offset });
    return chartDataOf(chart.type, result, { names, offset });
  }
  const result = page === 1 ? await runReport(db, auth, definition) : EMPTY;
  return chartDataOf(chart.type, result, { names });
}
