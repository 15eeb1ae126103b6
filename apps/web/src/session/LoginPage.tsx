import { LoginOutlined, MailOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../app/api-error';
import { COMPANY_DOMAIN, IT_SUPPORT_EMAIL } from '../app/config';
import { PublicLayout } from '../ui/PublicLayout';
import { readStored, writeSessionValue } from './browser-storage';
import { storeRedirectTarget } from './redirect-target';
import { sessionApi } from './session-api';
import { SSO_STATE_KEY, STORAGE_KEYS } from './storage-keys';
import { useSession } from './useSession';

function fromOfState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { loggedIn, locale } = useSession();
  const location = useLocation();
  const from = fromOfState(location.state);

  useEffect(() => {
    storeRedirectTarget(from);
  }, [from]);

  const sso = useQuery({
    queryKey: ['auth', 'sso', locale],
    queryFn: async () => {
      const signedOut = readStored(STORAGE_KEYS.signedOut, (value) => value === true) ?? false;
      const answer = await sessionApi.requestSso(locale, signedOut);
      writeSessionValue(SSO_STATE_KEY, answer.state);
      return answer;
    },
    enabled: !loggedIn,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
  });

  if (loggedIn) return <Navigate to="/" replace />;

  const mailto = `mailto:${IT_SUPPORT_EMAIL}?subject=${encodeURIComponent(
    t('login.requestSubject', { product: PRODUCT_NAME }),
  )}&body=${encodeURIComponent(t('login.requestBody', { product: PRODUCT_NAME }))}`;

  return (
    <PublicLayout>
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro', { product: PRODUCT_NAME })}</p>
      <ul className="atrium-login__hints">
        <li>{t('login.usernameHint', { example: `firstname.lastname@${COMPANY_DOMAIN}` })}</li>
        <li>{t('login.passwordHint')}</li>
      </ul>
      {sso.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('login.ssoUnavailable', { message: errorMessage(sso.error) })}
          action={
            <Button size="small" onClick={() => void sso.refetch()}>
              {t('login.retry')}
            </Button>
          }
        />
      ) : (
        <Button
          type="primary"
          size="large"
          block
          icon={<LoginOutlined />}
          href={sso.data?.url}
          loading={sso.isPending}
          disabled={!sso.data}
        >
          {sso.data ? t('login.sso') : t('login.ssoPreparing')}
        </Button>
      )}
      <p className="atrium-login__request">
        {t('login.noAccount')}{' '}
        <a href={mailto}>
          <MailOutlined aria-hidden="true" /> {t('login.requestAccess')}
        </a>
      </p>
    </PublicLayout>
  );
}
