import type { LocationLookup } from '../../application/ports/location-lookup.port';

/** GET on the IP-geolocation URL (VITE_GEOLOCATION_URL); anything but JSON is a failure. */
export class FetchLocationLookup implements LocationLookup {
  /** `beforeFetch`: what must be ready first (offline mode: the service worker that answers). */
  constructor(
    private readonly url: string,
    private readonly beforeFetch: () => Promise<void> = () => Promise.resolve(),
  ) {}

  async lookUp(signal: AbortSignal): Promise<unknown> {
    await this.beforeFetch();
    const response = await fetch(this.url, { signal, headers: { Accept: 'application/json' }, credentials: 'omit' });
    if (!response.ok) throw new Error(`The location service answered ${response.status} ${response.statusText}.`);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new Error('The location service answered something that is not JSON.');
    }
  }
}
