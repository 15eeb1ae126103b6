import { SERVICEDESK_REPORTS } from '@atrium/core';
import { Typography } from 'antd';
import { useServiceDeskTranslation } from '../i18n/resources/servicedesk';
import { measureTotal, ReportDashboard } from '../modules/business-intelligence/ReportDashboard';
import { QueryResult } from '../ui/QueryResult';
import { useServiceDeskDashboard } from './servicedesk-api';

/**
 * `/servicedesk/dashboard`: open tickets by priority, breached SLAs by priority and resolution time by
 * week — the package's three reports, run by the server within the person's record access.
 */
export function DashboardPage() {
  const { t } = useServiceDeskTranslation();
  const dashboard = useServiceDeskDashboard();
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
      <QueryResult query={dashboard}>
        {(data) => (
          <ReportDashboard
            figures={[
              {
                key: 'open',
                title: t('servicedesk.dashboard.openTotal'),
                value: measureTotal(data.openByPriority),
                testId: 'open-total',
              },
              {
                key: 'breached',
                title: t('servicedesk.dashboard.breachedTotal'),
                value: measureTotal(data.breachedByPriority),
                testId: 'breached-total',
              },
              {
                key: 'resolved',
                title: t('servicedesk.dashboard.resolvedTotal'),
                value: measureTotal(data.resolutionByWeek, 'm1'),
                testId: 'resolved-total',
              },
            ]}
            charts={SERVICEDESK_REPORTS.map((report) => ({
              key: report.key,
              title: t(`servicedesk.dashboard.${report.key}`),
              type: report.chart,
              result: data[report.key],
              names: names[report.key] ?? {},
              wide: report.key === 'resolutionByWeek',
            }))}
          />
        )}
      </QueryResult>
    </>
  );
}
