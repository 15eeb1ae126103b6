import { writeFile } from 'node:fs/promises';
import {
  type ChartType,
  channels,
  chartDataOf,
  type DateBucket,
  periodFormatter,
  periodStart,
  periodTitled,
  type ReportDefinition,
  type ReportResult,
  reportColumnNames,
} from '@atrium/core';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/files/file-storage';
import type { JobHandler } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mail/mailer';
import type { Realtime } from '../../platform/realtime/realtime';
import { visibleChart } from './charts.service';
import { runReport } from './report-query';
import { reportModels } from './report-sql';

export const CHART_EXPORT_JOB = 'reports.export-chart';

export interface ChartExportPayload {
  chartId: number;
  orgId: number;
  userId: number;
}

export interface ChartExportDeps {
  db: Db;
  files: FileStorage;
  mailer: Mailer;
  realtime: Realtime;
}

/** How a spreadsheet shows a period's first day: a quarter reads as its first month, under "(quarter)". */
const PERIOD_CELL_FORMAT: Record<DateBucket, string> = {
  day: 'd mmm yyyy',
  week: 'd mmm yyyy',
  month: 'mmmm yyyy',
  quarter: 'mmm yyyy',
  year: 'yyyy',
};

/**
 * The report's answer as a sheet: a header of column names, then one row per group. A date grouping's
 * periods are date cells with a format, so the spreadsheet sorts and names them in its reader's
 * language.
 */
async function writeWorkbook(
  path: string,
  sheetName: string,
  result: ReportResult,
  definition: ReportDefinition,
  names: Record<string, string>,
): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Chart');
  sheet.columns = result.columns.map((column, index) => {
    const bucket = column.kind === 'period' ? (definition.dimensions[index]?.bucket ?? 'day') : undefined;
    return {
      header: names[column.key] ?? column.key,
      key: column.key,
      ...(bucket ? { style: { numFmt: PERIOD_CELL_FORMAT[bucket] } } : {}),
    };
  });
  for (const row of result.rows) {
    // A lookup's group reads as its record's label; its id stays in the records behind it.
    sheet.addRow(
      Object.fromEntries(
        result.columns.map((column) => {
          const value = row[`${column.key}_label`] ?? row[column.key];
          const start =
            column.kind === 'period' && typeof value === 'string' ? periodStart(value) : undefined;
          return [column.key, start ?? value];
        }),
      ),
    );
  }
  await workbook.xlsx.writeFile(path);
}

/**
 * The chart e-mail (GET analytics/export-chart/{id}): run later as a durable job, so it checks again
 * that the person may still see the chart and its records, then runs its report as them (every group
 * up to the report's limit, not a table's page) and mails an .xlsx of the numbers and a PNG of the chart.
 */
export function exportChartJob(deps: ChartExportDeps): JobHandler {
  return async (raw, context) => {
    const payload = raw as unknown as ChartExportPayload;
    const auth = await resolveJobAuth(deps.db, {
      userId: payload.userId,
      orgId: payload.orgId,
      jobId: context.id,
    });
    if (!auth.permissions.has('report:view')) {
      throw new AppError('FORBIDDEN', "The 'report:view' permission was withdrawn.");
    }
    const { chart, definition } = await visibleChart(deps.db, auth, payload.chartId);
    const models = await reportModels(deps.db, auth, definition);
    const names = reportColumnNames(definition, models.model.object, models.related);
    const result = await runReport(deps.db, auth, definition);

    const sheetPath = await deps.files.newFilePath('exports', 'xlsx');
    await writeWorkbook(sheetPath, chart.name, result, definition, names);
    const drawn: ChartType = chart.type === 'TABLE' || chart.type === 'SIMPLE_TABLE' ? 'BAR' : chart.type;
    const drawnData = chartDataOf(drawn, result, { names });
    if (drawnData.kind !== 'series') throw new AppError('INTERNAL', 'A drawn chart has series data.');
    // The e-mail is in English; its picture names date periods as the text does.
    const bucket =
      result.columns[0]?.kind === 'period' ? (definition.dimensions[0]?.bucket ?? 'day') : undefined;
    const series = bucket ? periodTitled(drawnData, bucket, periodFormatter('en')) : drawnData;
    const imagePath = await deps.files.newFilePath('exports', 'png');
    // ECharts and resvg load with the first chart drawn, not at start (decision 0025).
    const { chartPng } = await import('./chart-image');
    await writeFile(imagePath, chartPng(chart, series, '(empty)'));

    const file = chart.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || `chart-${chart.id}`;
    await deps.mailer.send({
      to: auth.user.email,
      subject: `Your chart: ${chart.name}`,
      text: `Hello ${auth.user.name},\n\nThe chart "${chart.name}" (${result.rows.length} groups) is attached as a spreadsheet and a picture.\n\nAtrium`,
      attachments: [
        { filename: `${file}.xlsx`, path: sheetPath },
        { filename: `${file}.png`, path: imagePath },
      ],
    });
    deps.realtime.publish({
      channel: channels.user(auth.user.id),
      event: 'export-ready',
      data: { chart: chart.id, rows: result.rows.length },
      audience: { kind: 'user', userId: auth.user.id },
    });
    return { rows: result.rows.length };
  };
}
