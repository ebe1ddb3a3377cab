import type { Clock } from '../../application/ports/clock.port';
import { deviceStorage } from './device-storage';

/** Below this, the device's clock is taken as right: the Date header counts whole seconds. */
const TRUSTED_DRIFT_MS = 30_000;
const KEY = 'rollcall.clockOffset';

/** Asks the app's own host for the time: a HEAD request, which the service worker leaves to the network. */
const askTheHost = () => fetch(new URL('/', globalThis.location.href), { method: 'HEAD', cache: 'no-store' });

/**
 * The device's clock, set right by the server's. firestore.rules compare the end of a held seat,
 * which the device writes, with the server's time, 15 minutes either way: a phone whose clock is
 * further off could not cancel a ticket someone waits for (its hold was refused, tried again for
 * two minutes, then reported as a busy server). The offset comes from the Date header of a
 * request to the app's host (Firebase Hosting's clock), and is kept on the device, so a door
 * without network still stamps its admissions with the right time.
 */
export class ServerTimeClock implements Clock {
  private offsetMs: number;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = deviceStorage(),
    private readonly ask: () => Promise<Response> = askTheHost,
  ) {
    this.offsetMs = Number(storage?.getItem(KEY) ?? 0) || 0;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /**
   * Asks the host now, and again each time the device comes back online: a device started
   * without network (a door, a visitor at the venue) has only the offset kept before, or none.
   */
  synchroniseWhenOnline(network: Pick<EventTarget, 'addEventListener'> = globalThis): void {
    void this.synchronise();
    network.addEventListener('online', () => void this.synchronise());
  }

  /** Asks the host its time once; without an answer, the offset known before stays. */
  async synchronise(): Promise<void> {
    try {
      const sent = Date.now();
      const response = await this.ask();
      const received = Date.now();
      const hostTime = Date.parse(response.headers.get('date') ?? '');
      if (Number.isNaN(hostTime)) return;
      // The header is the second the host answered in, rounded down: its middle is half a second on.
      const offset = hostTime + 500 - (sent + received) / 2;
      this.offsetMs = Math.abs(offset) < TRUSTED_DRIFT_MS ? 0 : Math.round(offset);
    } catch (error) {
      console.warn('The server’s time could not be asked; the offset known before is used:', error);
      return;
    }
    try {
      this.storage?.setItem(KEY, String(this.offsetMs));
    } catch {
      // Storage refused (a private window): the offset lasts while the page is open.
    }
  }
}
