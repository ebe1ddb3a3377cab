import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import { isAdminMode, isDoorMode } from '../../domain/session/navigation-mode';
import { useService } from '../app/services';
import { useStoredUser } from '../session/use-stored-user';
import { Loading } from '../shared/page-states';
import { LoadingStates, LoadingStatesProvider, whenPageLoaded, type AfterLoadedTiming } from '../shared/loading-states';
import { InsecurePageNotice } from './insecure-page-notice';
import { TopBar } from './top-bar';
import { UpdateOffer } from './update-offer';

/**
 * The frame of every page: skip link, top bar, the page. It shows before the data layer has
 * loaded; the top bar then knows the path only, and the page shows its loading state.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const [loadingStates] = useState(() => new LoadingStates());
  return (
    <LoadingStatesProvider states={loadingStates}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Suspense fallback={<TopBar adminMode={isAdminMode(pathname, null)} />}>
        <StoredUserTopBar pathname={pathname} />
      </Suspense>
      <main id="main" className="page" tabIndex={-1}>
        <InsecurePageNotice />
        <Suspense fallback={<Loading label={t`Loading…`} />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LocationLookupOncePageLoaded loadingStates={loadingStates} />
        <UpdateOffer />
      </Suspense>
    </LoadingStatesProvider>
  );
}

/** The `user` cookie decides the top bar's items, with the path (docs/product.md, "The top bar"). */
function StoredUserTopBar({ pathname }: { pathname: string }) {
  const storedUser = useStoredUser();
  return <TopBar adminMode={isAdminMode(pathname, storedUser)} doorMode={isDoorMode(pathname, storedUser)} />;
}

/** A page still loading after 10 s (a server that does not answer) no longer holds the look-up back. */
export const LOCATION_LOOKUP_TIMING: AfterLoadedTiming = { afterMs: 1_500, longestMs: 10_000 };

/** Looks up the location once (docs/product.md, "The visitor's location"). */
function LocationLookupOncePageLoaded({ loadingStates }: { loadingStates: LoadingStates }) {
  const locationTracker = useService(TOKENS.locationTracker);
  // Nothing on screen needs the location: it is asked for once the page has shown its data and
  // the browser is idle, so that it (and, offline, the mock service worker it needs) never
  // competes with the first load on a slow network, however late the data comes.
  useEffect(
    () => whenPageLoaded(loadingStates, () => locationTracker.pageSettled(), LOCATION_LOOKUP_TIMING),
    [loadingStates, locationTracker],
  );
  return null;
}
