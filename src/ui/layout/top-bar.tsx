import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/language-switch';

export type TopBarProps = { adminMode: boolean; doorMode?: boolean };

/** The shared top bar: the logo, then the visitor's or the administrator's items; door staff's only item is the scanner. */
export function TopBar({ adminMode, doorMode = false }: TopBarProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <header className="top-bar">
      <nav className="top-bar__nav" aria-label={t`Main`}>
        <Link to="/" className="top-bar__logo">
          <span aria-hidden="true" className="top-bar__mark">
            ✓
          </span>
          Rollcall
        </Link>
        <div className="top-bar__items">
          {doorMode ? (
            <button type="button" className="button" onClick={() => void navigate('/scanner')}>
              <Trans>Scan QR</Trans>
            </button>
          ) : adminMode ? (
            <>
              <NavLink to="/settings">
                <Trans>Settings</Trans>
              </NavLink>
              <button type="button" className="button" onClick={() => void navigate('/scanner')}>
                <Trans>Scan QR</Trans>
              </button>
            </>
          ) : (
            <>
              <NavLink to="/resources">
                <Trans>Resources</Trans>
              </NavLink>
              <NavLink to="/feedback">
                <Trans>Feedback</Trans>
              </NavLink>
              <button type="button" className="button" onClick={() => void navigate('/checkin')}>
                <Trans>Checkin</Trans>
              </button>
            </>
          )}
          <LanguageSwitch />
        </div>
      </nav>
    </header>
  );
}
