import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppOnDevice } from '../../application/ports/app-updates.port';
import type { SignedInFilesAnswer } from '../../../service-worker/manifest-marks';
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

/** An active worker that answers a page's ask to keep the signed-in files with each of `answers` in turn. */
function workerAnswering(...answers: SignedInFilesAnswer[]) {
  const asks: unknown[] = [];
  const active = {
    postMessage: (message: unknown, [port]: MessagePort[]) => {
      asks.push(message);
      port?.postMessage(answers[asks.length - 1] ?? { kept: false, reason: 'no answer left' });
    },
  };
  return { asks, ready: Promise.resolve({ active }) };
}

/** A page with a worker (`controller`: a page it served) and a browser's storage, with an `online` event to fire. */
function staffDevice(
  worker: ReturnType<typeof workerAnswering>,
  { controller, keptBefore }: { controller: boolean; keptBefore: 'staff' | 'session' | 'yes' | null },
) {
  browserWith({
    ready: worker.ready,
    getRegistration: async () => ({ active: {} }),
    register: vi.fn(),
    ...(controller ? { controller: {} } : {}),
  });
  const stored = new Map<string, string>(keptBefore ? [['rollcall.app.signedInFilesKept', keptBefore]] : []);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  const online = new Set<() => void>();
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => type === 'online' && online.add(listener),
    removeEventListener: (type: string, listener: () => void) => online.delete(listener),
  });
  return { stored, backOnline: () => [...online].forEach((listener) => listener()) };
}

/** The worker's answer arrives on a message port: a macrotask, which fake timers do not run. */
const realSetImmediate = setImmediate;
const answered = () => new Promise((resolve) => realSetImmediate(resolve));

describe('ServiceWorkerUpdates: the pages of somebody signed in', () => {
  it('asks nothing of the worker for a visitor: their phone keeps only the visitors’ pages', async () => {
    const worker = workerAnswering({ kept: true });
    staffDevice(worker, { controller: true, keptBefore: null });
    const states = statesOf(new ServiceWorkerUpdates());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(worker.asks).toEqual([]);
    expect(states).toEqual(['kept']);
  });

  it('says the app is being saved once staff sign in, until the worker holds their pages too', async () => {
    const worker = workerAnswering({ kept: true });
    const device = staffDevice(worker, { controller: true, keptBefore: null });
    const updates = new ServiceWorkerUpdates();
    const states = statesOf(updates);
    updates.keepForSignedIn(true);
    expect(states).toEqual(['kept', 'keeping']);
    await answered();
    expect(worker.asks).toEqual([{ type: 'KEEP_SIGNED_IN_FILES', for: 'staff' }]);
    expect(states).toEqual(['kept', 'keeping', 'kept']);
    expect(device.stored.get('rollcall.app.signedInFilesKept')).toBe('staff');
  });

  it('asks a signed-in visitor’s worker for what a session loads only, and for the staff pages once the same device is staff’s', async () => {
    const worker = workerAnswering({ kept: true }, { kept: true });
    const device = staffDevice(worker, { controller: true, keptBefore: null });
    const updates = new ServiceWorkerUpdates();
    const states = statesOf(updates);
    updates.keepForSignedIn(false);
    await answered();
    updates.keepForSignedIn(false);
    expect(worker.asks).toEqual([{ type: 'KEEP_SIGNED_IN_FILES', for: 'session' }]);
    expect(device.stored.get('rollcall.app.signedInFilesKept')).toBe('session');
    expect(states).toEqual(['kept', 'keeping', 'kept']);
    // An administrator signs in on that laptop: what the visitor kept does not cover their pages.
    updates.keepForSignedIn(true);
    expect(states.at(-1)).toBe('keeping');
    await answered();
    expect(worker.asks.at(-1)).toEqual({ type: 'KEEP_SIGNED_IN_FILES', for: 'staff' });
    expect(states.at(-1)).toBe('kept');
    expect(device.stored.get('rollcall.app.signedInFilesKept')).toBe('staff');
  });

  it('says saved from the start on a device that kept them before, and corrects it if the worker lost them, asking again once online', async () => {
    const worker = workerAnswering({ kept: false, reason: 'TypeError: Failed to fetch' }, { kept: true });
    // Written by the version that kept every signed-in file at once.
    const device = staffDevice(worker, { controller: true, keptBefore: 'yes' });
    const updates = new ServiceWorkerUpdates();
    const states = statesOf(updates);
    updates.keepForSignedIn(true);
    expect(states).toEqual(['kept']);
    await answered();
    expect(states).toEqual(['kept', 'keeping']);
    expect(device.stored.has('rollcall.app.signedInFilesKept')).toBe(false);
    device.backOnline();
    await answered();
    expect(worker.asks).toHaveLength(2);
    expect(states).toEqual(['kept', 'keeping', 'kept']);
  });

  it('asks again later and later while the worker fails online, not every 30 s', async () => {
    const failure: SignedInFilesAnswer = { kept: false, reason: 'Error: /assets/scanner-page.js answered HTTP 404' };
    const worker = workerAnswering(...Array.from({ length: 10 }, () => failure));
    staffDevice(worker, { controller: true, keptBefore: null });
    new ServiceWorkerUpdates().keepForSignedIn(true);
    const asksAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      await answered();
      return worker.asks.length;
    };
    expect(await asksAfter(0)).toBe(1);
    expect([await asksAfter(29_000), await asksAfter(1_000)]).toEqual([1, 2]);
    expect([await asksAfter(59_000), await asksAfter(1_000)]).toEqual([2, 3]);
    expect([await asksAfter(119_000), await asksAfter(1_000)]).toEqual([3, 4]);
    // Then at most every 16 minutes.
    expect(await asksAfter(60 * 60_000)).toBeLessThanOrEqual(4 + 5);
  });
});
