import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVersionCheck } from './useVersionCheck';

/** Spec 000 §2: a newer build is deployed; closing the modal reloads into it. */
export function UpdateModal() {
  const { t } = useTranslation();
  const updateAvailable = useVersionCheck();
  const reload = () => window.location.reload();
  return (
    <Modal
      open={updateAvailable}
      title={t('update.title')}
      okText={t('update.reload')}
      onOk={reload}
      onCancel={reload}
      cancelButtonProps={{ style: { display: 'none' } }}
      zIndex={9999}
    >
      <p>{t('update.content')}</p>
    </Modal>
  );
}
