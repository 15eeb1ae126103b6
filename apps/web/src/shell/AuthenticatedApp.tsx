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

/** The lazily loaded signed-in app: the shell and every module route. Unknown paths go to /userzone. */
export function AuthenticatedApp() {
  useEffect(() => startRealtime(), []);
  return (
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
  );
}
