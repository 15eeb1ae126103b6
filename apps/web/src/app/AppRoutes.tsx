import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '../session/RequireAuth';
import { LoadingBlock } from '../ui/LoadingBlock';
import {
  AuthenticatedApp,
  CheckLoginPage,
  ForbiddenPage,
  LoginFailedPage,
  LoginPage,
  LogoutPage,
  NotFoundPage,
  OutlookLoginPage,
  RegisterPage,
  ServerErrorPage,
  SwitchOrganizationPage,
} from './lazy-pages';

/** Spec 000 §2 routes: public pages, then everything else behind sign-in in the lazily loaded shell. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingBlock fullPage />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/checklogin" element={<CheckLoginPage />} />
        <Route path="/loginFailed" element={<LoginFailedPage />} />
        <Route path="/outlook-login" element={<OutlookLoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/403" element={<ForbiddenPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/500" element={<ServerErrorPage />} />
        <Route element={<RequireAuth />}>
          <Route path="/switch/:targetId" element={<SwitchOrganizationPage />} />
          <Route path="*" element={<AuthenticatedApp />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
