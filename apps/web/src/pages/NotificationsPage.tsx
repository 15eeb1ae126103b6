import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shell/usePageTitle';

/** The notifications inbox; no notification API exists yet, so it shows the empty state. */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{t('notifications.title')}</Typography.Title>
      <Empty description={t('notifications.empty')} />
    </section>
  );
}
