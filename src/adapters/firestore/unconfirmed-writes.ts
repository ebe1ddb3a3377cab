import { StoreUnconfirmedError } from '../../application/ports/store-errors';
import { STORE_LOG_PREFIX } from '../shared/store-log';

/**
 * Per key (a ticket's or a waiting place's: an event and an e-mail), what this device sent in
 * commits whose answer never came, kept until an attempt with that key is decided. One of them
 * may have landed: the next attempt looks for it when it finds the key taken, and shows it
 * instead of "already registered" or "already on the waiting list". An attempt that fails while
 * any of them is pending is unconfirmed (`StoreUnconfirmedError`), never "nothing was saved".
 */
export class UnconfirmedWrites<T> {
  private readonly byKey = new Map<string, T[]>();

  /** Runs `attempt` with the key's unanswered writes, to which it adds its own. */
  async decide<R>(key: string, attempt: (unanswered: T[]) => Promise<R>): Promise<R> {
    const unanswered = this.byKey.get(key) ?? [];
    try {
      const outcome = await attempt(unanswered);
      this.byKey.delete(key);
      return outcome;
    } catch (error) {
      if (unanswered.length === 0) throw error;
      this.byKey.set(key, unanswered);
      throw new StoreUnconfirmedError(STORE_LOG_PREFIX.transaction, error instanceof Error ? error : new Error(String(error)));
    }
  }
}
