import {
  KEEP_SIGNED_IN_FILES,
  type KeepSignedInFiles,
  type KeptFor,
  type SignedInFilesAnswer,
} from '../../../service-worker/manifest-marks';

/**
 * For whom the worker last said it holds them (`staff` covers a session's files): a door
 * reloaded without network is "kept" from its first render. `yes` is what a version that kept
 * every signed-in file at once wrote.
 */
export const KEPT_KEY = 'rollcall.app.signedInFilesKept';

/** After an ask the network cut short, the first wait before the next while the browser says it is online; it doubles up to the longest. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 16 * 60_000;

const covers = (kept: string | null, wanted: KeptFor) => kept === 'staff' || kept === 'yes' || kept === wanted;

function rememberKept(kept: KeptFor | null): void {
  try {
    if (kept) localStorage.setItem(KEPT_KEY, kept);
    else localStorage.removeItem(KEPT_KEY);
  } catch {
    // Storage refused (a private window): the first render waits for the worker's answer instead.
  }
}

function keptBefore(wanted: KeptFor): boolean {
  try {
    return covers(localStorage.getItem(KEPT_KEY), wanted);
  } catch {
    return false;
  }
}

/** Asks the active worker (service-worker/signed-in-files.ts) to keep them; it answers on a port of this ask's own. */
async function askTheWorker(forWhom: KeptFor): Promise<SignedInFilesAnswer> {
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return { kept: false, reason: 'no active service worker' };
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<SignedInFilesAnswer>) => {
      channel.port1.close();
      resolve(event.data);
    };
    const ask: KeepSignedInFiles = { type: KEEP_SIGNED_IN_FILES, for: forWhom };
    active.postMessage(ask, [channel.port2]);
  });
}

/**
 * The files only signed-in people's pages use, which the worker keeps only once a page asks: a
 * visitor's phone never downloads them. A signed-in visitor's device keeps a session's files
 * (in Firebase mode, Auth and the full SDK it starts with), staff devices the staff pages, the
 * QR reader and its .wasm, the spreadsheet reader too. Asked when somebody signs in and at each
 * start with a session, since a worker's cache can be cleared or a first download cut short;
 * an ask that failed is made again when the network is back, and later and later while it
 * fails online (a deploy that replaced the files fails until the new version takes over).
 */
export class SignedInFilesKeeper {
  private current: 'not asked' | 'keeping' | 'kept' = 'not asked';
  private asked: KeptFor | null = null;
  private retryMs = FIRST_RETRY_MS;

  constructor(private readonly changed: () => void) {}

  get state(): 'not asked' | 'keeping' | 'kept' {
    return this.current;
  }

  keep(forStaff: boolean): void {
    const wanted: KeptFor = forStaff ? 'staff' : 'session';
    if (covers(this.asked, wanted)) return;
    this.asked = wanted;
    // A page its worker served, on a device whose worker held them: only the answer can say otherwise.
    this.set(keptBefore(wanted) && navigator.serviceWorker.controller ? 'kept' : 'keeping');
    void this.ask(wanted);
  }

  private async ask(forWhom: KeptFor): Promise<void> {
    const answer = await askTheWorker(forWhom).catch((error: unknown): SignedInFilesAnswer => ({ kept: false, reason: String(error) }));
    // A wider ask made meanwhile answers for this one.
    if (forWhom !== this.asked) return;
    rememberKept(answer.kept ? forWhom : null);
    if (answer.kept) {
      this.retryMs = FIRST_RETRY_MS;
      return this.set('kept');
    }
    console.error('The signed-in pages could not be kept for use without network:', answer.reason);
    this.set('keeping');
    this.askAgainLater(forWhom);
  }

  private askAgainLater(forWhom: KeptFor): void {
    const again = () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      void this.ask(forWhom);
    };
    const timer = setTimeout(() => (navigator.onLine ? again() : undefined), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
    window.addEventListener('online', again);
  }

  private set(state: 'keeping' | 'kept'): void {
    if (state === this.current) return;
    this.current = state;
    this.changed();
  }
}
