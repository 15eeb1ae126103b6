import { z } from '../api/zod';
import type { ReportResult } from './report-result';
import type { ChartType } from './saved-report.contract';

/** Colours series take in turn; the first is the spec's default card colour (000 §9). */
export const CHART_PALETTE = ['#20a8d8', '#4dbd74', '#f8cb00', '#f86c6b', '#63c2de', '#8064a2', '#ffa94d'];

type Cell = string | number | boolean | null;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A chart's series (legend entries): name, colour and the total of its values. */
export const chartTitleSchema = z.object({ name: z.string(), color: z.string(), totalCount: z.number() });

/**
 * Chart data (spec 000 §3): `barsNames` are the categories along the axis, `titles` the series, and each
 * `data` row one category with a value per series. `key` is the category's stored value (a record id
 * for a lookup) so a click can open the records behind it; `seriesKeys` likewise for a second dimension.
 */
export const seriesChartDataSchema = z.object({
  kind: z.literal('series'),
  barsNames: z.array(z.string()),
  titles: z.array(chartTitleSchema),
  data: z.array(z.object({ title: z.string(), key: cell, values: z.array(z.number()) })),
  seriesKeys: z.array(cell).nullable(),
  truncated: z.boolean(),
});
export type SeriesChartData = z.infer<typeof seriesChartDataSchema>;

/** Table data (spec 000 §3): column labels and rows of label and value, a page at a time. */
export const tableChartDataSchema = z.object({
  kind: z.literal('table'),
  labels: z.array(z.string()),
  rows: z.array(z.object({ id: z.number(), data: z.array(z.object({ label: z.string(), value: cell })) })),
  isPaginated: z.boolean(),
  titles: z.array(chartTitleSchema),
  result: z.number(),
});
export type TableChartData = z.infer<typeof tableChartDataSchema>;

export const chartDataSchema = z.discriminatedUnion('kind', [seriesChartDataSchema, tableChartDataSchema]);
export type ChartData = z.infer<typeof chartDataSchema>;

/** What a category or series is called: a lookup's label, else its value; an empty value is ''. */
export function cellTitle(row: Record<string, Cell>, key: string): string {
  const label = row[`${key}_label`];
  const value = label ?? row[key];
  return value === null || value === undefined ? '' : String(value);
}

const numeric = (value: Cell | undefined): number => (typeof value === 'number' ? value : 0);

/** Per column key (`d0`, `m1`…) the name a person reads, e.g. `Stage` or `Sum of Amount`. */
export type ColumnNames = Record<string, string>;

function seriesData(result: ReportResult, names: ColumnNames): SeriesChartData {
  const dimensions = result.columns.filter((column) => column.role === 'dimension');
  const measures = result.columns.filter((column) => column.role === 'measure' && column.kind === 'number');
  const categories: { title: string; key: Cell }[] = [];
  const categoryIndex = new Map<string, number>();
  const categoryOf = (row: Record<string, Cell>): number => {
    const title = dimensions.length > 0 ? cellTitle(row, 'd0') : '';
    const key = row.d0 ?? null;
    const id = JSON.stringify([key, title]);
    let index = categoryIndex.get(id);
    if (index === undefined) {
      index = categories.length;
      categories.push({ title, key });
      categoryIndex.set(id, index);
    }
    return index;
  };

  if (dimensions.length === 2) {
    // Two dimensions: the second one's values become the series of the first measure.
    const series: { name: string; key: Cell }[] = [];
    const seriesIndex = new Map<string, number>();
    const cells = new Map<string, number>();
    for (const row of result.rows) {
      const category = categoryOf(row);
      const name = cellTitle(row, 'd1');
      const id = JSON.stringify([row.d1 ?? null, name]);
      let index = seriesIndex.get(id);
      if (index === undefined) {
        index = series.length;
        series.push({ name, key: row.d1 ?? null });
        seriesIndex.set(id, index);
      }
      cells.set(`${category}:${index}`, numeric(row.m0));
    }
    const data = categories.map((category, c) => ({
      ...category,
      values: series.map((_, s) => cells.get(`${c}:${s}`) ?? 0),
    }));
    return {
      kind: 'series',
      barsNames: categories.map((category) => category.title),
      titles: series.map((entry, s) => ({
        name: entry.name,
        color: CHART_PALETTE[s % CHART_PALETTE.length] ?? '#20a8d8',
        totalCount: data.reduce((sum, row) => sum + (row.values[s] ?? 0), 0),
      })),
      data,
      seriesKeys: series.map((entry) => entry.key),
      truncated: result.truncated,
    };
  }

  for (const row of result.rows) categoryOf(row);
  const data = categories.map((category, c) => ({
    ...category,
    values: measures.map((measure) => numeric(result.rows[c]?.[measure.key])),
  }));
  return {
    kind: 'series',
    barsNames: categories.map((category) => category.title),
    titles: measures.map((measure, m) => ({
      name: names[measure.key] ?? measure.key,
      color: CHART_PALETTE[m % CHART_PALETTE.length] ?? '#20a8d8',
      totalCount: data.reduce((sum, row) => sum + (row.values[m] ?? 0), 0),
    })),
    data,
    seriesKeys: null,
    truncated: result.truncated,
  };
}

function tableData(result: ReportResult, names: ColumnNames, page: { offset: number; more: boolean }) {
  const labels = result.columns.map((column) => names[column.key] ?? column.key);
  const rows = result.rows.map((row, index) => ({
    id: page.offset + index + 1,
    data: result.columns.map((column, c) => ({
      label: labels[c] ?? column.key,
      value:
        column.role === 'dimension'
          ? (row[`${column.key}_label`] ?? row[column.key] ?? null)
          : (row[column.key] ?? null),
    })),
  }));
  const series = seriesData(result, names);
  return {
    kind: 'table' as const,
    labels,
    rows,
    isPaginated: page.more,
    titles: series.titles,
    result: rows.length,
  };
}

/**
 * Turns a report's grouped rows into what a chart of `type` draws. Rows of a two-dimension report
 * arrive one per pair and are folded into a category × series grid; a table keeps them as rows.
 */
export function chartDataOf(
  type: ChartType,
  result: ReportResult,
  options: { names: ColumnNames; offset?: number },
): ChartData {
  if (type === 'TABLE' || type === 'SIMPLE_TABLE') {
    return tableData(result, options.names, { offset: options.offset ?? 0, more: result.truncated });
  }
  return seriesData(result, options.names);
}
