import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/usePageTitle';

export function ActivitiesPage() {
  const { t } = useTranslation();
  usePageTitle(t('activities.title'));
  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{t('activities.title')}</Typography.Title>
      <Empty description={t('activities.empty')} />
    </section>
  );
}
