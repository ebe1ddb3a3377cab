import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryAttemptLog } from '../../application/limits/memory-attempt-log';
import { ADMIN_LIST_DEVICE, CheckInAttendee, type CheckInContext } from '../../application/check-in/check-in-attendee.use-case';
import { EventCatalog, type EventTimeline } from '../../application/events/event-catalog.use-case';
import { SubmitFeedback } from '../../application/feedback/submit-feedback.use-case';
import { memoryUnsettledFeedback } from '../../application/ports/unsettled-feedback.port';
import type { DocumentStore, NewDocument } from '../../application/ports/document-store.port';
import { StoreOfflineError } from '../../application/ports/store-errors';
import type { TicketLedger } from '../../application/ports/ticket-ledger.port';
import { RegisterForEvent } from '../../application/registrations/register-for-event.use-case';
import { TicketDesk } from '../../application/registrations/ticket-desk.use-case';
import { CollectionExport } from '../../application/exports/collection-export.use-case';
import { event, recordLiveQuery } from './contract-fixtures';
import type { StoreHarness } from './document-store.contract';

const NOW = new Date('2026-06-10T12:00:00.000Z');
const clock = { now: () => NOW };
const places = { storedPlace: () => ({ country: 'Switzerland', city: 'Geneva' }) };
const SELF: CheckInContext = { method: 'self', by: 'self', device: 'Visitor phone', onlyOnEventDays: true };
const STAFF: CheckInContext = { method: 'qr', by: 'staff-1', device: 'Door laptop 1', onlyOnEventDays: false };
const person = (name: string, email: string) => ({ name, email });

/** Events as an administrator creates them: the event, then its seats (EventAdmin.create). */
export async function createEvent(store: DocumentStore, ledger: TicketLedger, fields: NewDocument<'events'>, id?: string): Promise<string> {
  const created = id ? (await store.createIfAbsent('events', id, fields)).document.id : await store.create('events', fields);
  await ledger.setCapacity({ ...fields, id: created });
  return created;
}

async function seedEvents(store: DocumentStore, ledger: TicketLedger) {
  const today = { startsAt: '2026-06-10T08:00:00.000Z', endsAt: '2026-06-10T18:00:00.000Z' };
  const ids = {
    open: await createEvent(store, ledger, event('open', { ...today, capacity: 2 })),
    single: await createEvent(store, ledger, event('single', { ...today, capacity: 1 })),
    closed: await createEvent(store, ledger, event('closed', { ...today, registrationOpen: false })),
    ended: await createEvent(store, ledger, event('ended', { startsAt: '2026-06-01T08:00:00.000Z', endsAt: '2026-06-01T18:00:00.000Z' })),
    later: await createEvent(
      store,
      ledger,
      event('later', { startsAt: '2026-07-01T08:00:00.000Z', endsAt: '2026-07-01T18:00:00.000Z', capacity: null }),
    ),
  };
  await createEvent(store, ledger, event('highlevel', { ...today, kind: 'highlevel', capacity: 50 }), 'highlevel');
  return ids;
}

