import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../session/session-context';

const ADMIN_SECTIONS = [
  ['/admin', 'Dashboard'],
  ['/admin/users', 'People'],
  ['/admin/events', 'Events'],
  ['/admin/checkins', 'Check-ins'],
  ['/admin/outbox', 'Outbox'],
  ['/admin/highlevel-register', 'Highlevel register'],
  ['/admin/nationalday-register', 'National day register'],
] as const;

/** SPEC §2: every /admin route shares one layout. */
export function AdminLayout() {
  const { session, status, signOut } = useSession();
  return (
    <div className="admin-layout">
      <div className="admin-layout__side">
        <nav aria-label="Admin sections" className="admin-layout__nav">
          <ul>
            {ADMIN_SECTIONS.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} end>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {session && (
          <div className="account">
            <p>
              Signed in as <strong>{session.email}</strong>
            </p>
            <button type="button" className="button button--secondary" onClick={signOut} disabled={status === 'signingOut'}>
              {status === 'signingOut' ? 'Signing out…' : 'Sign out'}
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

/** SPEC §2: /feedback and /feedback/:id share one layout. */
export function FeedbackLayout() {
  return (
    <div className="feedback-layout">
      <Outlet />
    </div>
  );
}
