import type { EventCatalog, EventTimeline } from '../../application/events/event-catalog.use-case';
import type { LiveResultInfo } from '../../application/ports/document-store.port';
import type { PublicApi } from '../../application/tokens';
import type { EventDocument, EventWithSeats } from '../../domain/events/event';

type Catalog = PublicApi<EventCatalog>;

function noSeatsTaken(_eventId: string, onChange: (taken: number, info: LiveResultInfo) => void) {
  onChange(0, { confirmed: true });
  return () => undefined;
}

/** Never answers: the loading state. */
export const pendingCatalog: Catalog = {
  watchTimeline: () => () => undefined,
  watchSeatsTaken: () => () => undefined,
  findByIdOrSlug: () => new Promise<EventDocument | null>(() => undefined),
};

/** Fails every time: the error state. */
export function failingCatalog(message: string): Catalog & { subscriptions: () => number } {
  let subscriptions = 0;
  return {
    subscriptions: () => subscriptions,
    watchTimeline: (_onChange, onError) => {
      subscriptions += 1;
      onError(new Error(message));
      return () => undefined;
    },
    watchSeatsTaken: (_eventId, _onChange, onError) => {
      onError(new Error(message));
      return () => undefined;
    },
    findByIdOrSlug: () => Promise.reject(new Error(message)),
  };
}

/** Emits what the test pushes, as a live store would after each change (confirmed unless told). */
export function controllableCatalog(): Catalog & { emit: (timeline: EventTimeline, info?: LiveResultInfo) => void } {
  const listeners = new Set<(timeline: EventTimeline, info: LiveResultInfo) => void>();
  return {
    emit: (timeline, info = { confirmed: true }) => listeners.forEach((listener) => listener(timeline, info)),
    watchTimeline: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    watchSeatsTaken: noSeatsTaken,
    findByIdOrSlug: () => Promise.resolve(null),
  };
}

export function sampleEvent(overrides: Partial<EventWithSeats> = {}): EventWithSeats {
  return {
    id: 'sample',
    slug: 'sample',
    title: 'Sample Event',
    summary: 'A sample event.',
    description: 'Longer description.',
    venue: 'Room 1',
    startsAt: '2030-05-01T09:00:00.000Z',
    endsAt: '2030-05-01T17:00:00.000Z',
    capacity: 10,
    registrationOpen: true,
    kind: 'standard',
    seatsTaken: 0,
    ...overrides,
  };
}

/** Shows `event` at once and counts its seats when the test says (`count`), as a server answering late. */
export function lateSeatsCatalog(event: EventWithSeats): Catalog & { count: (taken: number) => void } {
  const listeners = new Set<(taken: number, info: LiveResultInfo) => void>();
  return {
    count: (taken) => listeners.forEach((listener) => listener(taken, { confirmed: true })),
    watchTimeline: () => () => undefined,
    watchSeatsTaken: (_eventId, onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    findByIdOrSlug: () => Promise.resolve(event),
  };
}

/** A catalogue without any event: the empty states of pages that list events. */
export const emptyCatalog: Catalog = {
  watchTimeline: (onChange) => {
    onChange({ upcoming: [], past: [] }, { confirmed: true });
    return () => undefined;
  },
  watchSeatsTaken: noSeatsTaken,
  findByIdOrSlug: () => Promise.resolve(null),
};