/** The visitor use cases, on a real store: the same behaviour on every adapter. */
export function runVisitorUseCases(adapterName: string, open: () => Promise<StoreHarness>): void {
  describe(`${adapterName}: visitor use cases`, () => {
    let harness: StoreHarness;
    let store: DocumentStore;
    let ids: Awaited<ReturnType<typeof seedEvents>>;
    let registration: RegisterForEvent;
    let checkIn: CheckInAttendee;

    beforeEach(async () => {
      harness = await open();
      store = harness.store;
      ids = await seedEvents(store, harness.ledger);
      registration = new RegisterForEvent(store, harness.ledger, clock, places, new MemoryAttemptLog());
      checkIn = new CheckInAttendee(store, clock, places);
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await harness.close();
    });

    describe('registering', () => {
      it('writes the ticket with the stored place, takes a seat and adds the person to the directory', async () => {
        const outcome = await registration.register(ids.open, {
          ...person(' Zoë Ångström ', 'Zoe@Example.org'),
          organisation: '',
          phone: '',
        });
        expect(outcome.kind).toBe('registered');
        const ticketId = outcome.kind === 'registered' ? outcome.ticketId : '';
        await expect(store.getById('registrations', ticketId)).resolves.toEqual({
          id: ticketId,
          eventId: ids.open,
          name: 'Zoë Ångström',
          email: 'zoe@example.org',
          country: 'Switzerland',
          city: 'Geneva',
          createdAt: NOW.toISOString(),
        });
        await expect(harness.ledger.seatsTaken(ids.open)).resolves.toBe(1);
        expect((await store.whereEquals('users', 'email', 'zoe@example.org')).map((user) => user.name)).toEqual(['Zoë Ångström']);
      });

      it('adds the person to the directory as they typed it, and nothing a store keeps for itself, on every read and in its download', async () => {
        await registration.register(ids.open, person('Ada', 'Ada@Example.org'));
        const [entry] = await store.whereEquals('users', 'email', 'ada@example.org');
        const asTyped = {
          id: entry?.id,
          name: 'Ada',
          email: 'ada@example.org',
          createdAt: NOW.toISOString(),
          source: 'registration',
          country: 'Switzerland',
          city: 'Geneva',
        };
        expect(entry).toStrictEqual(asTyped);
        await expect(store.getById('users', asTyped.id ?? '')).resolves.toStrictEqual(asTyped);
        await expect(store.listAll('users')).resolves.toStrictEqual([asTyped]);
        await expect(store.findByEmail('ada@example.org', ['users'])).resolves.toStrictEqual({ ...asTyped, foundInCollection: 'users' });
        const live = recordLiveQuery(store, 'users', {});
        await expect(live.until((documents) => documents.length === 1)).resolves.toStrictEqual([asTyped]);
        live.unsubscribe();
        const files: string[] = [];
        await new CollectionExport(store, { save: (_name, parts) => files.push(parts.join('')) }).downloadCsv('users', { header: true });
        expect(files[0]?.split('\r\n')[0]).toBe('\uFEFFid,city,country,createdAt,email,name,source');
      });

      it('never gives the same e-mail a second ticket for the same event', async () => {
        await registration.register(ids.open, person('Ada', 'ada@example.org'));
        await expect(registration.register(ids.open, person('Ada again', ' ADA@example.org'))).resolves.toEqual({
          kind: 'already-registered',
        });
        expect(await store.whereEquals('registrations', 'email', 'ada@example.org')).toHaveLength(1);
        await expect(harness.ledger.seatsTaken(ids.open)).resolves.toBe(1);
        expect(await store.whereEquals('users', 'email', 'ada@example.org')).toHaveLength(1);
      });

      it('puts a returning visitor in the directory once: a ticket for each event, one person', async () => {
        await registration.register(ids.open, person('Ada', 'ada@example.org'));
        await expect(registration.register(ids.later, person('Ada L.', 'ADA@example.org'))).resolves.toMatchObject({ kind: 'registered' });
        expect(await store.whereEquals('registrations', 'email', 'ada@example.org')).toHaveLength(2);
        expect(await store.whereEquals('users', 'email', 'ada@example.org')).toHaveLength(1);
      });

      it('stands when its e-mail could not be written after the ticket, and says so rather than failing', async () => {
        // The network lost between the ticket's write and its e-mail's.
        const unwritten = new StoreOfflineError('write the ticket’s e-mail');
        const registering = new RegisterForEvent(store, harness.ledger, clock, places, new MemoryAttemptLog(), {
          ticket: () => Promise.reject(unwritten),
        });
        const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const outcome = await registering.register(ids.open, person('Ada', 'ada@example.org'));
        expect(outcome).toMatchObject({ kind: 'registered', email: { written: false, failure: unwritten } });
        const ticketId = outcome.kind === 'registered' ? outcome.ticketId : '';
        expect((await store.whereEquals('registrations', 'email', 'ada@example.org')).map((ticket) => ticket.id)).toEqual([ticketId]);
        await expect(harness.ledger.seatsTaken(ids.open)).resolves.toBe(1);
        expect(reported.mock.calls.flat().join(' ')).toContain(ticketId);
      });

      it('refuses invalid input, saying which fields, and writes nothing', async () => {
        const outcome = await registration.register(ids.open, person('', 'not-an-email'));
        expect(outcome).toEqual({
          kind: 'invalid',
          errors: { name: 'Enter your name.', email: 'Enter an e-mail address like name@example.org.' },
        });
        expect(await store.listAll('registrations')).toEqual([]);
        expect(await store.listAll('users')).toEqual([]);
      });

      it('refuses a closed, an ended, a full and an unknown event', async () => {
        await expect(registration.register(ids.closed, person('A', 'a@x.org'))).resolves.toEqual({ kind: 'closed' });
        await expect(registration.register(ids.ended, person('A', 'a@x.org'))).resolves.toEqual({ kind: 'ended' });
        await registration.register(ids.single, person('A', 'a@x.org'));
        await expect(registration.register(ids.single, person('B', 'b@x.org'))).resolves.toEqual({ kind: 'full' });
        await expect(registration.register('no-such-event', person('A', 'a@x.org'))).resolves.toEqual({ kind: 'unknown-event' });
        expect(await store.listAll('registrations')).toHaveLength(1);
      });

      it('puts a highlevel registration in its register, with its own fields', async () => {
        const outcome = await registration.register('highlevel', {
          ...person('H.E. Kwame Mensah', 'kwame@mission.example'),
          position: 'Ambassador',
          organisation: 'Permanent Mission',
          delegation: 'Ghana',
          phone: '+41 22 000 00 00',
        });
        const ticketId = outcome.kind === 'registered' ? outcome.ticketId : '';
        expect(await store.getById('highlevelRegister', ticketId)).toMatchObject({
          position: 'Ambassador',
          delegation: 'Ghana',
          eventId: 'highlevel',
        });
      });

      it('holds the capacity when two people take the last seat at the same moment', async () => {
        const other = new RegisterForEvent(harness.otherClient, harness.otherLedger, clock, places, new MemoryAttemptLog());
        const outcomes = await Promise.all([
          registration.register(ids.single, person('First', 'first@x.org')),
          other.register(ids.single, person('Second', 'second@x.org')),
        ]);
        expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['full', 'registered']);
        expect(await store.whereEquals('registrations', 'eventId', ids.single)).toHaveLength(1);
        await expect(harness.ledger.seatsTaken(ids.single)).resolves.toBe(1);
      }, 60_000);

      it('gives one ticket when the same e-mail registers twice at the same moment', async () => {
        const other = new RegisterForEvent(harness.otherClient, harness.otherLedger, clock, places, new MemoryAttemptLog());
        const outcomes = await Promise.all([
          registration.register(ids.open, person('Twice', 'twice@x.org')),
          other.register(ids.open, person('Twice', 'twice@x.org')),
        ]);
        expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['already-registered', 'registered']);
        expect(await store.whereEquals('registrations', 'email', 'twice@x.org')).toHaveLength(1);
      }, 60_000);

      it('refuses a sixth registration from one browser within ten minutes, saying when to retry', async () => {
        const time = { now: () => NOW };
        const browser = new RegisterForEvent(store, harness.ledger, time, places, new MemoryAttemptLog());
        for (let index = 0; index < 5; index += 1) {
          expect((await browser.register(ids.later, person(`Guest ${index}`, `guest${index}@x.org`))).kind).toBe('registered');
        }
        await expect(browser.register(ids.later, person('Sixth', 'sixth@x.org'))).resolves.toEqual({
          kind: 'too-many',
          retryAt: '2026-06-10T12:10:00.000Z',
        });
        expect(await store.whereEquals('registrations', 'email', 'sixth@x.org')).toEqual([]);
        await expect(browser.register(ids.later, { name: '', email: 'x' })).resolves.toMatchObject({ kind: 'invalid' });
        time.now = () => new Date('2026-06-10T12:10:00.001Z');
        expect((await browser.register(ids.later, person('Sixth', 'sixth@x.org'))).kind).toBe('registered');
      });

      it('lets a signed-in administrator register people at the desk past the browser’s limit; the event’s own rules still apply', async () => {
        const desk = new RegisterForEvent(store, harness.ledger, clock, places, new MemoryAttemptLog());
        for (let index = 0; index < 7; index += 1) {
          const outcome = await desk.register(ids.later, person(`Desk ${index}`, `desk${index}@x.org`), { signedInAdmin: true });
          expect(outcome.kind).toBe('registered');
        }
        await expect(desk.register(ids.closed, person('Closed', 'closed@x.org'), { signedInAdmin: true })).resolves.toEqual({
          kind: 'closed',
        });
        // The same browser signed out is limited from what it registered as a visitor only.
        expect((await desk.register(ids.later, person('Visitor', 'visitor@x.org'))).kind).toBe('registered');
      });
    });

    describe('tickets', () => {
      it('shows a ticket only with its own event', async () => {
        const outcome = await registration.register(ids.open, person('Ada', 'ada@x.org'));
        const ticketId = outcome.kind === 'registered' ? outcome.ticketId : '';
        const desk = new TicketDesk(store);
        await expect(desk.ticket(ids.open, ticketId)).resolves.toMatchObject({ ticketId, name: 'Ada', collection: 'registrations' });
        await expect(desk.ticket(ids.later, ticketId)).resolves.toBeNull();
        await expect(desk.ticket(ids.open, 'AAAAAAAAAAAAAAAAAAAA')).resolves.toBeNull();
      });

      it('lists the tickets of an e-mail across every register, soonest first', async () => {
        await registration.register(ids.later, person('Ada', 'ada@x.org'));
        await registration.register(ids.open, person('Ada', 'ada@x.org'));
        await registration.register(ids.open, person('Bob', 'bob@x.org'));
        const tickets = await new TicketDesk(store).ticketsOf('ADA@x.org');
        expect(tickets.map((ticket) => ticket.event.slug)).toEqual(['open', 'later']);
      });
    });

    describe('checking in', () => {
      async function storedEvent(eventId: string) {
        const found = await store.getById('events', eventId);
        if (!found) throw new Error(`event ${eventId} is missing`);
        return found;
      }

      async function ticketFor(eventId: string, email: string) {
        const outcome = await registration.register(eventId, person(email.split('@')[0] ?? email, email));
        if (outcome.kind !== 'registered') throw new Error(`could not register: ${outcome.kind}`);
        return outcome.ticketId;
      }

      it('checks a ticket in once under {eventId}_{ticketId}; the second try says when and where', async () => {
        const ticketId = await ticketFor(ids.open, 'ada@x.org');
        const openEvent = await storedEvent(ids.open);
        const first = await checkIn.checkIn(openEvent, { ticketId }, SELF);
        expect(first).toMatchObject({
          kind: 'checked-in',
          checkIn: { id: `${ids.open}_${ticketId}`, at: NOW.toISOString(), by: 'self', country: 'Switzerland' },
        });
        const second = await checkIn.checkIn(openEvent, { ticketId }, STAFF);
        expect(second).toMatchObject({ kind: 'already-checked-in', checkIn: { at: NOW.toISOString(), device: 'Visitor phone' } });
        expect(await store.listAll('checkins')).toHaveLength(1);
      });

      it('checks in by e-mail too', async () => {
        await ticketFor(ids.open, 'bob@x.org');
        const openEvent = await storedEvent(ids.open);
        await expect(checkIn.checkIn(openEvent, { email: ' BOB@x.org ' }, SELF)).resolves.toMatchObject({ kind: 'checked-in' });
        await expect(checkIn.checkIn(openEvent, { email: 'nobody@x.org' }, SELF)).resolves.toEqual({
          kind: 'not-registered',
          reason: 'no-ticket-for-email',
        });
      });

      it('refuses a ticket of another event (naming it), an unknown ticket and a cancelled one', async () => {
        const laterTicket = await ticketFor(ids.later, 'ada@x.org');
        const cancelled = await ticketFor(ids.open, 'cancelled@x.org');
        await store.update('registrations', cancelled, { cancelledAt: NOW.toISOString() });
        const openEvent = await storedEvent(ids.open);
        const laterEvent = await storedEvent(ids.later);
        await expect(checkIn.checkIn(openEvent, { ticketId: laterTicket }, STAFF)).resolves.toMatchObject({
          kind: 'not-registered',
          reason: 'other-event',
          ticketEvent: { title: laterEvent.title, startsAt: laterEvent.startsAt, endsAt: laterEvent.endsAt, venue: laterEvent.venue },
        });
        await expect(checkIn.checkIn(openEvent, { ticketId: 'AAAAAAAAAAAAAAAAAAAA' }, STAFF)).resolves.toEqual({ kind: 'unknown-ticket' });
        await expect(checkIn.checkIn(openEvent, { ticketId: cancelled }, STAFF)).resolves.toMatchObject({
          kind: 'not-registered',
          reason: 'cancelled',
        });
        expect(await store.listAll('checkins')).toEqual([]);
      });

      it('opens self check-in on the event day only; staff may admit at any time', async () => {
        const ticketId = await ticketFor(ids.later, 'early@x.org');
        const laterEvent = await storedEvent(ids.later);
        await expect(checkIn.checkIn(laterEvent, { ticketId }, SELF)).resolves.toMatchObject({ kind: 'closed' });
        await expect(checkIn.checkIn(laterEvent, { ticketId }, STAFF)).resolves.toMatchObject({ kind: 'checked-in' });
      });

      it('admits from an admin list on any day, named as the list, and says when the event is gone', async () => {
        const ticketId = await ticketFor(ids.later, 'desk@x.org');
        const outcome = await checkIn.admitFromList(ids.later, ticketId, 'admin-uid');
        expect(outcome).toMatchObject({ kind: 'checked-in', checkIn: { method: 'manual', by: 'admin-uid', device: ADMIN_LIST_DEVICE } });
        await expect(checkIn.admitFromList(ids.later, ticketId, 'admin-uid')).resolves.toMatchObject({ kind: 'already-checked-in' });
        await expect(checkIn.admitFromList('deleted-event', ticketId, 'admin-uid')).resolves.toEqual({ kind: 'event-gone' });
      });

      it('admits once when two devices check the same ticket in at the same moment', async () => {
        const ticketId = await ticketFor(ids.open, 'rush@x.org');
        const openEvent = await storedEvent(ids.open);
        const otherDevice = new CheckInAttendee(harness.otherClient, clock, places);
        const outcomes = await Promise.all([
          checkIn.checkIn(openEvent, { ticketId }, STAFF),
          otherDevice.checkIn(openEvent, { ticketId }, STAFF),
        ]);
        expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['already-checked-in', 'checked-in']);
        expect(await store.listAll('checkins')).toHaveLength(1);
      }, 60_000);
    });

    describe('the timeline', () => {
      it('shows the events that ended long ago, read once, beside the others, which it follows', async () => {
        const catalog = new EventCatalog(store, harness.ledger, clock);
        let latest: EventTimeline | null = null;
        const errors: string[] = [];
        const stop = catalog.watchTimeline(
          (timeline) => void (latest = timeline),
          (error) => void errors.push(error.message),
        );
        const ids = () => ({
          upcoming: latest?.upcoming.map((listed) => listed.slug).sort(),
          past: latest?.past.map((listed) => listed.slug),
          errors,
        });
        const today = ['closed', 'highlevel', 'later', 'open', 'single'];
        await expect.poll(ids, { timeout: 20_000 }).toEqual({ upcoming: today, past: ['ended'], errors: [] });
        // Another device adds an event: it shows without reloading, and the past stays.
        await createEvent(
          harness.otherClient,
          harness.otherLedger,
          event('added', { startsAt: '2026-06-20T08:00:00.000Z', endsAt: '2026-06-20T18:00:00.000Z' }),
        );
        await expect.poll(ids, { timeout: 20_000 }).toEqual({ upcoming: [...today, 'added'].sort(), past: ['ended'], errors: [] });
        stop();
      }, 60_000);
    });

    describe('feedback', () => {
      it('stores general and event feedback with the stored place', async () => {
        const feedback = new SubmitFeedback(store, clock, places, new MemoryAttemptLog());
        await expect(feedback.submit('', { rating: '5', comment: 'Lovely', name: '', email: '' })).resolves.toEqual({ kind: 'sent' });
        await expect(feedback.submit(ids.open, { rating: 3 })).resolves.toEqual({ kind: 'sent' });
        const stored = await store.list('feedback', { orderBy: [{ field: 'rating' }] });
        expect(stored.map((item) => [item.eventId, item.rating, item.comment, item.city])).toEqual([
          [ids.open, 3, '', 'Geneva'],
          ['', 5, 'Lovely', 'Geneva'],
        ]);
      });

      it('stores once the same form sent again after an answer that was lost, and a changed form as new feedback', async () => {
        let answers = 0;
        const answerLostOnce: DocumentStore = Object.create(store, {
          createIfAbsent: {
            value: async (...args: Parameters<DocumentStore['createIfAbsent']>) => {
              const written = await store.createIfAbsent(...args);
              answers += 1;
              if (answers === 1) throw new StoreOfflineError('Error creating document:');
              return written;
            },
          },
        });
        const feedback = new SubmitFeedback(answerLostOnce, clock, places, new MemoryAttemptLog());
        await expect(feedback.submit(ids.open, { rating: 2, comment: 'Cold room' })).rejects.toBeInstanceOf(StoreOfflineError);
        await expect(feedback.submit(ids.open, { rating: 2, comment: 'Cold room' })).resolves.toEqual({ kind: 'sent' });
        await expect(feedback.submit(ids.open, { rating: 2, comment: 'Cold room, warm people' })).resolves.toEqual({ kind: 'sent' });
        const stored = await store.listAll('feedback');
        expect(stored.map((item) => item.comment).sort()).toEqual(['Cold room', 'Cold room, warm people']);
      });

      it('stores once the same form sent again from the page reloaded after an answer that was lost', async () => {
        const answerLost: DocumentStore = Object.create(store, {
          createIfAbsent: {
            value: async (...args: Parameters<DocumentStore['createIfAbsent']>) => {
              await store.createIfAbsent(...args);
              throw new StoreOfflineError('Error creating document:');
            },
          },
        });
        // The tab's session storage outlives the page; each page has its own use case.
        const tab = memoryUnsettledFeedback();
        const pageBefore = new SubmitFeedback(answerLost, clock, places, new MemoryAttemptLog(), tab);
        await expect(pageBefore.submit(ids.open, { rating: 4, comment: 'Loud' })).rejects.toBeInstanceOf(StoreOfflineError);
        const reloaded = new SubmitFeedback(store, clock, places, new MemoryAttemptLog(), tab);
        await expect(reloaded.submit(ids.open, { rating: 4, comment: 'Loud' })).resolves.toEqual({ kind: 'sent' });
        expect((await store.listAll('feedback')).map((item) => item.comment)).toEqual(['Loud']);
      });

      it('refuses a sixth feedback from one browser within ten minutes', async () => {
        const feedback = new SubmitFeedback(store, clock, places, new MemoryAttemptLog());
        for (let index = 0; index < 5; index += 1) await feedback.submit('', { rating: 5 });
        await expect(feedback.submit('', { rating: 1, comment: 'Spam' })).resolves.toMatchObject({ kind: 'too-many' });
        expect(await store.listAll('feedback')).toHaveLength(5);
      });

      it('refuses an unknown event, one not started yet, and a bad rating, writing nothing', async () => {
        const feedback = new SubmitFeedback(store, clock, places, new MemoryAttemptLog());
        await expect(feedback.submit('nope', { rating: 4 })).resolves.toEqual({ kind: 'unknown-event' });
        await expect(feedback.submit(ids.later, { rating: 4 })).resolves.toEqual({ kind: 'not-started' });
        await expect(feedback.submit('', { rating: 9 })).resolves.toEqual({
          kind: 'invalid',
          errors: { rating: 'Choose a rating from 1 to 5 stars.' },
        });
        expect(await store.listAll('feedback')).toEqual([]);
      });
    });
  });
}
