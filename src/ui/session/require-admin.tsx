import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './session-context';

/**
 * Admin-only routes (/admin/*, /settings, /scanner): decided by the verified session, never by
 * the cookie. Anyone else is sent to /admin-login, which returns here after signing in.
 */
export function RequireAdmin() {
  const { status, session } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'restoring') {
    return (
      <p role="status" className="loading">
        Checking your sign-in…
      </p>
    );
  }
  if (session?.admin && (status === 'signedIn' || status === 'signingOut')) return <Outlet />;
  return <Navigate to={`/admin-login?next=${encodeURIComponent(pathname + search)}`} replace />;
}
