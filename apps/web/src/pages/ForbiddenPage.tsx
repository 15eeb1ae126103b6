import { useTranslation } from 'react-i18next';
import { StatusPage } from '../ui/StatusPage';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <StatusPage status="403" title={t('errors.forbiddenTitle')} text={t('errors.forbiddenText')} />;
}
