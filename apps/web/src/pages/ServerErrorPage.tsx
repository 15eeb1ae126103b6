import { useTranslation } from 'react-i18next';
import { StatusPage } from '../ui/StatusPage';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return <StatusPage status="500" title={t('errors.serverErrorTitle')} text={t('errors.serverErrorText')} />;
}
