import type {
  ChartData,
  ChartStyle,
  ChartType,
  DateBucket,
  SeriesChartData,
  TableChartData,
} from '@atrium/core';
import { chartOption, periodTitled } from '@atrium/core';
import { Col, Row, Statistic, Table } from 'antd';
import { useMemo } from 'react';
import { lazyPart, PartPlaceholder } from '../../forms/field-widgets/shared/lazy-part';
import { useReportsTranslation } from '../../i18n/resources/reports';
import type { EChartsReportProps } from './EChartsReport';
import { useLocaleFormat } from './locale-format';

const EChartsReport = lazyPart<EChartsReportProps>(
  async () => (await import('./EChartsReport')).EChartsReport,
  ({ height }) => <PartPlaceholder height={height} />,
);

/** Spec 000 §9: a table is 450px high and scrolls for more. */
export const TABLE_HEIGHT = 450;
const CHART_HEIGHT = 300;

export interface ChartViewProps {
  type: ChartType;
  style: ChartStyle;
  /** Page 1 first; only tables have more. */
  pages: ChartData[];
  label: string;
  onEndReached?: (() => void) | undefined;
  onCategoryClick?: ((index: number) => void) | undefined;
  /**
   * The bucket of each grouping that is a date, in the report's order: its values are named as periods
   * in the reader's language (a chart's categories are its first grouping; a table's first columns).
   */
  buckets?: (DateBucket | undefined)[] | undefined;
}

/** Whether a chart's answer has nothing to draw ('No Data Available'). */
export function isEmptyChart(pages: ChartData[]): boolean {
  return pages.every((page) => (page.kind === 'table' ? page.rows.length === 0 : page.data.length === 0));
}

function TableView({
  pages,
  buckets,
  onEndReached,
}: {
  pages: TableChartData[];
  buckets: (DateBucket | undefined)[];
  onEndReached?: (() => void) | undefined;
}) {
  const { number, period } = useLocaleFormat();
  const labels = pages[0]?.labels ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const columns = labels.map((label, index) => ({
    key: String(index),
    title: label,
    render: (_: unknown, row: TableChartData['rows'][number]) => {
      const value = row.data[index]?.value;
      const bucket = buckets[index];
      if (bucket && typeof value === 'string') return period(value, bucket);
      return typeof value === 'number' ? number(value) : String(value ?? '');
    },
  }));
  return (
    <div
      style={{ height: TABLE_HEIGHT, overflow: 'auto' }}
      onScroll={(event) => {
        const box = event.currentTarget;
        if (box.scrollTop + box.clientHeight >= box.scrollHeight - 40) onEndReached?.();
      }}
    >
      <Table size="small" rowKey="id" columns={columns} dataSource={rows} pagination={false} />
    </div>
  );
}

function BrandCards({ data, style }: { data: SeriesChartData; style: ChartStyle }) {
  const { number } = useLocaleFormat();
  return (
    <Row gutter={[12, 12]}>
      {data.titles.map((title) => (
        <Col key={title.name} flex="1 1 160px">
          <div style={{ borderTop: `3px solid ${style.color ?? title.color}`, paddingTop: 8 }}>
            <Statistic
              title={title.name}
              value={title.totalCount}
              formatter={(value) => number(Number(value))}
            />
          </div>
        </Col>
      ))}
    </Row>
  );
}

/** One chart drawn from its data: brand cards, a table, or an ECharts chart with its numbers as a table for screen readers. */
export function ChartView({
  type,
  style,
  pages,
  label,
  onEndReached,
  onCategoryClick,
  buckets = [],
}: ChartViewProps) {
  const { t } = useReportsTranslation();
  const { period } = useLocaleFormat();
  const answered = pages[0];
  const bucket = buckets[0];
  const first = useMemo(
    () => (answered?.kind === 'series' && bucket ? periodTitled(answered, bucket, period) : answered),
    [answered, bucket, period],
  );
  const option = useMemo(
    () =>
      first?.kind === 'series'
        ? chartOption(type, first, { style, empty: t('reports.chart.empty') })
        : undefined,
    [first, type, style, t],
  );
  if (!first) return null;
  if (first.kind === 'table') {
    return (
      <TableView
        pages={pages.filter((page) => page.kind === 'table')}
        buckets={buckets}
        onEndReached={onEndReached}
      />
    );
  }
  if (type === 'BRAND_CARD') return <BrandCards data={first} style={style} />;
  return (
    <figure aria-label={label} style={{ margin: 0, position: 'relative' }}>
      {option && <EChartsReport option={option} height={CHART_HEIGHT} onCategoryClick={onCategoryClick} />}
      <table
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
      >
        <caption>{label}</caption>
        <tbody>
          {first.data.map((row) => (
            <tr key={JSON.stringify([row.key, row.title])}>
              <th scope="row">{row.title || t('reports.chart.empty')}</th>
              {row.values.map((value, v) => (
                <td key={first.titles[v]?.name ?? v}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
