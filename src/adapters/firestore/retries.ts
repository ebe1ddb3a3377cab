import { firestoreCode } from './firestore-errors';
import { answeredWithin } from './request-patience';

/** Lost races (or failed reads) one operation tries again, each after a growing, random wait. */
export const RACES = 12;

/** How long a read from the server is tried again on a device that says it is online. */
const READ_PATIENCE_MS = 20_000;

/** Failures of a read that say nothing about the data: the read is tried again. */
export const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'aborted',
  'resource-exhausted',
  'cancelled',
  'unknown',
  'deadline-exceeded',
  'internal',
  'unavailable',
]);

/**
 * How long a registration keeps trying through a busy server (lock time-outs, contention) while
 * the device is online, once its RACES are used up: in a rush the server answers "aborted"
 * several times per person (4.6 per visitor for 1,000 at once on the emulator), and a person
 * waiting on "Registering…" for a minute is better served than one told to try again.
 */
export const BUSY_PATIENCE_MS = 120_000;

/** Whether a write that lost a race, or met a busy server, is tried again. */
export function triesAgain({
  races,
  code,
  elapsedMs,
  online,
}: {
  races: number;
  code: string;
  elapsedMs: number;
  online: boolean;
}): boolean {
  if (races < RACES) return true;
  return online && TRANSIENT_CODES.has(code) && elapsedMs < BUSY_PATIENCE_MS;
}

const randomWait = (ceilingMs: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * ceilingMs));

/** A wait before trying again that grows with the attempts, at random within it (full jitter). */
export const jitter = (attempt: number) => randomWait(Math.min(1_000, 20 * 2 ** attempt));

/** The longest wait after a busy server (the SDK's own transaction runner waits up to 60 s). */
export const BUSY_WAIT_CEILING_MS = 8_000;

/**
 * The wait after a busy server ("aborted": a lock time-out, contention): longer than after a
 * lost seat, doubling from 0.5 s up to 8 s, so that a crowd does not keep the locks taken with
 * claims sent again at once. Each claim sent too soon waits on the same locks and is refused
 * again; with up to 4 s the emulator answered a rush of 1,000 with a median of 4,127 lock
 * time-outs, with up to 8 s 2,992, and the visitors had their answer sooner
 * (docs/performance.md, "Where the emulator's CPU goes in a rush").
 */
export const busyWait = (attempt: number) => randomWait(Math.min(BUSY_WAIT_CEILING_MS, 250 * 2 ** attempt));

/**
 * A read from the server, tried again while it fails for no reason of its own and the device
 * is online. The SDK counts itself offline when its first connection takes more than about ten
 * seconds (a crowd connecting at the same moment, a slow venue network) and then answers every
 * read it holds no copy of with "unavailable", although the network is there.
 */
export async function patientlyFromServer<T>(read: () => Promise<T>, isOnline: () => boolean): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const patient = Date.now() - started < READ_PATIENCE_MS && isOnline();
      if (!patient || !TRANSIENT_CODES.has(firestoreCode(error))) throw error;
      await jitter(Math.min(attempt, RACES));
    }
  }
}

/** A Firestore Lite read from the server: each try waits `patienceMs` for its answer (request-patience.ts), then as `patientlyFromServer`. */
export function boundedFromServer<T>(read: () => Promise<T>, isOnline: () => boolean, patienceMs: number): Promise<T> {
  return patientlyFromServer(() => answeredWithin(patienceMs, read()), isOnline);
}
