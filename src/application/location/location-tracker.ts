import { createActor, fromPromise } from 'xstate';
import { placeFromLocation, type Place } from '../../domain/location/place';
import type { CookieJar } from '../ports/cookie-jar.port';
import type { LocationLookup } from '../ports/location-lookup.port';
import { LOCATION_COOKIE } from '../session/cookies';
import { locationMachine } from './location.machine';

export function provideLocationEffects(lookup: LocationLookup, cookies: CookieJar) {
  return locationMachine.provide({
    actors: { lookUpLocation: fromPromise<unknown>(({ signal }) => lookup.lookUp(signal)) },
    guards: { hasStoredLocation: () => cookies.read(LOCATION_COOKIE.name) !== undefined },
    actions: {
      storeLocation: (_, { location }) => cookies.write(LOCATION_COOKIE.name, JSON.stringify(location), { days: LOCATION_COOKIE.days }),
      reportFailure: (_, { error }) => console.error('Error fetching location:', error),
    },
  });
}

/**
 * One location machine for the whole app, outside React's lifecycle: remounting the layout
 * (StrictMode does it on purpose) says the page settled again, and the machine ignores it.
 */
export class LocationTracker {
  private readonly actor;

  constructor(
    lookup: LocationLookup,
    private readonly cookies: CookieJar,
  ) {
    this.actor = createActor(provideLocationEffects(lookup, cookies)).start();
  }

  /** The page has shown and the browser is idle: the moment to look the location up, if unknown. */
  pageSettled(): void {
    this.actor.send({ type: 'PAGE_SETTLED' });
  }

  state(): 'idle' | 'fetching' | 'known' | 'unavailable' {
    return this.actor.getSnapshot().value;
  }

  /** Country and city of the stored location, for registrations, check-ins and feedback. */
  storedPlace(): Place {
    const text = this.cookies.read(LOCATION_COOKIE.name);
    if (!text) return {};
    try {
      return placeFromLocation(JSON.parse(text));
    } catch {
      return {};
    }
  }
}
