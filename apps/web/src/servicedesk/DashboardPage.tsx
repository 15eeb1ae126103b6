import { type ChartType, chartDataOf, type ReportResult, SERVICEDESK_REPORTS } from '@atrium/core';
import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { errorMessage } from '../app/api-error';
import { useServiceDeskTranslation } from '../i18n/resources/servicedesk';
import { ChartView } from '../modules/business-intelligence/ChartView';
import { LoadingBlock } from '../ui/LoadingBlock';
import { useServiceDeskDashboard } from './servicedesk-api';

const total = (result: ReportResult, measure = 'm0') =>
  result.rows.reduce((sum, row) => sum + (Number(row[measure]) || 0), 0);

/**
 * `/servicedesk/dashboard`: open tickets by priority, breached SLAs by priority and resolution time by
 * week — the package's three reports, run by the server within the person's record access and drawn
 * with the report charts (ECharts).
 */
export function DashboardPage() {
  const { t } = useServiceDeskTranslation();
  const dashboard = useServiceDeskDashboard();
  if (dashboard.isPending) return <LoadingBlock />;
  if (dashboard.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(dashboard.error)}
        action={
          <Button size="small" onClick={() => void dashboard.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const data = dashboard.data;
  const names: Record<string, Record<string, string>> = {
    openByPriority: { d0: t('servicedesk.columns.priority'), m0: t('servicedesk.dashboard.tickets') },
    breachedByPriority: { d0: t('servicedesk.columns.priority'), m0: t('servicedesk.dashboard.tickets') },
    resolutionByWeek: {
      d0: t('servicedesk.dashboard.week'),
      m0: t('servicedesk.dashboard.minutes'),
      m1: t('servicedesk.dashboard.resolved'),
    },
  };
  return (
    <>
      <Typography.Title level={3}>{t('servicedesk.dashboard.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic
              title={t('servicedesk.dashboard.openTotal')}
              value={total(data.openByPriority)}
              data-testid="open-total"
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic
              title={t('servicedesk.dashboard.breachedTotal')}
              value={total(data.breachedByPriority)}
              data-testid="breached-total"
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic
              title={t('servicedesk.dashboard.resolvedTotal')}
              value={total(data.resolutionByWeek, 'm1')}
              data-testid="resolved-total"
            />
          </Card>
        </Col>
        {SERVICEDESK_REPORTS.map((report) => {
          const label = t(`servicedesk.dashboard.${report.key}`);
          const type: ChartType = report.chart;
          return (
            <Col key={report.key} xs={24} lg={report.key === 'resolutionByWeek' ? 24 : 12}>
              <Card title={label}>
                <ChartView
                  type={type}
                  style={{}}
                  pages={[chartDataOf(type, data[report.key], { names: names[report.key] ?? {} })]}
                  label={label}
                />
              </Card>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
