import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { setSuperAdminMode } from '../session/session-actions';
import { useSession } from '../session/useSession';

/** Super administrators opt in to acting across organizations; every call then carries the header. */
export function SuperAdminModeSwitch() {
  const { t } = useTranslation();
  const { profile, superAdminMode } = useSession();
  if (!profile?.is_super_admin) return null;
  return (
    <Tooltip title={t('shell.superAdminMode')}>
      <Switch
        size="small"
        aria-label={t('shell.superAdminMode')}
        checked={superAdminMode}
        onChange={setSuperAdminMode}
      />
    </Tooltip>
  );
}
