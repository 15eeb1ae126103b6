import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { initI18n } from './i18n/i18n';
import { connectApiSession } from './session/connect-api-session';
import { sessionStore } from './session/session-store';
import './app/styles.css';

connectApiSession();
initI18n(sessionStore.getState().locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

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
);
