import { Outlet, useLocation } from 'react-router-dom';
import { isAdminMode } from '../../domain/session/navigation-mode';
import { TopBar } from './top-bar';

/** The frame of every page: skip link, top bar, the page. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar adminMode={isAdminMode(pathname, null)} />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
