import { describe, expect, it } from 'vitest';
import type { KeptPlace } from '../../application/ports/kept-places.port';
import type { EventDocument } from '../../domain/events/event';
import { memoryStorage } from '../../../tests/support/memory-storage';
import { KEPT_PLACES_KEY, KEPT_PLACES_LIMIT, LocalStorageKeptPlaces } from './local-storage-kept-places';

const GALA = { id: 'gala', slug: 'gala', title: 'Gala', capacity: 100 } as Partial<EventDocument> as EventDocument;
const place = (entryId: string, waitingAhead = 2): KeptPlace => ({
  entry: { id: entryId, eventId: 'gala', position: 4, name: 'Farid First', email: 'farid@example.org', fields: {}, joinedAt: '' },
  place: { eventId: 'gala', position: 4, joinedAt: '2026-12-01T09:00:00.000Z', state: 'waiting' },
  waitingAhead,
  event: GALA,
  keptAt: '2026-12-01T09:30:00.000Z',
});

describe('LocalStorageKeptPlaces', () => {
  it('gives back a kept place on the next page of the device, as last kept, and forgets one', () => {
    const storage = memoryStorage();
    const first = new LocalStorageKeptPlaces(storage);
    first.keep(place('E1', 5));
    first.keep(place('E2'));
    first.keep(place('E1', 1));
    const nextPage = new LocalStorageKeptPlaces(storage);
    expect(nextPage.place('E1')).toEqual(place('E1', 1));
    expect(nextPage.place('E3')).toBeNull();
    nextPage.forget('E1');
    expect(new LocalStorageKeptPlaces(storage).place('E1')).toBeNull();
    expect(new LocalStorageKeptPlaces(storage).place('E2')).toEqual(place('E2'));
  });

  it(`keeps the ${KEPT_PLACES_LIMIT} last kept, and reads what it cannot use as nothing kept`, () => {
    const storage = memoryStorage();
    const kept = new LocalStorageKeptPlaces(storage);
    for (let index = 0; index <= KEPT_PLACES_LIMIT; index += 1) kept.keep(place(`E${index}`));
    expect(kept.place('E0')).toBeNull();
    expect(kept.place(`E${KEPT_PLACES_LIMIT}`)).not.toBeNull();
    storage.setItem(KEPT_PLACES_KEY, '{"cut short');
    expect(kept.place('E1')).toBeNull();
    storage.setItem(KEPT_PLACES_KEY, JSON.stringify([{ entry: { id: 'E1' } }]));
    expect(kept.place('E1')).toBeNull();
  });

  it('keeps nothing, and fails nothing, where storage is refused', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const kept = new LocalStorageKeptPlaces(refusing);
    expect(() => kept.keep(place('E1'))).not.toThrow();
    expect(kept.place('E1')).toBeNull();
    expect(new LocalStorageKeptPlaces(null).place('E1')).toBeNull();
  });
});
