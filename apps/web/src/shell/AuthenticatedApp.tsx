import { App } from 'antd';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { startRealtime } from '../app/socket';
import { renderModuleRoutes } from '../modules/module-routes';
import { ActivitiesPage } from '../modules/userzone/ActivitiesPage';
import { AllModulesPage } from '../modules/userzone/AllModulesPage';
import { NotificationsPage } from '../modules/userzone/NotificationsPage';
import { PlatformPage } from '../modules/userzone/PlatformPage';
import { WorkflowApprovalNotifier } from '../workflow/WorkflowLive';
import { ShellLayout } from './ShellLayout';

/**
 * The lazily loaded signed-in app: the shell and every module route. Unknown paths go to /userzone.
 * Ant Design's App gives every page its message, notification and modal hooks (App.useApp): unlike the
 * static functions they draw inside this tree, so they follow the direction and theme, and leave with
 * it. It lives here, not in AppProviders, so its code stays out of the sign-in page's entry.
 */
export function AuthenticatedApp() {
  useEffect(() => startRealtime(), []);
  return (
    <App component={false}>
      <ShellLayout>
        <WorkflowApprovalNotifier />
        <Routes>
          <Route index element={<Navigate to="/userzone" replace />} />
          <Route path="/userzone" element={<AllModulesPage />} />
          <Route path="/userzone/activities" element={<ActivitiesPage />} />
          <Route path="/userzone/pages/:page" element={<PlatformPage />} />
          <Route path="/notifications" element={<NotificationsPage />} />
          {renderModuleRoutes()}
          <Route path="*" element={<Navigate to="/userzone" replace />} />
        </Routes>
      </ShellLayout>
    </App>
  );
}
