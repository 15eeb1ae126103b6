import { Tabs, Typography } from 'antd';
import { useAdministrationTranslation } from '../i18n/resources/administration';
import { OwnershipTransferPanel } from './OwnershipTransferPanel';
import { RecordGrantsPanel } from './RecordGrantsPanel';

/**
 * Record permissions administration (/administration/record_permissions): any object's records and
 * their grants in the organization the administrator acts in, and the transfer of a person's records.
 */
export function RecordPermissionsAdminPage() {
  const { t } = useAdministrationTranslation();
  return (
    <>
      <Typography.Title level={3}>{t('administration.recordAccess.title')}</Typography.Title>
      <Tabs
        items={[
          {
            key: 'grants',
            label: t('administration.recordAccess.grantsTab'),
            children: <RecordGrantsPanel />,
          },
          {
            key: 'transfer',
            label: t('administration.recordAccess.transferTab'),
            children: <OwnershipTransferPanel />,
          },
        ]}
      />
    </>
  );
}
