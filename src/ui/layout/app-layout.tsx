import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import { isAdminMode } from '../../domain/session/navigation-mode';
import { useService } from '../app/services';
import { useStoredUser } from '../session/use-stored-user';
import { TopBar } from './top-bar';

/** The frame of every page: skip link, top bar, the page. Looks up the location once (SPEC §4). */
export function AppLayout() {
  const { pathname } = useLocation();
  const storedUser = useStoredUser();
  const locationTracker = useService(TOKENS.locationTracker);

  useEffect(() => locationTracker.layoutMounted(), [locationTracker]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar adminMode={isAdminMode(pathname, storedUser)} />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
