import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';
import { useSession } from './session-context';

/**
 * The route guard named `cookie-persist`: on every navigation it writes the signed-in user to
 * the `user` cookie. The session itself clears it on sign-out (`startSession`). A cookie found
 * while nobody is signed in is left alone: it only changes the top bar (docs/decisions.md).
 */
export function CookiePersist() {
  return (
    <>
      <Suspense fallback={null}>
        <CookieSync />
      </Suspense>
      <Outlet />
    </>
  );
}

/** Waits for the session apart from the pages, so that they never wait for it. */
function CookieSync() {
  const { status, session } = useSession();
  const { key } = useLocation();
  const cookie = useService(TOKENS.storedUserCookie);

  useEffect(() => {
    if (status === 'signedIn') cookie.sync(session);
  }, [cookie, status, session, key]);

  return null;
}
