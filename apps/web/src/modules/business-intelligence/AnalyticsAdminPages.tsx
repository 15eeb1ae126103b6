import type { Chart, SavedReport } from '@atrium/core';
import { App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/api-error';
import { useReportsTranslation } from '../../i18n/resources/reports';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoadFailed } from '../../ui/LoadFailed';
import { useLocaleFormat } from './locale-format';
import { editReportPath, ReportActions } from './ReportActions';
import { chartsOf } from './ReportCards';
import { reportInputOf, useSavedReports, useUpdateReport } from './reports-api';
import { useBiGroups } from './useBiGroups';
import { useDeleteWorkspace, useWorkspaces } from './workspaces/workspaces-api';

function AdminPage({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** /analytics/administrations/reports: every report the person sees, with edit, share and delete for theirs. */
export function ReportsAdminPage() {
  const { t } = useReportsTranslation();
  const { date } = useLocaleFormat();
  const reports = useSavedReports('visible');
  const groups = useBiGroups(true);
  const groupName = (id: number | null) => groups.data?.find((group) => group.id === id)?.name ?? '';
  return (
    <AdminPage title={t('reports.admin.reports')}>
      {reports.error && (
        <LoadFailed title={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />
      )}
      <Table<SavedReport>
        rowKey="id"
        loading={reports.isPending}
        dataSource={reports.data ?? []}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: t('reports.noReports') }}
        columns={[
          { key: 'name', title: t('reports.admin.name'), render: (_, report) => report.name },
          {
            key: 'object',
            title: t('reports.builder.object'),
            render: (_, report) => report.definition.object,
          },
          { key: 'owner', title: t('reports.admin.owner'), render: (_, report) => report.owner.name },
          {
            key: 'group',
            title: t('reports.builder.group'),
            render: (_, report) => groupName(report.group_id),
          },
          {
            key: 'shared',
            title: t('reports.admin.sharing'),
            render: (_, report) =>
              !report.mine ? (
                <Tag>{t('reports.sharedBy', { name: report.owner.name })}</Tag>
              ) : report.shared_with.users.length + report.shared_with.roles.length > 0 ? (
                <Tag color="blue">
                  {t('reports.admin.sharedWith', {
                    users: report.shared_with.users.length,
                    roles: report.shared_with.roles.length,
                  })}
                </Tag>
              ) : (
                <Tag>{t('reports.admin.private')}</Tag>
              ),
          },
          {
            key: 'updated',
            title: t('reports.admin.updated'),
            render: (_, report) => date(report.updated_at),
          },
          {
            key: 'actions',
            title: t('reports.admin.actions'),
            render: (_, report) => <ReportActions report={report} />,
          },
        ]}
      />
    </AdminPage>
  );
}

/** Removes one chart from its report: the report is saved again without it (its owner only). */
function DeleteChartButton({ chart, report }: { chart: Chart; report: SavedReport }) {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  const update = useUpdateReport();
  const rest = reportInputOf(report).charts?.filter((candidate) => candidate.id !== chart.id) ?? [];
  return (
    <Popconfirm
      title={t('reports.admin.deleteChartConfirm', { name: chart.name })}
      okText={t('reports.actions.delete')}
      cancelText={t('reports.workspaces.cancel')}
      onConfirm={async () => {
        try {
          await update.mutateAsync({ id: report.id, input: reportInputOf(report, { charts: rest }) });
          message.success(t('reports.actions.deleted'));
        } catch (error) {
          message.error(errorMessage(error));
        }
      }}
    >
      <Button size="small" danger aria-label={t('reports.actions.deleteNamed', { name: chart.name })}>
        {t('reports.actions.delete')}
      </Button>
    </Popconfirm>
  );
}

/** /analytics/administrations/charts: every chart of the reports the person sees, by pivot order. */
export function ChartsAdminPage() {
  const { t } = useReportsTranslation();
  const { number } = useLocaleFormat();
  const reports = useSavedReports('visible');
  const charts = useMemo(() => chartsOf(reports.data ?? []), [reports.data]);
  return (
    <AdminPage title={t('reports.admin.charts')}>
      {reports.error && (
        <LoadFailed title={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />
      )}
      <Table
        rowKey={(entry) => entry.chart.id}
        loading={reports.isPending}
        dataSource={charts}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: t('reports.noReports') }}
        columns={[
          { key: 'name', title: t('reports.admin.name'), render: (_, { chart }) => chart.name },
          {
            key: 'type',
            title: t('reports.builder.chartType'),
            render: (_, { chart }) => t(`reports.chartTypes.${chart.type}`),
          },
          { key: 'report', title: t('reports.admin.report'), render: (_, { report }) => report.name },
          {
            key: 'order',
            title: t('reports.admin.pivotOrder'),
            render: (_, { chart }) => number(chart.pivot_order),
          },
          {
            key: 'size',
            title: t('reports.admin.pivotSize'),
            render: (_, { chart }) => number(chart.pivot_size),
          },
          {
            key: 'actions',
            title: t('reports.admin.actions'),
            render: (_, { chart, report }) =>
              report.mine ? (
                <Space size={4}>
                  <Link to={editReportPath(report.id)}>
                    <Button size="small" aria-label={t('reports.actions.editNamed', { name: chart.name })}>
                      {t('reports.actions.edit')}
                    </Button>
                  </Link>
                  <DeleteChartButton chart={chart} report={report} />
                </Space>
              ) : null,
          },
        ]}
      />
    </AdminPage>
  );
}

/** /analytics/administrations/workspaces: the person's workspaces, to open or delete. */
export function WorkspacesAdminPage() {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  const { date, number } = useLocaleFormat();
  const workspaces = useWorkspaces();
  const remove = useDeleteWorkspace();
  return (
    <AdminPage title={t('reports.admin.workspaces')}>
      {workspaces.error && (
        <LoadFailed title={errorMessage(workspaces.error)} onRetry={() => void workspaces.refetch()} />
      )}
      <Table
        rowKey="id"
        loading={workspaces.isPending}
        dataSource={workspaces.data ?? []}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: t('reports.workspaces.none') }}
        columns={[
          {
            key: 'name',
            title: t('reports.admin.name'),
            render: (_, workspace) => (
              <Link to={`/business-intelligence/my-bi-workspace?workspace=${workspace.id}`}>
                {workspace.name}
              </Link>
            ),
          },
          {
            key: 'cards',
            title: t('reports.admin.cards'),
            render: (_, workspace) => number(workspace.layout.length),
          },
          {
            key: 'updated',
            title: t('reports.admin.updated'),
            render: (_, workspace) => date(workspace.updated_at),
          },
          {
            key: 'actions',
            title: t('reports.admin.actions'),
            render: (_, workspace) => (
              <Popconfirm
                title={t('reports.workspaces.deleteConfirm', { name: workspace.name })}
                okText={t('reports.workspaces.delete')}
                cancelText={t('reports.workspaces.cancel')}
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync(workspace.id);
                  } catch (error) {
                    message.error(errorMessage(error));
                  }
                }}
              >
                <Button
                  size="small"
                  danger
                  aria-label={t('reports.actions.deleteNamed', { name: workspace.name })}
                >
                  {t('reports.workspaces.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
