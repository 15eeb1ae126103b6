import { Alert, Button, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';
import { useCreatorTranslation } from '../i18n/resources/creator';

interface CreatorDrawerProps {
  title: ReactNode;
  saving: boolean;
  saveDisabled?: boolean;
  /** The server's refusal, shown above the form the person keeps editing. */
  reason: string | undefined | null;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The creator's drawers: a title, Cancel and Save, and the server's reason when a save is refused. */
export function CreatorDrawer({
  title,
  saving,
  saveDisabled = false,
  reason,
  onSave,
  onClose,
  children,
}: CreatorDrawerProps) {
  const { t } = useCreatorTranslation();
  return (
    <Drawer
      open
      title={title}
      size="large"
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('creator.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={saveDisabled} onClick={onSave}>
            {t('creator.save')}
          </Button>
        </Space>
      }
    >
      {reason ? <Alert type="error" showIcon title={reason} className="atrium-creator__alert" /> : null}
      {children}
    </Drawer>
  );
}
