import type { SeriesChartData } from './chart-data';
import type { ChartStyle, ChartType } from './saved-report.contract';

/** The subset of an ECharts option report charts set: the web draws it, the server renders it to a PNG. */
export interface ChartOption {
  [key: string]: unknown;
  tooltip: { trigger: 'axis' | 'item' };
  legend?: { bottom: number; type: 'scroll' };
  grid?: { left: number; right: number; top: number; bottom: number; containLabel: boolean };
  xAxis?: { type: 'category' | 'value'; data?: string[] };
  yAxis?: { type: 'category' | 'value'; data?: string[] };
  series: {
    type: 'bar' | 'line' | 'pie';
    name: string;
    stack?: string;
    radius?: string | [string, string];
    color?: string;
    data: number[] | { name: string; value: number }[];
  }[];
}

/** Category names as shown: an empty value reads `(empty)` in the person's language. */
const named = (names: string[], empty: string) => names.map((name) => (name === '' ? empty : name));

/**
 * How each chart type draws series data: bars and lines along categories (stacked for STACKED_BAR,
 * lying down when the style says so), pie and doughnut as slices of the first series.
 */
export function chartOption(
  type: ChartType,
  data: SeriesChartData,
  options: { style: ChartStyle; empty: string },
): ChartOption {
  const categories = named(data.barsNames, options.empty);
  if (type === 'PIE' || type === 'DOUGHNUT_CHART') {
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: data.titles[0]?.name ?? '',
          radius: type === 'DOUGHNUT_CHART' ? ['45%', '70%'] : '70%',
          data: data.data.map((row, index) => ({ name: categories[index] ?? '', value: row.values[0] ?? 0 })),
        },
      ],
    };
  }
  const horizontal = options.style.horizontal === true && type !== 'LINE';
  const category = { type: 'category' as const, data: categories };
  const value = { type: 'value' as const };
  return {
    tooltip: { trigger: 'axis' },
    ...(data.titles.length > 1 ? { legend: { bottom: 0, type: 'scroll' as const } } : {}),
    grid: { left: 16, right: 16, top: 16, bottom: data.titles.length > 1 ? 40 : 16, containLabel: true },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: data.titles.map((title, index) => ({
      type: type === 'LINE' ? ('line' as const) : ('bar' as const),
      name: title.name,
      ...(type === 'STACKED_BAR' ? { stack: 'total' } : {}),
      color: index === 0 && options.style.color ? options.style.color : title.color,
      data: data.data.map((row) => row.values[index] ?? 0),
    })),
  };
}
