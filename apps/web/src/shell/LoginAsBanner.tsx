import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { returnToOwnAccount } from '../session/login-as-user';
import { useSession } from '../session/useSession';

/** Shown while a super admin acts as another user: who they are acting as, and the way back. */
export function LoginAsBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const [busy, setBusy] = useState(false);
  const by = profile?.impersonated_by;
  if (!profile || !by) return null;

  const back = async () => {
    setBusy(true);
    const returned = await returnToOwnAccount();
    setBusy(false);
    navigate(returned ? '/superadmin/login-as-user' : '/logout');
  };

  return (
    <Alert
      type="warning"
      banner
      role="status"
      className="atrium-login-as-banner"
      message={t('loginAs.banner', { user: profile.name, admin: by.name })}
      action={
        <Button size="small" type="primary" loading={busy} onClick={() => void back()}>
          {t('loginAs.return')}
        </Button>
      }
    />
  );
}
