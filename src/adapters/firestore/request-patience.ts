/**
 * How long one Firestore Lite request waits for the server's answer. Lite's `fetch` takes no
 * signal and no time-out, and a browser waits on a connection that takes a request and answers
 * nothing (a venue's overloaded network, a captive portal) for minutes: a registration stayed on
 * "Registering…" all that time. Two minutes, as long as a busy server is tried (BUSY_PATIENCE_MS):
 * an overloaded server is slow, not silent. In a rush of 1,000 on the emulator, on two cores, its
 * answers came after up to 40 s for a read and 74 s for a commit (docs/performance.md); bounds
 * of 20 s turned 890 of those registrations into failures. The forms say "still waiting" long before.
 */
export const REQUEST_PATIENCE_MS = 120_000;

/** How Firestore Lite words a request whose fetch failed: a request not answered in time is worded the same. */
export const LITE_REQUEST_FAILED = 'Request failed with error: ';

/**
 * A request whose answer did not come in time. It reads as Lite's own failed fetch (code
 * "unknown", the same words), so every caller handles it as an unanswered request: a read is
 * tried again or fails, and a write may have landed.
 */
export class NoAnswerInTime extends Error {
  readonly code = 'unknown';
  constructor(patienceMs: number) {
    super(`${LITE_REQUEST_FAILED}no answer from the server within ${Math.round(patienceMs / 1_000)} s`);
    this.name = 'NoAnswerInTime';
  }
}

/**
 * The request's answer, or NoAnswerInTime after `patienceMs`. The request itself cannot be
 * stopped (Lite offers no way): a write sent may still land after, which its callers allow for.
 */
export function answeredWithin<T>(patienceMs: number, request: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswerInTime(patienceMs)), patienceMs);
  });
  return Promise.race([request, silence]).finally(() => clearTimeout(timer));
}
