import { useTranslation } from 'react-i18next';
import { StatusPage } from '../ui/StatusPage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage status="404" title={t('errors.notFoundTitle')} text={t('errors.notFoundText')} />;
}
