import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicLayout } from '../ui/PublicLayout';

export function LoginFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <h1>{t('loginFailed.title')}</h1>
      <p>{t('loginFailed.text')}</p>
      <Button type="primary" onClick={() => navigate('/login')}>
        {t('common.backToLogin')}
      </Button>
    </PublicLayout>
  );
}
