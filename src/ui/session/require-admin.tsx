import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { isDoorOnly, usesScanner } from '../../domain/session/roles';
import type { AuthSession } from '../../domain/session/session';
import { Loading } from '../shared/page-states';
import { useSession } from './session-context';

/**
 * The staff routes, decided by the verified session, never by the cookie. `admin`: /admin/*
 * and /settings, administrators only (door staff are told the scanner is theirs). `scanner`:
 * /scanner, administrators and door staff. Anyone else is sent to /admin-login, which returns
 * here after signing in.
 */
function RequireRole({ allows }: { allows: (session: AuthSession) => boolean }) {
  const { status, session } = useSession();
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  if (status === 'restoring') return <Loading label={t`Checking your sign-in…`} />;
  const signedIn = session && (status === 'signedIn' || status === 'signingOut');
  if (signedIn && allows(session)) return <Outlet />;
  if (signedIn && isDoorOnly(session)) return <DoorStaffOnly />;
  return <Navigate to={`/admin-login?next=${encodeURIComponent(pathname + search)}`} replace />;
}

export function RequireAdmin() {
  return <RequireRole allows={(session) => session.admin} />;
}

export function RequireScanner() {
  return <RequireRole allows={usesScanner} />;
}

function DoorStaffOnly() {
  const { t } = useLingui();
  return (
    <section className="narrow" aria-labelledby="door-only-title">
      <title>{t`Door staff · Rollcall`}</title>
      <h1 id="door-only-title">
        <Trans>This page is for administrators</Trans>
      </h1>
      <p role="alert" className="alert alert--error">
        <Trans>Your account is door staff: it opens the scanner, and nothing else of the staff pages.</Trans>
      </p>
      <p>
        <Link className="button" to="/scanner">
          <Trans>Go to the scanner</Trans>
        </Link>
      </p>
    </section>
  );
}
