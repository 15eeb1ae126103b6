import { Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useCreatorTranslation } from '../i18n/resources/creator';

/**
 * A button that needs `permission`: the caller disables it when not held, and the tooltip says which
 * permission it needs. The wrapper stays either way, so the button is not remounted when answers come.
 */
export function PermissionGate({
  allowed,
  permission,
  children,
}: {
  allowed: boolean;
  permission: string;
  children: ReactElement;
}) {
  const { t } = useCreatorTranslation();
  return <Tooltip title={allowed ? undefined : t('creator.needs', { permission })}>{children}</Tooltip>;
}
