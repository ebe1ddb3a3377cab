import { NavLink, Outlet } from 'react-router-dom';

const ADMIN_SECTIONS = [
  ['/admin', 'Dashboard'],
  ['/admin/users', 'People'],
  ['/admin/events', 'Events'],
  ['/admin/checkins', 'Check-ins'],
  ['/admin/highlevel-register', 'Highlevel register'],
  ['/admin/nationalday-register', 'National day register'],
] as const;

/** SPEC §2: every /admin route shares one layout. */
export function AdminLayout() {
  return (
    <div className="admin-layout">
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
