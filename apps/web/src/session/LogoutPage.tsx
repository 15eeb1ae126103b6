import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicLayout } from '../ui/PublicLayout';
import { logout } from './session-actions';

/** Public on purpose: once the session is cleared, a protected route would bounce to /login with from=/logout. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => navigate('/', { replace: true }));
  }, [navigate]);

  return (
    <PublicLayout>
      <div className="atrium-centered" role="status">
        <Spin size="large" />
        <h1>{t('logout.inProgress')}</h1>
      </div>
    </PublicLayout>
  );
}
