import { describe, expect, it } from 'vitest';
import type { EventDocument } from '../../domain/events/event';
import type { FoundTicket } from '../../domain/registrations/found-ticket';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import { StoreOfflineError } from '../ports/store-errors';
import { CheckInAttendee } from './check-in-attendee.use-case';

const HERE = { id: 'summit', title: 'Summit' } as EventDocument;
const THERE = {
  id: 'gala',
  title: 'Annual Gala',
  startsAt: '2026-12-03T18:00:00.000Z',
  endsAt: '2026-12-03T22:00:00.000Z',
  venue: 'Town Hall',
} as EventDocument;
const GALA_TICKET: FoundTicket = {
  id: 'T'.repeat(20),
  eventId: 'gala',
  name: 'Gil',
  email: 'gil@x.org',
  foundInCollection: 'registrations',
};
const STAFF = { method: 'qr', by: 'staff', device: 'Door 1', onlyOnEventDays: false } as const;
const places: PlaceSource = { storedPlace: () => ({}) };

/** Only what a refusal reads: the ticket, then its event. */
function storeWith(readEvent: () => Promise<EventDocument | null>) {
  const store: Pick<DocumentStore, 'findById' | 'getById'> = {
    findById: (async () => GALA_TICKET) as DocumentStore['findById'],
    getById: (async () => readEvent()) as DocumentStore['getById'],
  };
  // The refusal touches nothing else of the store; the rest of the port is never called.
  return store as DocumentStore;
}

describe('checking in a ticket of another event', () => {
  it('names the event the ticket is for', async () => {
    const attendee = new CheckInAttendee(
      storeWith(async () => THERE),
      { now: () => new Date() },
      places,
    );
    await expect(attendee.checkIn(HERE, { ticketId: GALA_TICKET.id }, STAFF)).resolves.toEqual({
      kind: 'not-registered',
      reason: 'other-event',
      ticket: GALA_TICKET,
      ticketEvent: { title: 'Annual Gala', startsAt: THERE.startsAt, endsAt: THERE.endsAt, venue: 'Town Hall' },
    });
  });

  it.each([
    ['cannot be read (a door without network)', async () => Promise.reject(new StoreOfflineError('offline'))],
    ['was deleted', async () => null],
  ])('still refuses it, without the name, when that event %s', async (_case, readEvent) => {
    const attendee = new CheckInAttendee(storeWith(readEvent), { now: () => new Date() }, places);
    await expect(attendee.checkIn(HERE, { ticketId: GALA_TICKET.id }, STAFF)).resolves.toEqual({
      kind: 'not-registered',
      reason: 'other-event',
      ticket: GALA_TICKET,
    });
  });
});
