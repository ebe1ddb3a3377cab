import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerTimeClock } from './server-time-clock';

const HOUR = 3_600_000;

/** A Storage of its own for each test: what the clock keeps between pages. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { kept: Map<string, string> } {
  const kept = new Map<string, string>();
  return { kept, getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value) };
}

/** The host's answer: its Date header, as HTTP writes it (whole seconds). */
const hostAt = (time: number) => () => Promise.resolve(new Response(null, { headers: { date: new Date(time).toUTCString() } }));

describe('ServerTimeClock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets a clock two hours ahead right from the host’s Date header, and keeps the offset for the next page', async () => {
    const storage = memoryStorage();
    const clock = new ServerTimeClock(storage, hostAt(Date.now() - 2 * HOUR));
    await clock.synchronise();
    expect(Math.abs(clock.now().getTime() - (Date.now() - 2 * HOUR))).toBeLessThan(2_000);
    const nextPage = new ServerTimeClock(storage, () => Promise.reject(new Error('offline')));
    expect(Math.abs(nextPage.now().getTime() - (Date.now() - 2 * HOUR))).toBeLessThan(2_000);
  });

  it('leaves a clock a few seconds off as it is: the header counts whole seconds', async () => {
    const clock = new ServerTimeClock(memoryStorage(), hostAt(Date.now() + 5_000));
    await clock.synchronise();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
  });

  it('keeps the offset known before when the host cannot be asked or sends no date', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    await new ServerTimeClock(storage, hostAt(Date.now() + HOUR)).synchronise();
    for (const ask of [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(new Response(null))]) {
      const clock = new ServerTimeClock(storage, ask);
      await clock.synchronise();
      expect(Math.abs(clock.now().getTime() - (Date.now() + HOUR))).toBeLessThan(2_000);
    }
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('asks again when the device comes back online: a device started without network learns the offset then', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let online = false;
    const network = new EventTarget();
    const clock = new ServerTimeClock(memoryStorage(), () =>
      online ? hostAt(Date.now() - 2 * HOUR)() : Promise.reject(new TypeError('Failed to fetch')),
    );
    clock.synchroniseWhenOnline(network);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
    online = true;
    network.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(Math.abs(clock.now().getTime() - (Date.now() - 2 * HOUR))).toBeLessThan(2_000));
  });
});
