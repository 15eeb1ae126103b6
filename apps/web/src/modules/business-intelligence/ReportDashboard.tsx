import { type ChartType, chartDataOf, type ReportResult } from '@atrium/core';
import { Card, Col, Row, Statistic } from 'antd';
import { ChartView } from './ChartView';

export interface DashboardFigure {
  key: string;
  title: string;
  value: number;
  testId: string;
}

export interface DashboardChart {
  key: string;
  title: string;
  type: ChartType;
  result: ReportResult;
  /** The column names the chart shows for the result's dimensions and measures (`d0`, `m0`, …). */
  names: Record<string, string>;
  /** Takes the whole row on a wide screen (a time series), instead of half of it. */
  wide?: boolean;
}

/** The sum of one measure over a report's rows: a dashboard figure read from the chart beside it. */
export function measureTotal(result: ReportResult, measure = 'm0'): number {
  return result.rows.reduce((total, row) => total + (Number(row[measure]) || 0), 0);
}

/**
 * A package's dashboard: its figures in a row of cards, then a card per report drawn as a chart
 * (ECharts). The reports are run by the server within the reader's record access.
 */
export function ReportDashboard({
  figures,
  charts,
}: {
  figures: DashboardFigure[];
  charts: DashboardChart[];
}) {
  return (
    <Row gutter={[16, 16]} style={{ marginBlockEnd: 16 }}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={24} md={8}>
          <Card>
            <Statistic title={figure.title} value={figure.value} data-testid={figure.testId} />
          </Card>
        </Col>
      ))}
      {charts.map((chart) => (
        <Col key={chart.key} xs={24} lg={chart.wide ? 24 : 12}>
          <Card title={chart.title}>
            <ChartView
              type={chart.type}
              style={{}}
              pages={[chartDataOf(chart.type, chart.result, { names: chart.names })]}
              label={chart.title}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
