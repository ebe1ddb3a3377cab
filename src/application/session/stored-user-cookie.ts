import type { StoredUser } from '../../domain/session/navigation-mode';
import { parseStoredUser, toStoredUser, type AuthSession } from '../../domain/session/session';
import type { Unsubscribe } from '../ports/document-store.port';
import type { CookieJar } from '../ports/cookie-jar.port';
import { USER_COOKIE } from './cookies';

/**
 * The `user` cookie: display only. The `cookie-persist` guard keeps it in step with
 * the verified session; screens that show the navigation mode subscribe to its changes.
 */
export class StoredUserCookie {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly cookies: CookieJar) {}

  /** The raw cookie text: a stable value for React's useSyncExternalStore. */
  snapshot(): string | undefined {
    return this.cookies.read(USER_COOKIE.name);
  }

  read(): StoredUser | null {
    return parseStoredUser(this.snapshot());
  }

  /** Writes the session's user, or removes the cookie when signed out. */
  sync(session: AuthSession | null): void {
    const before = this.snapshot();
    if (session) this.cookies.write(USER_COOKIE.name, JSON.stringify(toStoredUser(session)), { days: USER_COOKIE.days });
    else this.cookies.remove(USER_COOKIE.name);
    if (this.snapshot() !== before) this.listeners.forEach((listener) => listener());
  }

  subscribe(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
