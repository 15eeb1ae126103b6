import type { Chart, SavedReport } from '@atrium/core';
import { Alert, Button, Col, Empty, Row, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api-error';
import { useReportsTranslation } from '../../i18n/resources/reports';
import { ChartCard } from './ChartCard';
import { ReportActions } from './ReportActions';

/** Spec 000 §9: charts come four at a time, by pivot order, each as wide as its pivot size. */
export const CHART_PAGE_SIZE = 4;

/** The charts of these reports in one list, by pivot order, each with the report it draws. */
export function chartsOf(reports: readonly SavedReport[]): { chart: Chart; report: SavedReport }[] {
  return reports
    .flatMap((report) => report.charts.map((chart) => ({ chart, report })))
    .sort((a, b) => a.chart.pivot_order - b.chart.pivot_order || b.chart.id - a.chart.id);
}

interface ReportCardsProps {
  reports: SavedReport[] | undefined;
  loading: boolean;
  error: unknown;
}

/** Saved reports' charts as cards, four at a time with Load more. */
export function ReportCards({ reports, loading, error }: ReportCardsProps) {
  const { t } = useReportsTranslation();
  const [shown, setShown] = useState(CHART_PAGE_SIZE);
  if (loading) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title={errorMessage(error)} />;
  const charts = chartsOf(reports ?? []);
  if (charts.length === 0) return <Empty description={t('reports.noReports')} />;
  return (
    <>
      <Row gutter={[16, 16]}>
        {charts.slice(0, shown).map(({ chart, report }) => (
          <Col key={chart.id} xs={24} lg={chart.pivot_size}>
            {report.mine ? (
              <div style={{ marginBottom: 8 }}>
                <ReportActions report={report} />
              </div>
            ) : (
              <Tag>{t('reports.sharedBy', { name: report.owner.name })}</Tag>
            )}
            <ChartCard chart={chart} definition={report.definition} />
          </Col>
        ))}
      </Row>
      {charts.length > shown && (
        <Button style={{ marginTop: 16 }} onClick={() => setShown((count) => count + CHART_PAGE_SIZE)}>
          {t('reports.loadMore')}
        </Button>
      )}
    </>
  );
}
