import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../session/session-context';

const ADMIN_SECTIONS = [
  ['/admin', msg`Dashboard`],
  ['/admin/users', msg`People`],
  ['/admin/events', msg`Events`],
  ['/admin/checkins', msg`Check-ins`],
  ['/admin/outbox', msg`Outbox`],
  ['/admin/highlevel-register', msg`Highlevel register`],
  ['/admin/nationalday-register', msg`National day register`],
] as const;

/** Every /admin route shares one layout. */
export function AdminLayout() {
  const { session, status, signOut } = useSession();
  const { t, i18n } = useLingui();
  const email = session?.email;
  return (
    <div className="admin-layout">
      <div className="admin-layout__side">
        <nav aria-label={t`Admin sections`} className="admin-layout__nav">
          <ul>
            {ADMIN_SECTIONS.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} end>
                  {i18n._(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {session && (
          <div className="account">
            <p>
              <Trans>
                Signed in as <strong>{email}</strong>
              </Trans>
            </p>
            <button type="button" className="button button--secondary" onClick={signOut} disabled={status === 'signingOut'}>
              {status === 'signingOut' ? t`Signing out…` : t`Sign out`}
            </button>
          </div>
        )}
      </div>
      <div className="admin-layout__content">
        <Outlet />
      </div>
    </div>
  );
}

/** /feedback and /feedback/:id share one layout. */
export function FeedbackLayout() {
  return (
    <div className="feedback-layout">
      <Outlet />
    </div>
  );
}
