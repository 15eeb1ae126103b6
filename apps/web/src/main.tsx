import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { loadAuthenticatedApp } from './app/lazy-pages';
import { initI18n, switchLanguage } from './i18n/i18n';
import { connectApiSession } from './session/connect-api-session';
import { hasPersistedToken } from './session/session-persistence';
import { restorePersistedSession, sessionStore } from './session/session-store';
import './app/styles.css';

connectApiSession();
// An earlier visit's session, once its stored profile passed core's schema (fetched only if there is one).
const restored = restorePersistedSession().catch(() => undefined);
const { locale } = sessionStore.getState();
initI18n(locale);
// Another language than English: its strings arrive before the first render, which never shows
// English first. A failed fetch leaves English, the fallback.
const languageReady = switchLanguage(locale).catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// Someone still signed in from an earlier visit goes to the shell: its chunk is fetched before the
// first render, so React draws it in one pass instead of a loading screen it would then hold for
// 300 ms (its fallback throttle). A failed fetch is reported by that render, which reads the same import.
// Fetched beside the profile's check when a token is stored.
const shellFirst = hasPersistedToken()
  ? Promise.all([restored, loadAuthenticatedApp().catch(() => undefined)])
  : restored;

void Promise.all([shellFirst, languageReady]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppErrorBoundary>
            <AppRoutes />
          </AppErrorBoundary>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
