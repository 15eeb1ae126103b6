import type { SavedReport } from '@atrium/core';
import { App, Button, Form, Modal, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api-error';
import { useReportsTranslation } from '../../i18n/resources/reports';
import { LoadFailed } from '../../ui/LoadFailed';
import { reportInputOf, useReportGrantees, useUpdateReport } from './reports-api';

export interface Sharing {
  users: number[];
  roles: number[];
}

/** Whether a report reaches anyone besides its owner. */
export const isShared = (sharing: Sharing) => sharing.users.length + sharing.roles.length > 0;

/**
 * Whom the owner shares a report with: people and roles of the organization. Saving replaces the
 * report's sharing (PUT analytics/reports/{id}); Stop sharing takes it back from everyone.
 */
export function ShareReportDialog({
  report,
  open,
  onClose,
}: {
  report: SavedReport;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  const grantees = useReportGrantees(open);
  const update = useUpdateReport();
  const [sharing, setSharing] = useState<Sharing>(report.shared_with);

  const save = async (next: Sharing) => {
    try {
      await update.mutateAsync({ id: report.id, input: reportInputOf(report, { shared_with: next }) });
      message.success(isShared(next) ? t('reports.sharing.saved') : t('reports.sharing.stopped'));
      onClose();
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open={open}
      title={t('reports.sharing.title', { name: report.name })}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && setSharing(report.shared_with)}
      destroyOnHidden
      footer={[
        <Button
          key="stop"
          danger
          disabled={!isShared(report.shared_with)}
          loading={update.isPending}
          onClick={() => void save({ users: [], roles: [] })}
        >
          {t('reports.sharing.stop')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('reports.workspaces.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={update.isPending} onClick={() => void save(sharing)}>
          {t('reports.sharing.save')}
        </Button>,
      ]}
    >
      {grantees.isPending ? (
        <Skeleton active />
      ) : grantees.error ? (
        <LoadFailed title={errorMessage(grantees.error)} onRetry={() => void grantees.refetch()} />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('reports.sharing.people')} htmlFor="share-people">
            <Select
              id="share-people"
              mode="multiple"
              optionFilterProp="label"
              value={sharing.users}
              options={(grantees.data?.users ?? []).map((user) => ({ value: user.id, label: user.name }))}
              onChange={(users: number[]) => setSharing({ ...sharing, users })}
            />
          </Form.Item>
          <Form.Item label={t('reports.sharing.roles')} htmlFor="share-roles">
            <Select
              id="share-roles"
              mode="multiple"
              optionFilterProp="label"
              value={sharing.roles}
              options={(grantees.data?.roles ?? []).map((role) => ({ value: role.id, label: role.name }))}
              onChange={(roles: number[]) => setSharing({ ...sharing, roles })}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
