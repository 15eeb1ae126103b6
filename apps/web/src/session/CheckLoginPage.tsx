import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../app/api-error';
import { PublicLayout } from '../ui/PublicLayout';
import { readSessionValue, writeSessionValue } from './browser-storage';
import { isStateAccepted, parseLoginFragment } from './login-fragment';
import { readRedirectTarget, storeRedirectTarget } from './redirect-target';
import { loginWithIdToken } from './session-actions';
import { SSO_STATE_KEY } from './storage-keys';

/** Drops the token from the address bar and history once it has been read. */
function forgetFragment(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname);
}

export function CheckLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: React's development double effects must not post it twice.
    if (started.current) return;
    started.current = true;
    const fragment = parseLoginFragment(hash || window.location.hash);
    if (fragment.error) {
      forgetFragment();
      setFailure(fragment.errorDescription ?? fragment.error);
      return;
    }
    if (!fragment.idToken) {
      navigate('/loginFailed', { replace: true });
      return;
    }
    const expectedState = readSessionValue(SSO_STATE_KEY);
    forgetFragment();
    if (!isStateAccepted(fragment.state, expectedState)) {
      setFailure(t('checkLogin.stateMismatch'));
      return;
    }
    writeSessionValue(SSO_STATE_KEY, null);
    loginWithIdToken(fragment.idToken)
      .then(() => {
        const target = readRedirectTarget();
        storeRedirectTarget(null);
        navigate(target ?? '/', { replace: true });
      })
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [hash, navigate, t]);

  return (
    <PublicLayout>
      {failure === null ? (
        <div className="atrium-centered" role="status">
          <Spin size="large" />
          <h1>{t('checkLogin.verifying')}</h1>
        </div>
      ) : (
        <>
          <h1>{t('checkLogin.failed')}</h1>
          <Alert type="error" showIcon title={failure} />
          <p>
            <Link to="/login">{t('common.backToLogin')}</Link>
          </p>
        </>
      )}
    </PublicLayout>
  );
}
