import { KEEP_SIGNED_IN_FILES, type SignedInFilesAnswer } from '../../../service-worker/manifest-marks';

/** Set once the worker said it holds them: a door reloaded without network is "kept" from its first render. */
const KEPT_KEY = 'rollcall.app.signedInFilesKept';

/** How often an ask the network cut short is made again while the browser says it is online. */
const RETRY_MS = 30_000;

function rememberKept(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(KEPT_KEY, 'yes');
    else localStorage.removeItem(KEPT_KEY);
  } catch {
    // Storage refused (a private window): the first render waits for the worker's answer instead.
  }
}

function keptBefore(): boolean {
  try {
    return localStorage.getItem(KEPT_KEY) === 'yes';
  } catch {
    return false;
  }
}

/** Asks the active worker (service-worker/signed-in-files.ts) to keep them; it answers on a port of this ask's own. */
async function askTheWorker(): Promise<SignedInFilesAnswer> {
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return { kept: false, reason: 'no active service worker' };
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<SignedInFilesAnswer>) => {
      channel.port1.close();
      resolve(event.data);
    };
    active.postMessage({ type: KEEP_SIGNED_IN_FILES }, [channel.port2]);
  });
}

/**
 * The files only signed-in people's pages use (staff pages, the QR reader and its .wasm, the
 * spreadsheet reader), which the worker keeps only once a page asks: a visitor's phone never
 * downloads them. Asked when somebody signs in and at each start with a session, since a
 * worker's cache can be cleared or a first download cut short; an ask that failed is made again
 * when the network is back.
 */
export class SignedInFilesKeeper {
  private current: 'not asked' | 'keeping' | 'kept' = 'not asked';

  constructor(private readonly changed: () => void) {}

  get state(): 'not asked' | 'keeping' | 'kept' {
    return this.current;
  }

  keep(): void {
    if (this.current !== 'not asked') return;
    // A page its worker served, on a device whose worker held them: only the answer can say otherwise.
    this.set(keptBefore() && navigator.serviceWorker.controller ? 'kept' : 'keeping');
    void this.ask();
  }

  private async ask(): Promise<void> {
    const answer = await askTheWorker().catch((error: unknown): SignedInFilesAnswer => ({ kept: false, reason: String(error) }));
    rememberKept(answer.kept);
    if (answer.kept) return this.set('kept');
    console.error('The staff pages could not be kept for use without network:', answer.reason);
    this.set('keeping');
    this.askAgainLater();
  }

  private askAgainLater(): void {
    const again = () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      void this.ask();
    };
    const timer = setTimeout(() => (navigator.onLine ? again() : undefined), RETRY_MS);
    window.addEventListener('online', again);
  }

  private set(state: 'keeping' | 'kept'): void {
    if (state === this.current) return;
    this.current = state;
    this.changed();
  }
}
