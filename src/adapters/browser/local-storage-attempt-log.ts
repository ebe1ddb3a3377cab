import type { AttemptLog, LimitedAction } from '../../application/ports/attempt-log.port';

const KEY_PREFIX = 'rollcall.attempts.';
/** Longer than any limit's window: older times are dropped when a new one is written. */
const KEEP_MS = 24 * 60 * 60_000;

/**
 * The flood limits' memory in localStorage, so a reload does not reset them. Anything unreadable
 * (storage blocked, edited by hand) counts as no attempts: the limit is a courtesy, the
 * security rules are the guard (docs/security.md).
 */
export class LocalStorageAttemptLog implements AttemptLog {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage) {}

  recent(action: LimitedAction): number[] {
    try {
      const value: unknown = JSON.parse(this.storage?.getItem(KEY_PREFIX + action) ?? '[]');
      return Array.isArray(value) ? value.filter((time): time is number => typeof time === 'number' && Number.isFinite(time)) : [];
    } catch {
      return [];
    }
  }

  record(action: LimitedAction, at: number): void {
    const kept = this.recent(action).filter((time) => time > at - KEEP_MS);
    try {
      this.storage?.setItem(KEY_PREFIX + action, JSON.stringify([...kept, at]));
    } catch {
      // Storage full or blocked: the limit then only holds for this page.
    }
  }
}
