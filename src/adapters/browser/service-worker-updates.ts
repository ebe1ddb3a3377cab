import type { AppOnDevice, AppUpdates } from '../../application/ports/app-updates.port';
import { SignedInFilesKeeper } from './signed-in-files-keeper';

/**
 * After the page has loaded, how long the worker's registration waits: installing it downloads
 * the whole build, which must not compete with what the page itself still fetches.
 */
const REGISTER_AFTER_LOAD_MS = 3_000;

/** The worker's address: config/app-pwa.ts builds `service-worker/…/sw.ts` as `/sw.js`, which the helper registers. */
const WORKER_SCRIPT = '/sw.js';

/** How often a registration the network cut short is made again while the browser says it is online. */
const REGISTER_RETRY_MS = 30_000;

const afterLoad = () =>
  new Promise<void>((resolve) => {
    const later = () => setTimeout(resolve, REGISTER_AFTER_LOAD_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });

/**
 * Registers the app's service worker (config/app-pwa.ts) with vite-plugin-pwa's helper, loaded
 * a moment after the page has loaded, and offers a waiting version rather than reloading into
 * it: a door in the middle of a scan session chooses its moment.
 *
 * A first registration cut short by the network (a door opened at the venue whose network goes
 * while the helper or the build downloads) leaves no worker, and the browser does not try again:
 * the app would not open without network, whatever the door's list says. It is made again once
 * the browser is back online, and every `REGISTER_RETRY_MS` while it is online, until a worker
 * is active. Until then the app is `keeping` (the door says so: a reload would need the network).
 * Once somebody signed in, it is `kept` only when the worker holds their pages too
 * (signed-in-files-keeper.ts).
 */
export class ServiceWorkerUpdates implements AppUpdates {
  private waiting = false;
  private readonly listeners = new Set<(waiting: boolean) => void>();
  private takeOver: ((reload?: boolean) => Promise<void>) | null = null;
  private onDevice: AppOnDevice = 'keeping';
  private readonly onDeviceListeners = new Set<(state: AppOnDevice) => void>();
  private readonly signedInFiles = new SignedInFilesKeeper(() => this.tellOnDevice());
  /** What the listeners were last told. */
  private told: AppOnDevice | null = null;

  constructor() {
    // Browsers without service workers here: an insecure origin (a door opened at http://10.0.0.5).
    if (!('serviceWorker' in navigator)) {
      this.onDevice = 'impossible';
      return;
    }
    // A page a worker controls was served by it: the app is saved (no "Saving…" on every reload).
    if (navigator.serviceWorker.controller) this.onDevice = 'kept';
    // Resolves once a worker whose install (the whole build, precached) has succeeded controls this scope.
    else void navigator.serviceWorker.ready.then(() => this.setOnDevice('kept'));
    void afterLoad().then(() => this.keepRegistered());
  }

  watchOnDevice(listener: (state: AppOnDevice) => void): () => void {
    this.onDeviceListeners.add(listener);
    this.told = this.shownOnDevice;
    listener(this.told);
    return () => this.onDeviceListeners.delete(listener);
  }

  watch(listener: (waiting: boolean) => void): () => void {
    this.listeners.add(listener);
    listener(this.waiting);
    return () => this.listeners.delete(listener);
  }

  keepForSignedIn(forStaff: boolean): void {
    if (this.onDevice !== 'impossible') this.signedInFiles.keep(forStaff);
  }

  async update(): Promise<void> {
    await this.takeOver?.(true);
  }

  private async register(): Promise<void> {
    const { registerSW } = await import('virtual:pwa-register');
    this.takeOver = registerSW({ immediate: true, onNeedRefresh: () => this.set(true), onRegisterError: this.notKept });
  }

  private keepRegistered(): void {
    const registerIfNone = async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration?.active) return this.stopRetrying();
      if (registration?.installing || registration?.waiting || !navigator.onLine) return;
      // The platform's own call: the helper's modules may be what the outage cut short, and a
      // browser does not fetch again a module whose import failed.
      await navigator.serviceWorker.register(WORKER_SCRIPT, { scope: '/' });
    };
    const attempt = () => void registerIfNone().catch(this.notKept);
    const timer = setInterval(attempt, REGISTER_RETRY_MS);
    window.addEventListener('online', attempt);
    this.stopRetrying = () => {
      clearInterval(timer);
      window.removeEventListener('online', attempt);
    };
    void this.register().catch(this.notKept);
  }

  private stopRetrying: () => void = () => undefined;

  private readonly notKept = (error: unknown) => {
    console.error('The app could not be kept for use without network:', error);
    // Firefox's private windows refuse every registration: trying again changes nothing.
    if (error instanceof DOMException && error.name === 'SecurityError') {
      this.stopRetrying();
      this.setOnDevice('impossible');
    }
  };

  private get shownOnDevice(): AppOnDevice {
    return this.onDevice === 'kept' && this.signedInFiles.state === 'keeping' ? 'keeping' : this.onDevice;
  }

  private setOnDevice(state: AppOnDevice): void {
    this.onDevice = state;
    this.tellOnDevice();
  }

  /** Listeners hear of a change only: the keeper's first "kept" on a device that kept them before is none. */
  private tellOnDevice(): void {
    const shown = this.shownOnDevice;
    if (shown === this.told) return;
    this.told = shown;
    for (const listener of this.onDeviceListeners) listener(shown);
  }

  private set(waiting: boolean): void {
    this.waiting = waiting;
    for (const listener of this.listeners) listener(waiting);
  }
}
