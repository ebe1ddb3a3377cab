import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppOnDevice } from '../../application/ports/app-updates.port';
import { ServiceWorkerUpdates } from './service-worker-updates';

// vite-plugin-pwa's helper (a module the build makes): registering is what these tests control.
const registerSW = vi.hoisted(() => vi.fn((_options: { onRegisterError?: (error: unknown) => void }) => async () => undefined));
vi.mock('virtual:pwa-register', () => ({ registerSW }));

type FakeWorkers = {
  ready: Promise<unknown>;
  getRegistration: () => Promise<unknown>;
  register: ReturnType<typeof vi.fn>;
  controller?: object;
};

/** A browser whose page has loaded, with these service workers (none: a page not served over HTTPS). */
function browserWith(serviceWorker: FakeWorkers | null) {
  vi.useFakeTimers();
  vi.stubGlobal('navigator', serviceWorker ? { serviceWorker, onLine: true } : { onLine: true });
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

function statesOf(updates: ServiceWorkerUpdates): AppOnDevice[] {
  const states: AppOnDevice[] = [];
  updates.watchOnDevice((state) => states.push(state));
  return states;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  registerSW.mockClear();
});

describe('ServiceWorkerUpdates: whether the app is saved on the device', () => {
  it('says it cannot be where the browser has no service workers', () => {
    browserWith(null);
    expect(statesOf(new ServiceWorkerUpdates())).toEqual(['impossible']);
  });

  it('says it is being saved until a worker is active, then saved', async () => {
    let activate: (active: unknown) => void = () => undefined;
    const ready = new Promise((resolve) => (activate = resolve));
    browserWith({ ready, getRegistration: async () => undefined, register: vi.fn(async () => undefined) });
    const states = statesOf(new ServiceWorkerUpdates());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(states).toEqual(['keeping']);
    activate({ active: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['keeping', 'kept']);
  });

  it('says it is saved at once in a page its worker served (a reload), before any promise settles', () => {
    browserWith({ controller: {}, ready: new Promise(() => undefined), getRegistration: async () => undefined, register: vi.fn() });
    expect(statesOf(new ServiceWorkerUpdates())).toEqual(['kept']);
  });

  it('says it cannot be once the browser refuses to register (a private window), and stops trying', async () => {
    const register = vi.fn(async () => {
      throw new DOMException('The user denied permission to use Service Worker.', 'SecurityError');
    });
    browserWith({ ready: new Promise(() => undefined), getRegistration: async () => undefined, register });
    const states = statesOf(new ServiceWorkerUpdates());
    await vi.advanceTimersByTimeAsync(3_000 + 30_000);
    expect(states).toEqual(['keeping', 'impossible']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('goes on trying while the network cuts the registration short, and says nothing else meanwhile', async () => {
    const register = vi.fn(async () => {
      throw new TypeError('Failed to register a ServiceWorker: An unknown error occurred when fetching the script.');
    });
    browserWith({ ready: new Promise(() => undefined), getRegistration: async () => undefined, register });
    const states = statesOf(new ServiceWorkerUpdates());
    await vi.advanceTimersByTimeAsync(3_000 + 3 * 30_000);
    expect(register).toHaveBeenCalledTimes(3);
    expect(states).toEqual(['keeping']);
  });
});
