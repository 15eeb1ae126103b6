import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './useSession';

/** Protected routes: a signed-out visitor goes to /login, carrying where they wanted to go. */
export function RequireAuth() {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
