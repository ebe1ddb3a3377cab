import type { AppUpdates } from '../../application/ports/app-updates.port';

/**
 * After the page has loaded, how long the worker's registration waits: installing it downloads
 * the whole build, which must not compete with what the page itself still fetches.
 */
const REGISTER_AFTER_LOAD_MS = 3_000;

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
 */
export class ServiceWorkerUpdates implements AppUpdates {
  private waiting = false;
  private readonly listeners = new Set<(waiting: boolean) => void>();
  private readonly takeOver: Promise<((reload?: boolean) => Promise<void>) | null>;

  constructor() {
    this.takeOver =
      'serviceWorker' in navigator
        ? afterLoad()
            .then(() => import('virtual:pwa-register'))
            .then(({ registerSW }) =>
              registerSW({
                immediate: true,
                onNeedRefresh: () => this.set(true),
                onRegisterError: (error: unknown) => console.error('The app could not be kept for use without network:', error),
              }),
            )
        : Promise.resolve(null);
  }

  watch(listener: (waiting: boolean) => void): () => void {
    this.listeners.add(listener);
    listener(this.waiting);
    return () => this.listeners.delete(listener);
  }

  async update(): Promise<void> {
    await (
      await this.takeOver
    )?.(true);
  }

  private set(waiting: boolean): void {
    this.waiting = waiting;
    for (const listener of this.listeners) listener(waiting);
  }
}
