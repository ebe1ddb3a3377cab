import { fromPromise, setup } from 'xstate';
import { isLocationAnswer } from '../../domain/location/place';

function notProvided(name: string): never {
  throw new Error(`The location machine's "${name}" effect was not provided.`);
}

/**
 * The visitor's location (docs/product.md): once the layout has mounted and the page has settled
 * (`PAGE_SETTLED`: shown, the browser idle), and no location is stored, fetch it once and store
 * the whole answer; a failure is reported and ignored. Final after one try, so a second mount
 * (React StrictMode, a remount) never fetches again.
 */
export const locationMachine = setup({
  types: { events: {} as { type: 'PAGE_SETTLED' } },
  actors: {
    lookUpLocation: fromPromise<unknown>(() => notProvided('lookUpLocation')),
  },
  guards: {
    hasStoredLocation: () => notProvided('hasStoredLocation'),
  },
  actions: {
    storeLocation: (_, _params: { location: unknown }) => notProvided('storeLocation'),
    reportFailure: (_, _params: { error: unknown }) => notProvided('reportFailure'),
  },
}).createMachine({
  id: 'location',
  initial: 'idle',
  states: {
    idle: {
      on: {
        PAGE_SETTLED: [{ guard: 'hasStoredLocation', target: 'known' }, { target: 'fetching' }],
      },
    },
    fetching: {
      invoke: {
        src: 'lookUpLocation',
        onDone: [
          {
            guard: ({ event }) => isLocationAnswer(event.output),
            target: 'known',
            actions: { type: 'storeLocation', params: ({ event }) => ({ location: event.output }) },
          },
          {
            target: 'unavailable',
            actions: {
              type: 'reportFailure',
              params: ({ event }) => ({ error: new Error(`Not a location: ${JSON.stringify(event.output)?.slice(0, 200)}`) }),
            },
          },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    known: { type: 'final' },
    unavailable: { type: 'final' },
  },
});
