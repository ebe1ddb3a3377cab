import {
  collection,
  disableNetwork,
  enableNetwork,
  getDocsFromServer,
  query,
  waitForPendingWrites,
  where,
  type EmulatorMockTokenOptions,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { ResendTicket } from '../../src/application/admin/resend-ticket.use-case';
import { CheckInLog } from '../../src/application/admin/check-in-log.use-case';
import { DuplicateCleanup } from '../../src/application/admin/duplicate-cleanup.use-case';
import { FirestoreDocumentStore } from '../../src/adapters/firestore/firestore-document-store';
import { DEFAULT_RELISTEN } from '../../src/adapters/firestore/listen-until-confirmed';
import { personIdFor } from '../../src/adapters/firestore/person-ids';
import { EventAdmin } from '../../src/application/admin/event-admin.use-case';
import { ImportPeople } from '../../src/application/admin/import-people.use-case';
import { CheckInAttendee, type CheckInContext } from '../../src/application/check-in/check-in-attendee.use-case';
import { CollectionExport } from '../../src/application/exports/collection-export.use-case';
import { SubmitFeedback } from '../../src/application/feedback/submit-feedback.use-case';
import { MemoryAttemptLog } from '../../src/application/limits/memory-attempt-log';
import { systemClock } from '../../src/application/ports/clock.port';
import type { DocumentStore } from '../../src/application/ports/document-store.port';
import { StoreOfflineError, StorePermissionError } from '../../src/application/ports/store-errors';
import { RegisterForEvent } from '../../src/application/registrations/register-for-event.use-case';
import { TicketDesk } from '../../src/application/registrations/ticket-desk.use-case';
import { Messenger } from '../../src/application/messages/messenger';
import { WaitingListDesk } from '../../src/application/waiting-list/waiting-list-desk.use-case';
import { qrcodeImages } from '../../src/adapters/browser/qrcode-images';
import { guessMapping } from '../../src/domain/people/import-mapping';
import { event, parsedTable } from '../../src/adapters/contracts/contract-fixtures';
import { createEvent } from '../../src/adapters/contracts/visitor-use-cases.contract';
import { clearFirestore, loadSecurityRules } from '../../scripts/emulators/security-rules';
import { openDevice, quietFirestore, type Device } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');
const HOUR = 3_600_000;
const VERA = 'vera@example.org';
const places = { storedPlace: () => ({ country: 'Switzerland', city: 'Geneva' }) };
const SELF: CheckInContext = { method: 'self', by: 'self', device: 'Visitor phone', onlyOnEventDays: true };
const staff = (device: string): CheckInContext => ({ method: 'qr', by: 'staff-1', device, onlyOnEventDays: false });
const noReader = { read: () => Promise.reject(new Error('not used')) };

const USERS: Record<string, EmulatorMockTokenOptions | null> = {
  anonymous: null,
  visitor: { sub: 'vera', email: VERA, email_verified: true },
  unverified: { sub: 'mallory', email: VERA, email_verified: false },
  admin: { sub: 'staff-1', email: 'admin@example.org', email_verified: true, admin: true },
};
type Who = keyof typeof USERS;

const table = (rows: Array<Record<string, unknown>>) => parsedTable(rows, 'csv');

const people = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${index}`,
    email: `${prefix}${index}@example.org`,
    createdAt: new Date().toISOString(),
  }));

/** The app's own use cases and Firestore adapter, as each role runs them, with firestore.rules in force. */
describe('the use cases on the emulator with firestore.rules', () => {
  let projectId: string;
  let devices: Device[];
  let eventIds: { today: string; single: string };

  function device(who: Who, name: string = who): Device {
    const opened = openDevice(emulatorHost, projectId, `${name}-${devices.length}`, USERS[who] ?? null);
    devices.push(opened);
    return opened;
  }
  const storeOf = (who: Who): DocumentStore => device(who).store;
  const registrationBy = (who: Who) => {
    const opened = device(who);
    return new RegisterForEvent(opened.store, opened.ledger, systemClock, places, new MemoryAttemptLog());
  };
  const seatsTaken = (eventId: string) => device('anonymous').ledger.seatsTaken(eventId);
  const eventOf = async (id: string) => {
    const found = await storeOf('anonymous').getById('events', id);
    if (!found) throw new Error(`No event ${id}`);
    return found;
  };

  beforeEach(async () => {
    projectId = `demo-secured-${crypto.randomUUID().slice(0, 8)}`;
    devices = [];
    await loadSecurityRules(emulatorHost, projectId);
    const admin = device('admin');
    const today = { startsAt: new Date(Date.now() - HOUR).toISOString(), endsAt: new Date(Date.now() + 5 * HOUR).toISOString() };
    eventIds = {
      today: await createEvent(admin.store, admin.ledger, event('today', { ...today, capacity: 10 })),
      single: await createEvent(admin.store, admin.ledger, event('single', { ...today, capacity: 1 })),
    };
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(devices.map((opened) => opened.close()));
    await clearFirestore(emulatorHost, projectId);
  });

  describe('visitors', () => {
    it('a signed-out visitor registers: ticket, key, seat and directory entry are all written', async () => {
      const outcome = await registrationBy('anonymous').register(eventIds.today, {
        name: 'Ada Lovelace',
        email: 'Ada@Example.org',
        organisation: 'ACME',
      });
      expect(outcome.kind).toBe('registered');
      const ticketId = outcome.kind === 'registered' ? outcome.ticketId : '';
      const admin = storeOf('admin');
      await expect(admin.getById('registrations', ticketId)).resolves.toMatchObject({ email: 'ada@example.org', country: 'Switzerland' });
      await expect(seatsTaken(eventIds.today)).resolves.toBe(1);
      await expect(admin.whereEquals('users', 'email', 'ada@example.org')).resolves.toMatchObject([
        { source: 'registration', id: await personIdFor('ada@example.org') },
      ]);
      await expect(registrationBy('visitor').register(eventIds.today, { name: 'Ada', email: 'ada@example.org' })).resolves.toEqual({
        kind: 'already-registered',
      });
    });

    it('the same e-mail again is "already registered", signed out (the key is unreadable) or signed in', async () => {
      await registrationBy('anonymous').register(eventIds.today, { name: 'Ada', email: 'ada@example.org' });
      await expect(registrationBy('anonymous').register(eventIds.today, { name: 'Ada again', email: 'ada@example.org' })).resolves.toEqual({
        kind: 'already-registered',
      });
      await registrationBy('visitor').register(eventIds.today, { name: 'Vera', email: VERA });
      await expect(registrationBy('visitor').register(eventIds.today, { name: 'Vera', email: VERA })).resolves.toEqual({
        kind: 'already-registered',
      });
      await expect(seatsTaken(eventIds.today)).resolves.toBe(2);
    });

    it('the last seat goes to one of two visitors registering at the same moment', async () => {
      const outcomes = await Promise.all([
        registrationBy('anonymous').register(eventIds.single, { name: 'First', email: 'first@example.org' }),
        registrationBy('anonymous').register(eventIds.single, { name: 'Second', email: 'second@example.org' }),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['full', 'registered']);
      await expect(storeOf('admin').listAll('registrations')).resolves.toHaveLength(1);
    });

    it('self check-in with the ticket link admits once; the second try says when', async () => {
      const registered = await registrationBy('anonymous').register(eventIds.today, { name: 'Ada', email: 'ada@example.org' });
      const ticketId = registered.kind === 'registered' ? registered.ticketId : '';
      const checkIn = new CheckInAttendee(storeOf('anonymous'), systemClock, places);
      const today = await eventOf(eventIds.today);
      await expect(checkIn.checkIn(today, { ticketId }, SELF)).resolves.toMatchObject({ kind: 'checked-in' });
      await expect(checkIn.checkIn(today, { ticketId }, SELF)).resolves.toMatchObject({
        kind: 'already-checked-in',
        checkIn: { by: 'self' },
      });
    });

    it('self check-in by e-mail asks a signed-out visitor to sign in, and admits the verified owner', async () => {
      await registrationBy('visitor').register(eventIds.today, { name: 'Vera', email: VERA });
      const today = await eventOf(eventIds.today);
      await expect(new CheckInAttendee(storeOf('anonymous'), systemClock, places).checkIn(today, { email: VERA }, SELF)).resolves.toEqual({
        kind: 'email-needs-sign-in',
      });
      await expect(new CheckInAttendee(storeOf('unverified'), systemClock, places).checkIn(today, { email: VERA }, SELF)).resolves.toEqual({
        kind: 'email-needs-sign-in',
      });
      await expect(
        new CheckInAttendee(storeOf('visitor'), systemClock, places).checkIn(today, { email: VERA }, SELF),
      ).resolves.toMatchObject({ kind: 'checked-in' });
    });

    it('a verified visitor sees their own tickets; an unverified account with that e-mail sees none', async () => {
      await registrationBy('anonymous').register(eventIds.today, { name: 'Vera', email: VERA });
      await expect(new TicketDesk(storeOf('visitor')).ticketsOf(VERA)).resolves.toMatchObject([{ email: VERA }]);
      await expect(new TicketDesk(storeOf('unverified')).ticketsOf(VERA)).resolves.toEqual([]);
    });

    it('someone registers under Vera’s address: verified, she sees that ticket, cancels it from its link, and registers herself', async () => {
      const squatter = device('anonymous', 'squatter');
      const messenger = (opened: Device) => new Messenger(opened.outbox, qrcodeImages, 'https://rollcall.test');
      const taken = await new RegisterForEvent(
        squatter.store,
        squatter.ledger,
        systemClock,
        places,
        new MemoryAttemptLog(),
        messenger(squatter),
      ).register(eventIds.single, { name: 'Not Vera', email: VERA });
      expect(taken.kind).toBe('registered');
      await expect(registrationBy('visitor').register(eventIds.single, { name: 'Vera', email: VERA })).resolves.toEqual({
        kind: 'already-registered',
      });
      // The confirmation went to Vera's address, with the ticket's link: only administrators read it.
      const ticketId = taken.kind === 'registered' ? taken.ticketId : '';
      const mail = await getDocsFromServer(query(collection(device('admin').firestore, 'mail'), where('to', '==', VERA)));
      expect(mail.docs.map((message) => message.id)).toEqual([`ticket_${ticketId}`]);
      expect(JSON.stringify(mail.docs[0]?.data())).toContain(`/register/${eventIds.single}?ticket=${ticketId}`);

      const vera = device('visitor', 'vera-phone');
      const mine = await new TicketDesk(vera.store).ticketsOf(VERA);
      expect(mine).toMatchObject([{ ticketId, name: 'Not Vera' }]);
      const desk = new WaitingListDesk(
        vera.store,
        vera.waiting,
        new TicketDesk(vera.store),
        messenger(vera),
        systemClock,
        places,
        new MemoryAttemptLog(),
      );
      await expect(desk.cancel(eventIds.single, ticketId)).resolves.toEqual({ kind: 'cancelled' });
      await expect(
        new RegisterForEvent(vera.store, vera.ledger, systemClock, places, new MemoryAttemptLog(), messenger(vera)).register(
          eventIds.single,
          { name: 'Vera', email: VERA },
        ),
      ).resolves.toMatchObject({ kind: 'registered' });
      const after = await new TicketDesk(vera.store).ticketsOf(VERA);
      expect(after.map((ticket) => [ticket.name, Boolean(ticket.cancelledAt)]).sort()).toEqual([
        ['Not Vera', true],
        ['Vera', false],
      ]);
    });

    it('feedback from a signed-out visitor is stored, and only administrators read it', async () => {
      await expect(
        new SubmitFeedback(storeOf('anonymous'), systemClock, places, new MemoryAttemptLog()).submit(eventIds.today, {
          rating: '4',
          comment: '<b>Great</b>',
        }),
      ).resolves.toEqual({ kind: 'sent' });
      await expect(storeOf('admin').listAll('feedback')).resolves.toMatchObject([{ rating: 4, comment: '<b>Great</b>' }]);
      await expect(storeOf('visitor').listAll('feedback')).rejects.toBeInstanceOf(StorePermissionError);
    });

    it("an administrator's feedback without network is kept on the laptop, said so, and lands once it is back", async () => {
      const laptop = device('admin', 'laptop');
      await expect(laptop.store.getById('events', eventIds.today)).resolves.toMatchObject({ id: eventIds.today });
      laptop.network.online = false;
      await disableNetwork(laptop.firestore);
      const feedback = new SubmitFeedback(laptop.store, systemClock, places, new MemoryAttemptLog());
      await expect(feedback.submit(eventIds.today, { rating: '3', comment: 'Badges were late' })).resolves.toEqual({
        kind: 'sent',
        pending: true,
      });
      await expect(storeOf('admin').listAll('feedback')).resolves.toEqual([]);
      laptop.network.online = true;
      await enableNetwork(laptop.firestore);
      await waitForPendingWrites(laptop.firestore);
      await expect(storeOf('admin').listAll('feedback')).resolves.toMatchObject([{ rating: 3, comment: 'Badges were late' }]);
    });
  });

  describe('the door', () => {
    it('two devices admitting the same ticket at the same moment make one admission', async () => {
      const registered = await registrationBy('anonymous').register(eventIds.today, { name: 'Ada', email: 'ada@example.org' });
      const ticketId = registered.kind === 'registered' ? registered.ticketId : '';
      const today = await eventOf(eventIds.today);
      const outcomes = await Promise.all(
        ['Door 1', 'Door 2'].map((door) =>
          new CheckInAttendee(storeOf('admin'), systemClock, places).checkIn(today, { ticketId }, staff(door)),
        ),
      );
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['already-checked-in', 'checked-in']);
      await expect(storeOf('admin').listAll('checkins')).resolves.toHaveLength(1);
    });
  });

  describe('administrators', () => {
    it('duplicates removed while the network goes between two batches: those removed stay removed, and removing again removes the rest', async () => {
      const laptop = device('admin', 'laptop');
      const copies = Array.from({ length: 502 }, (_, index) => ({
        id: `ada-${String(index).padStart(3, '0')}`,
        name: `Ada ${index}`,
        email: index % 2 ? 'ADA@example.org' : 'ada@example.org',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
        source: 'admin' as const,
      }));
      await laptop.store.setMany('users', copies);
      // The network goes once the first batch of 500 is answered: the laptop knows it is offline at the second.
      let asked = 0;
      const goingOffline = new FirestoreDocumentStore(laptop.firestore, { isOnline: () => (asked += 1) <= 1 }, DEFAULT_RELISTEN);
      const preview = await new DuplicateCleanup(laptop.store, laptop.ledger).preview('directory');
      expect(preview.map((group) => group.remove.length)).toEqual([501]);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(new DuplicateCleanup(goingOffline, laptop.ledger).apply('directory', preview)).rejects.toBeInstanceOf(StoreOfflineError);
      await expect(storeOf('admin').listAll('users')).resolves.toHaveLength(2);

      await expect(new DuplicateCleanup(laptop.store, laptop.ledger).apply('directory', preview)).resolves.toBe(501);
      await expect(storeOf('admin').listAll('users')).resolves.toMatchObject([{ id: 'ada-000' }]);
    });

    it('import, find duplicates, export and undo a check-in; a visitor can do none of it', async () => {
      const admin = storeOf('admin');
      const rows = table([...people(3, 'guest'), { name: 'Guest Copy', email: 'GUEST0@example.org' }]);
      const mapping = guessMapping('directory', rows.columns);
      await expect(
        new ImportPeople(storeOf('anonymous'), device('anonymous').ledger, noReader, systemClock).run('directory', rows, mapping),
      ).rejects.toBeInstanceOf(StorePermissionError);
      await expect(
        new ImportPeople(admin, device('admin').ledger, noReader, systemClock).run('directory', rows, mapping),
      ).resolves.toMatchObject({ imported: 3 });
      await admin.create('users', {
        name: 'Guest Again',
        email: 'guest1@example.org',
        createdAt: new Date().toISOString(),
        source: 'admin',
      });

      await expect(new DuplicateCleanup(storeOf('visitor'), device('visitor').ledger).preview('directory')).rejects.toBeInstanceOf(
        StorePermissionError,
      );
      const cleanup = new DuplicateCleanup(admin, device('admin').ledger);
      await expect(cleanup.apply('directory', await cleanup.preview('directory'))).resolves.toBe(1);

      const saved: string[] = [];
      const files = { save: (_name: string, parts: readonly BlobPart[]) => void saved.push(parts.join('')) };
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(new CollectionExport(storeOf('visitor'), files).downloadCsv('users')).resolves.toMatchObject({ saved: false });
      await expect(new CollectionExport(admin, files).downloadCsv('users')).resolves.toEqual({ saved: true });
      expect(saved[0]?.trim().split('\n')).toHaveLength(3);

      const registered = await registrationBy('anonymous').register(eventIds.today, { name: 'Ada', email: 'ada@example.org' });
      const ticketId = registered.kind === 'registered' ? registered.ticketId : '';
      await new CheckInAttendee(admin, systemClock, places).checkIn(await eventOf(eventIds.today), { ticketId }, staff('Door 1'));
      const checkInId = `${eventIds.today}_${ticketId}`;
      const noFiles = { save: () => undefined };
      await expect(new CheckInLog(storeOf('visitor'), noFiles).undo(checkInId)).rejects.toBeInstanceOf(StorePermissionError);
      await expect(new CheckInLog(admin, noFiles).undo(checkInId)).resolves.toBe('undone');
    });

    it('an administrator sends a lost ticket again, as a message of its own to the ticket’s address; a visitor cannot', async () => {
      const messenger = (opened: Device) => new Messenger(opened.outbox, qrcodeImages, 'https://rollcall.test');
      const phone = device('anonymous', 'ada-phone');
      const registered = await new RegisterForEvent(
        phone.store,
        phone.ledger,
        systemClock,
        places,
        new MemoryAttemptLog(),
        messenger(phone),
      ).register(eventIds.today, { name: 'Ada', email: 'ada@example.org' });
      const ticketId = registered.kind === 'registered' ? registered.ticketId : '';
      const holder = { ticketId, name: 'Ada', email: 'ada@example.org' };
      const event = await eventOf(eventIds.today);
      const visitor = device('visitor');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(new ResendTicket(messenger(visitor), systemClock).resend(event, holder)).rejects.toBeInstanceOf(StorePermissionError);
      const admin = device('admin');
      await new ResendTicket(messenger(admin), systemClock).resend(event, holder);
      const mail = await getDocsFromServer(query(collection(admin.firestore, 'mail'), where('to', '==', 'ada@example.org')));
      const ids = mail.docs.map((message) => message.id).sort();
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBe(`ticket_${ticketId}`);
      expect(ids[1]).toMatch(new RegExp(`^ticket_${ticketId}_again_\\d+$`));
      expect(JSON.stringify(mail.docs[1]?.data())).toContain(`/register/${eventIds.today}?ticket=${ticketId}`);
    });

    it('an import started without network writes nothing and says so', async () => {
      const admin = device('admin');
      // Both know: the browser (offline) and the SDK, whose channel has gone.
      admin.network.online = false;
      await disableNetwork(admin.firestore);
      const rows = table(people(5, 'offline'));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(
        new ImportPeople(admin.store, admin.ledger, noReader, systemClock).run('directory', rows, guessMapping('directory', rows.columns)),
      ).rejects.toBeInstanceOf(StoreOfflineError);
      await enableNetwork(admin.firestore);
      await expect(storeOf('admin').listAll('users')).resolves.toEqual([]);
    });

    it('an import begun while the SDK counts itself offline on a laptop whose network is there waits for it, and lands whole', async () => {
      // Seen in a browser: the SDK's channel failed twice while the tab sent another closed tab's
      // held writes, and the import was told "no connection" on a laptop that was online.
      const admin = device('admin');
      await disableNetwork(admin.firestore);
      const back = new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => enableNetwork(admin.firestore));
      const rows = table(people(40, 'flapping'));
      const result = await new ImportPeople(admin.store, admin.ledger, noReader, systemClock)
        .run('directory', rows, guessMapping('directory', rows.columns))
        // The SDK is back before the test ends, whatever the import answered.
        .finally(() => back);
      expect(result.imported).toBe(40);
      const stored = (await storeOf('admin').listAll('users')).map((person) => person.email).sort();
      expect(stored).toEqual(
        people(40, 'flapping')
          .map((person) => person.email)
          .sort(),
      );
    });

    it('a deletion cut short closes the event, and the next administrator’s visit finishes it; a visitor deletes nothing', async () => {
      const ada = await registrationBy('anonymous').register(eventIds.today, { name: 'Ada', email: 'ada@example.org' });
      await registrationBy('anonymous').register(eventIds.today, { name: 'Bo', email: 'bo@example.org' });
      const ticketId = ada.kind === 'registered' ? ada.ticketId : '';
      await new CheckInAttendee(storeOf('admin'), systemClock, places).checkIn(
        await eventOf(eventIds.today),
        { ticketId },
        staff('Door 1'),
      );
      await new SubmitFeedback(storeOf('anonymous'), systemClock, places, new MemoryAttemptLog()).submit(eventIds.today, {
        rating: '5',
        comment: 'Lovely',
      });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const visitor = device('visitor');
      await expect(new EventAdmin(visitor.store, visitor.ledger).remove(eventIds.today)).rejects.toBeInstanceOf(StorePermissionError);

      // The laptop loses the network after the mark and the tickets' batch: every later commit fails.
      const laptop = device('admin', 'laptop');
      const realFetch = globalThis.fetch;
      let commits = 0;
      const cut = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (new URL(url).pathname.endsWith(':commit') && ++commits > 2) return Promise.reject(new TypeError('Failed to fetch'));
        return realFetch(input, init);
      });
      await expect(new EventAdmin(laptop.store, laptop.ledger).remove(eventIds.today)).rejects.toThrow();
      cut.mockRestore();
      expect(commits).toBeGreaterThan(2);
      expect(await eventOf(eventIds.today)).toMatchObject({ registrationOpen: false });
      await expect(storeOf('admin').whereEquals('registrations', 'eventId', eventIds.today)).resolves.toEqual([]);
      await expect(storeOf('admin').whereEquals('checkins', 'eventId', eventIds.today)).resolves.toHaveLength(1);
      await expect(registrationBy('anonymous').register(eventIds.today, { name: 'Cy', email: 'cy@example.org' })).resolves.toEqual({
        kind: 'closed',
      });

      const nextVisit = device('admin', 'desk');
      await expect(new EventAdmin(nextVisit.store, nextVisit.ledger).finishInterruptedRemovals()).resolves.toBe(1);
      const admin = storeOf('admin');
      await expect(admin.existsById('events', eventIds.today)).resolves.toBe(false);
      await expect(admin.whereEquals('checkins', 'eventId', eventIds.today)).resolves.toEqual([]);
      await expect(seatsTaken(eventIds.today)).resolves.toBe(0);
      expect((await admin.listAll('feedback')).map((item) => item.eventId)).toEqual(['']);
      await expect(new EventAdmin(nextVisit.store, nextVisit.ledger).finishInterruptedRemovals()).resolves.toBe(0);
      await expect(new EventAdmin(nextVisit.store, nextVisit.ledger).remove(eventIds.today)).resolves.toBe('gone');
      await expect(seatsTaken(eventIds.single)).resolves.toBe(0);
      await expect(admin.existsById('events', eventIds.single)).resolves.toBe(true);
    });

    it('an import that loses the network half-way lands whole, and once, when it is back', async () => {
      const admin = device('admin');
      // Two chunks of at most 500: the network drops after the first.
      const count = 700;
      const rows = table(people(count, 'bulk'));
      let cut = false;
      const onProgress = (written: number) => {
        if (cut || written < 500) return;
        cut = true;
        // The connection drops after the first chunk and comes back a little later.
        void disableNetwork(admin.firestore).then(() => setTimeout(() => void enableNetwork(admin.firestore), 300));
      };
      const result = await new ImportPeople(admin.store, admin.ledger, noReader, systemClock).run(
        'directory',
        rows,
        guessMapping('directory', rows.columns),
        { onProgress },
      );
      expect(cut).toBe(true);
      expect(result.imported).toBe(count);
      const stored = await storeOf('admin').listAll('users');
      expect(stored).toHaveLength(count);
      expect(new Set(stored.map((person) => person.email)).size).toBe(count);
    });
  });
});
