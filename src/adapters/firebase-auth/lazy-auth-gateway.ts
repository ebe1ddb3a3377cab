import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { AuthSession } from '../../domain/session/session';
import { deviceStorage } from '../browser/device-storage';

/** Firebase Auth keeps a signed-in user under this prefix with local persistence (create-auth.ts). */
const FIREBASE_USER_KEY = 'firebase:authUser:';
/** Ours, written whenever a session is read (last-known-claims.ts): a second sign of somebody signed in. */
const CLAIMS_KEY = 'rollcall.session.lastKnownClaims';

const isSessionKey = (key: string | null) => key !== null && (key.startsWith(FIREBASE_USER_KEY) || key === CLAIMS_KEY);

/** Whether this browser keeps somebody's session: then Auth is needed at once to restore it. */
export function sessionKeptOnDevice(storage: Storage | null = deviceStorage()): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) if (isSessionKey(storage.key(index))) return true;
  return false;
}

/** Another tab of this browser signing in or out. */
function onSessionKeyChange(listener: () => void): Unsubscribe {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => isSessionKey(event.key) && listener();
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Firebase Auth loaded only when it has something to do: a session kept on this browser, a
 * sign-in, or another tab signing in. A visitor who reads an event and registers is signed out
 * and never loads it; until it loads, the session reported is "signed out", which it is.
 */
export class LazyAuthGateway implements AuthGateway {
  private loading: Promise<AuthGateway> | null = null;
  private readonly waiting = new Set<(gateway: AuthGateway) => void>();

  constructor(
    private readonly open: () => Promise<AuthGateway>,
    kept: boolean = sessionKeptOnDevice(),
  ) {
    if (kept) void this.load().catch(() => undefined);
    else onSessionKeyChange(() => void this.load().catch(() => undefined));
  }

  /** Resolves once Auth is loaded, if it is loading; at once otherwise. */
  loaded(): Promise<AuthGateway | null> {
    return this.loading ?? Promise.resolve(null);
  }

  private load(): Promise<AuthGateway> {
    this.loading ??= this.open().then(
      (gateway) => {
        for (const attach of this.waiting) attach(gateway);
        this.waiting.clear();
        return gateway;
      },
      (error: unknown) => {
        console.error('Error loading the sign-in:', error);
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  watchSession(listener: (session: AuthSession | null) => void): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let stopped = false;
    const attach = (gateway: AuthGateway) => {
      if (!stopped) stop = gateway.watchSession(listener);
    };
    if (this.loading) {
      // Without Auth (no network for the code) nobody can be restored: signed out it is.
      this.loading.then(attach, () => !stopped && listener(null));
    } else {
      this.waiting.add(attach);
      queueMicrotask(() => !stopped && !this.loading && listener(null));
    }
    return () => {
      stopped = true;
      this.waiting.delete(attach);
      stop?.();
    };
  }

  async signIn(email: string, password: string): Promise<AuthSession> {
    return (await this.load()).signIn(email, password);
  }

  async sendSignInLink(email: string, returnTo: string): Promise<void> {
    return (await this.load()).sendSignInLink(email, returnTo);
  }

  async completeSignInLink(email: string, link: string): Promise<AuthSession> {
    return (await this.load()).completeSignInLink(email, link);
  }

  async signOut(): Promise<void> {
    const gateway = await (this.loading ?? (sessionKeptOnDevice() ? this.load() : null));
    await gateway?.signOut();
  }
}
