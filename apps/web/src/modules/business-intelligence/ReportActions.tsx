import type { SavedReport } from '@atrium/core';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/api-error';
import { useReportsTranslation } from '../../i18n/resources/reports';
import { useDeleteReport } from './reports-api';
import { ShareReportDialog } from './ShareReportDialog';

/** Where a report is edited: the builder, at the `/:id` form of its entry. */
export const editReportPath = (id: number) => `/business-intelligence/reports/new/${id}`;

/** Edit, Share and Delete for a report its owner looks at; nothing for a report shared with them. */
export function ReportActions({
  report,
  size = 'small',
}: {
  report: SavedReport;
  size?: 'small' | 'middle';
}) {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  const remove = useDeleteReport();
  const [sharing, setSharing] = useState(false);
  if (!report.mine) return null;
  return (
    <Space size={4} wrap>
      <Link to={editReportPath(report.id)}>
        <Button size={size} aria-label={t('reports.actions.editNamed', { name: report.name })}>
          {t('reports.actions.edit')}
        </Button>
      </Link>
      <Button
        size={size}
        aria-label={t('reports.actions.shareNamed', { name: report.name })}
        onClick={() => setSharing(true)}
      >
        {t('reports.actions.share')}
      </Button>
      <Popconfirm
        title={t('reports.actions.deleteConfirm', { name: report.name })}
        okText={t('reports.actions.delete')}
        cancelText={t('reports.workspaces.cancel')}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(report.id);
            message.success(t('reports.actions.deleted'));
          } catch (error) {
            message.error(errorMessage(error));
          }
        }}
      >
        <Button size={size} danger aria-label={t('reports.actions.deleteNamed', { name: report.name })}>
          {t('reports.actions.delete')}
        </Button>
      </Popconfirm>
      <ShareReportDialog report={report} open={sharing} onClose={() => setSharing(false)} />
    </Space>
  );
}
