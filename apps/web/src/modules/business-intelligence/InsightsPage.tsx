import { MODULES, objectNameOfEntry, requirementPermissions, type SavedReport } from '@atrium/core';
import { Empty, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { errorMessage } from '../../app/api-error';
import { useReportsTranslation } from '../../i18n/resources/reports';
import { usePermissions } from '../../session/permissions/usePermissions';
import { useModuleLabels } from '../../shell/useModuleLabels';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoadFailed } from '../../ui/LoadFailed';
import { ReportCards } from './ReportCards';
import { useSavedReports } from './reports-api';

const PERMISSIONS = MODULES.flatMap((module) => [
  ...requirementPermissions(module.requires),
  ...module.navigation.flatMap((entry) => requirementPermissions(entry.requires)),
]);

/**
 * The reports the person sees, by the module whose records each reads, for the modules they may open
 * (in the registry's order); a report on an object of no module of theirs is not an insight of theirs.
 */
export function insightsByModule(
  reports: readonly SavedReport[],
  opens: (module: (typeof MODULES)[number]) => boolean,
): { module: (typeof MODULES)[number]; reports: SavedReport[] }[] {
  const taken = new Set<number>();
  return MODULES.filter(opens).flatMap((module) => {
    const objects = new Set(module.navigation.flatMap((entry) => objectNameOfEntry(entry) ?? []));
    const own = reports.filter((report) => !taken.has(report.id) && objects.has(report.definition.object));
    for (const report of own) taken.add(report.id);
    return own.length > 0 ? [{ module, reports: own }] : [];
  });
}

/** /insights: a dashboard of the person's own modules, one section of chart cards per module. */
export function InsightsPage() {
  const { t } = useReportsTranslation();
  usePageTitle(t('reports.insights.title'));
  const { moduleName } = useModuleLabels();
  const { meets } = usePermissions(PERMISSIONS);
  const reports = useSavedReports('visible');
  const sections = useMemo(
    () => insightsByModule(reports.data ?? [], (module) => meets(module.requires)),
    [reports.data, meets],
  );
  let body: React.ReactNode;
  if (reports.isPending) body = <Skeleton active />;
  else if (reports.error)
    body = <LoadFailed title={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />;
  else if (sections.length === 0) body = <Empty description={t('reports.insights.none')} />;
  else
    body = sections.map(({ module, reports: own }) => (
      <section key={module.key} style={{ marginBottom: 24 }} aria-label={moduleName(module)}>
        <Typography.Title level={2}>{moduleName(module)}</Typography.Title>
        <ReportCards reports={own} loading={false} error={null} />
      </section>
    ));
  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{t('reports.insights.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('reports.insights.intro')}</Typography.Paragraph>
      {body}
    </section>
  );
}
