import { OUTLOOK_TOKEN_DELAY_MS, PRODUCT_NAME } from '@atrium/core';
import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../app/api-error';
import { OUTLOOK_ADDIN_URL } from '../app/config';
import { writeSessionValue } from '../session/browser-storage';
import { SSO_STATE_KEY } from '../session/storage-keys';
import { PublicLayout } from '../ui/PublicLayout';

function loadAddinLibrary(): void {
  if (document.querySelector(`script[src="${OUTLOOK_ADDIN_URL}"]`)) return;
  const script = document.createElement('script');
  script.src = OUTLOOK_ADDIN_URL;
  script.async = true;
  document.head.append(script);
}

/** Sign-in from inside Outlook: the add-in host hands over a token that /checklogin then verifies. */
export function OutlookLoginPage() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // Token-only flow: a state left from an earlier browser sign-in must not be expected here.
    writeSessionValue(SSO_STATE_KEY, null);
    // Outside an Office host the library is useless (and blocked by the CSP), so it loads only inside one.
    if (window.Office) loadAddinLibrary();
    let cancelled = false;
    const timer = setTimeout(async () => {
      const auth = window.Office?.auth;
      if (!auth) {
        setFailure(t('outlook.unavailable', { product: PRODUCT_NAME }));
        return;
      }
      try {
        const token = await auth.getAccessToken({ allowSignInPrompt: true, allowConsentPrompt: true });
        if (!cancelled) window.location.assign(`/checklogin/#id_token=${encodeURIComponent(token)}`);
      } catch (error) {
        if (!cancelled) setFailure(t('outlook.tokenFailed', { message: errorMessage(error) }));
      }
    }, OUTLOOK_TOKEN_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [t]);

  return (
    <PublicLayout>
      {failure === null ? (
        <div className="atrium-centered" role="status">
          <Spin size="large" />
          <h1>{t('outlook.signingIn', { product: PRODUCT_NAME })}</h1>
        </div>
      ) : (
        <>
          <Alert type="error" showIcon title={failure} />
          <p>
            <Link to="/login">{t('common.backToLogin')}</Link>
          </p>
        </>
      )}
    </PublicLayout>
  );
}
