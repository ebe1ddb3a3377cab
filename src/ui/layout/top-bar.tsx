import { Link, NavLink, useNavigate } from 'react-router-dom';

export type TopBarProps = { adminMode: boolean; doorMode?: boolean };

/** The shared top bar: the logo, then the visitor's or the administrator's items; door staff's only item is the scanner. */
export function TopBar({ adminMode, doorMode = false }: TopBarProps) {
  const navigate = useNavigate();
  return (
    <header className="top-bar">
      <nav className="top-bar__nav" aria-label="Main">
        <Link to="/" className="top-bar__logo">
          <span aria-hidden="true" className="top-bar__mark">
            ✓
          </span>
          Rollcall
        </Link>
        <div className="top-bar__items">
          {doorMode ? (
            <button type="button" className="button" onClick={() => void navigate('/scanner')}>
              Scan QR
            </button>
          ) : adminMode ? (
            <>
              <NavLink to="/settings">Settings</NavLink>
              <button type="button" className="button" onClick={() => void navigate('/scanner')}>
                Scan QR
              </button>
            </>
          ) : (
            <>
              <NavLink to="/resources">Resources</NavLink>
              <NavLink to="/feedback">Feedback</NavLink>
              <button type="button" className="button" onClick={() => void navigate('/checkin')}>
                Checkin
              </button>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
