import type { ReportScope } from '@atrium/core';
import { Button, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useReportsTranslation } from '../../i18n/resources/reports';
import { usePermissions } from '../../session/permissions/usePermissions';
import { usePageTitle } from '../../shell/usePageTitle';
import { ReportCards } from './ReportCards';
import { useBiGroup, useSavedReports } from './reports-api';

const CREATE = ['report:create'];

function NewReportLink() {
  const { t } = useReportsTranslation();
  const { has } = usePermissions(CREATE);
  if (!has('report:create')) return null;
  return (
    <Link to="/business-intelligence/reports/new">
      <Button type="primary">{t('reports.newReport')}</Button>
    </Link>
  );
}

function Heading({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
      <Typography.Title level={1}>{title}</Typography.Title>
      <NewReportLink />
    </Space>
  );
}

function ScopeSection({ scope, title }: { scope: ReportScope; title?: string }) {
  const reports = useSavedReports(scope);
  return (
    <section style={{ marginBottom: 24 }}>
      {title && <Typography.Title level={2}>{title}</Typography.Title>}
      <ReportCards reports={reports.data} loading={reports.isPending} error={reports.error} />
    </section>
  );
}

/** /business-intelligence/dashboard: the person's own reports, then those shared with them. */
export function BiDashboardPage() {
  const { t } = useReportsTranslation();
  return (
    <section className="atrium-page">
      <Heading title={t('reports.dashboard')} />
      <ScopeSection scope="mine" title={t('reports.mine')} />
      <ScopeSection scope="shared" title={t('reports.shared')} />
    </section>
  );
}

/** /business-intelligence/shared-with-me: reports others shared with the person or their roles. */
export function SharedWithMePage() {
  const { t } = useReportsTranslation();
  return (
    <section className="atrium-page">
      <Heading title={t('reports.sharedWithMe')} />
      <ScopeSection scope="shared" />
    </section>
  );
}

/** /business-intelligence/groups/{id}: the group's reports the person sees. */
export function BiGroupPage() {
  const { id } = useParams();
  const groupId = id !== undefined && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : undefined;
  const group = useBiGroup(groupId);
  return (
    <section className="atrium-page">
      <Heading title={group.data?.name ?? ''} />
      <ReportCards
        reports={group.data?.reports ?? []}
        loading={groupId !== undefined && group.isPending}
        error={group.error}
      />
    </section>
  );
}
