import {
  type ChartType,
  chartDataOf,
  type ReportResult,
  TIERING_REPORTS,
  tieringDashboardSchema,
} from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { useSession } from '../../session/useSession';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { ChartView } from '../business-intelligence/ChartView';
import { ObjectListTabs } from '../ObjectListTabs';
import { useTieringTranslation } from './tiering-text';

const MODULE = 'ppctieringtool';
const sum = (result: ReportResult, measure = 'm0') =>
  result.rows.reduce((total, row) => total + (Number(row[measure]) || 0), 0);

function useTieringDashboard() {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['tiering-dashboard', activeOrganization],
    queryFn: async () => tieringDashboardSchema.parse(await api.get('ppctieringtool/dashboard')),
  });
}

/** The dashboard's figures and charts: the package's reports, run by the server within the reader's access. */
function TieringCharts() {
  const { t } = useTieringTranslation();
  const dashboard = useTieringDashboard();
  if (dashboard.isPending) return <LoadingBlock />;
  if (dashboard.error)
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
  const data = dashboard.data;
  const names: Record<string, Record<string, string>> = {
    firmsByTier: { d0: t('tiering.dashboard.tier'), m0: t('tiering.dashboard.count') },
    scoreByArea: { d0: t('tiering.dashboard.area'), m0: t('tiering.dashboard.score') },
    scoreByYear: {
      d0: t('tiering.dashboard.year'),
      m0: t('tiering.dashboard.score'),
      m1: t('tiering.dashboard.evaluated'),
    },
  };
  const statistics = [
    { key: 'firms', value: sum(data.firmsByTier) },
    { key: 'areas', value: data.scoreByArea.rows.length },
    { key: 'evaluations', value: sum(data.scoreByYear, 'm1') },
  ] as const;
  return (
    <Row gutter={[16, 16]} style={{ marginBlockEnd: 16 }}>
      {statistics.map(({ key, value }) => (
        <Col key={key} xs={24} md={8}>
          <Card>
            <Statistic title={t(`tiering.dashboard.${key}`)} value={value} data-testid={`tiering-${key}`} />
          </Card>
        </Col>
      ))}
      {TIERING_REPORTS.map((report) => {
        const label = t(`tiering.dashboard.${report.key}`);
        const type: ChartType = report.chart;
        return (
          <Col key={report.key} xs={24} lg={report.key === 'scoreByYear' ? 24 : 12}>
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
  );
}

/** `/ppctieringtool/dashboard`: the panel at a glance, then its firms and evaluations. */
export function TieringDashboardPage() {
  const { t } = useTieringTranslation();
  return (
    <ObjectListTabs
      module={MODULE}
      objects={['ppctt_firm', 'ppctt_evaluation']}
      title={t('tiering.dashboard.title')}
      intro={t('tiering.dashboard.intro')}
      unavailable={t('tiering.unavailable')}
      className="atrium-tiering-dashboard"
    >
      <TieringCharts />
    </ObjectListTabs>
  );
}

/** `/ppctieringtool/configuration`: practice areas, tiers and the criteria's weights. */
export function TieringConfigurationPage() {
  const { t } = useTieringTranslation();
  return (
    <ObjectListTabs
      module={MODULE}
      objects={['ppctt_tier', 'ppctt_criterion', 'ppctt_practice_area']}
      title={t('tiering.configuration.title')}
      intro={t('tiering.configuration.intro')}
      unavailable={t('tiering.unavailable')}
      className="atrium-tiering-configuration"
    />
  );
}
