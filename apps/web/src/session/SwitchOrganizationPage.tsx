import { SWITCH_REDIRECT_DELAY_MS } from '@atrium/core';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useSession } from './useSession';

export interface SwitchRouteState {
  organizationName?: string;
  redirectTo?: string;
}

function switchState(value: unknown): SwitchRouteState {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  return {
    ...(typeof record.organizationName === 'string' ? { organizationName: record.organizationName } : {}),
    ...(typeof record.redirectTo === 'string' ? { redirectTo: record.redirectTo } : {}),
  };
}

/** Only same-site paths: the route state must not send the browser elsewhere. */
function safeTarget(path: string | undefined): string {
  return path?.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/** Spec 000 §2: waits until the active organization is the target, then reloads the app there after 5 s. */
export function SwitchOrganizationPage() {
  const { t } = useTranslation();
  const { targetId } = useParams();
  const location = useLocation();
  const { activeOrganization } = useSession();
  const { organizationName, redirectTo } = switchState(location.state);
  const arrived = activeOrganization !== null && String(activeOrganization) === targetId;

  useEffect(() => {
    if (!arrived) return;
    // A full reload starts every module and cache fresh in the new organization.
    const timer = setTimeout(() => window.location.assign(safeTarget(redirectTo)), SWITCH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [arrived, redirectTo]);

  return (
    <main className="atrium-status">
      <div className="atrium-centered" role="status">
        <Spin size="large" />
        <h1>{t('switchOrganization.title')}</h1>
        {organizationName ? <p>{t('switchOrganization.to', { name: organizationName })}</p> : null}
        <p className="atrium-muted">
          {arrived ? t('switchOrganization.redirecting') : t('switchOrganization.waiting')}
        </p>
      </div>
    </main>
  );
}
