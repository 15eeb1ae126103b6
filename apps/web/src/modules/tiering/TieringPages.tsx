import { TIERING_REPORTS, tieringDashboardSchema } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../../session/useSession';
import { QueryResult } from '../../ui/QueryResult';
import { measureTotal, ReportDashboard } from '../business-intelligence/ReportDashboard';
import { ObjectListTabs } from '../ObjectListTabs';
import { useTieringTranslation } from './tiering-text';

const MODULE = 'ppctieringtool';

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
  const names: Record<string, Record<string, string>> = {
    firmsByTier: { d0: t('tiering.dashboard.tier'), m0: t('tiering.dashboard.count') },
    scoreByArea: { d0: t('tiering.dashboard.area'), m0: t('tiering.dashboard.score') },
    scoreByYear: {
      d0: t('tiering.dashboard.year'),
      m0: t('tiering.dashboard.score'),
      m1: t('tiering.dashboard.evaluated'),
    },
  };
  return (
    <QueryResult query={dashboard}>
      {(data) => {
        const figures = [
          { key: 'firms', value: measureTotal(data.firmsByTier) },
          { key: 'areas', value: data.scoreByArea.rows.length },
          { key: 'evaluations', value: measureTotal(data.scoreByYear, 'm1') },
        ];
        return (
          <ReportDashboard
            figures={figures.map(({ key, value }) => ({
              key,
              value,
              title: t(`tiering.dashboard.${key}`),
              testId: `tiering-${key}`,
            }))}
            charts={TIERING_REPORTS.map((report) => ({
              key: report.key,
              title: t(`tiering.dashboard.${report.key}`),
              type: report.chart,
              result: data[report.key],
              names: names[report.key] ?? {},
              wide: report.key === 'scoreByYear',
            }))}
          />
        );
      }}
    </QueryResult>
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
