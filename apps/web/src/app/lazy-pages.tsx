import { lazy, use } from 'react';
import { pageChunk } from './page-chunk';

/** Each page is its own chunk; the sign-in page therefore loads none of the shell. */
export const LoginPage = lazy(async () => ({ default: (await import('../session/LoginPage')).LoginPage }));
export const CheckLoginPage = lazy(async () => ({
  default: (await import('../session/CheckLoginPage')).CheckLoginPage,
}));
export const LoginFailedPage = lazy(async () => ({
  default: (await import('../session/LoginFailedPage')).LoginFailedPage,
}));
export const LogoutPage = lazy(async () => ({ default: (await import('../session/LogoutPage')).LogoutPage }));
export const SwitchOrganizationPage = lazy(async () => ({
  default: (await import('../session/SwitchOrganizationPage')).SwitchOrganizationPage,
}));
export const OutlookLoginPage = lazy(async () => ({
  default: (await import('../pages/OutlookLoginPage')).OutlookLoginPage,
}));
export const RegisterPage = lazy(async () => ({
  default: (await import('../pages/RegisterPage')).RegisterPage,
}));
export const ForbiddenPage = lazy(async () => ({
  default: (await import('../pages/ForbiddenPage')).ForbiddenPage,
}));
export const NotFoundPage = lazy(async () => ({
  default: (await import('../pages/NotFoundPage')).NotFoundPage,
}));
export const ServerErrorPage = lazy(async () => ({
  default: (await import('../pages/ServerErrorPage')).ServerErrorPage,
}));

const shellChunk = pageChunk(() => import('../shell/AuthenticatedApp'));

/** The shell and every module route, rendered with `use`: a shell fetched before the first render draws at once. */
export function AuthenticatedApp() {
  const { AuthenticatedApp: Shell } = use(shellChunk());
  return <Shell />;
}

/** Fetches the shell's chunk; `AuthenticatedApp` renders from the same import. */
export function loadAuthenticatedApp(): Promise<unknown> {
  return shellChunk();
}
