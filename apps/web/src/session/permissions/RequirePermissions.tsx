import type { PermissionRequirement } from '@atrium/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadFailed } from '../../ui/LoadFailed';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useRequirement } from './usePermissions';

interface RequirePermissionsProps {
  requires: PermissionRequirement | undefined;
  /** Shown instead of redirecting to /403 when the requirement is not met. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Spec 000 §6: a guard needing all or any of several permissions; redirects to /403 or shows a fallback. */
export function RequirePermissions({ requires, fallback, children }: RequirePermissionsProps) {
  const { t } = useTranslation();
  const { ready, allowed, failed, retry } = useRequirement(requires);
  if (failed) {
    return <LoadFailed title={t('permissions.lookupFailed')} onRetry={retry} />;
  }
  if (!ready) return <LoadingBlock />;
  if (allowed) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return <Navigate to="/403" replace />;
}
