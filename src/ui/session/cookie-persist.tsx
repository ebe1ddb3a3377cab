import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';
import { useSession, type SessionStatus } from './session-context';

/**
 * The route guard named `cookie-persist` (SPEC §2): on every navigation it writes the signed-in
 * user to the `user` cookie, and it clears the cookie when the person signs out. A cookie found
 * while nobody is signed in is left alone: it only changes the top bar (PRODUCT.md).
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
  const previous = useRef<SessionStatus>(status);

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (status === 'signedIn') cookie.sync(session);
    else if (status === 'signedOut' && (before === 'signedIn' || before === 'signingOut')) cookie.sync(null);
  }, [cookie, status, session, key]);

  return null;
}
