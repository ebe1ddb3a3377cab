import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { ImportCutShortError, StoreOfflineError } from '../../src/application/ports/store-errors';
import { RegistrationRush, emails } from '../support/registration-rush';
import { quietFirestore, type Device } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');
const IMPORT_TIMEOUT_MS = 180_000;

/** What `work` failed with; null when it did not. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

const person = (email: string, name = `Guest ${email.split('@')[0] ?? ''}`) => ({ name, email, createdAt: new Date().toISOString() });

/** The laptop's network goes at commit `at` (Firestore Lite goes through fetch): that request and every one after fail as fetch does offline. */
function networkLostAtCommit(at: number, network: { online: boolean }) {
  const throughNetwork = globalThis.fetch.bind(globalThis);
  let commits = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input instanceof Request ? input.url : input).includes(':commit') && (commits += 1) >= at) network.online = false;
    return network.online ? throughNetwork(input, init) : Promise.reject(new TypeError('Failed to fetch'));
  });
}

/**
 * Every commit whose writes hold `marker` is refused, as the server refuses a write (403); every
 * other request goes through. (A document over Firestore's size limit is refused with a 400,
 * which Firestore Lite reports as a conflict and tries again for minutes: too slow for a test.)
 */
function commitsHoldingRefused(marker: string) {
  const throughNetwork = globalThis.fetch.bind(globalThis);
  const refusal = { error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' } };
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = typeof init?.body === 'string' ? init.body : '';
    if (!url.includes(':commit') || !body.includes(marker)) return throughNetwork(input, init);
    return Promise.resolve(new Response(JSON.stringify(refusal), { status: 403, headers: { 'Content-Type': 'application/json' } }));
  });
}

/** Commits holding `marker` (a field of what they write) after the first wait for `meanwhile` (another device's change) before they go. */
function commitsAfterFirstWaitFor(marker: string, meanwhile: () => Promise<unknown>) {
  const throughNetwork = globalThis.fetch.bind(globalThis);
  let commits = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = typeof init?.body === 'string' ? init.body : '';
    if (url.includes(':commit') && body.includes(marker) && (commits += 1) > 1) await meanwhile().catch(() => undefined);
    return throughNetwork(input, init);
  });
}

/**
 * An administrator's import into a register, on the emulator with firestore.rules: while the people
 * on the list register themselves, and when the laptop's network fails part-way. Each person and
 * the laptop on a device of their own; what is stored is counted on the server afterwards.
 */
describe('an import into a register, with firestore.rules', () => {
  const world = new RegistrationRush(emulatorHost);

  beforeEach(() => world.open('demo-register-import'));
  /** `people` imported on `laptop` into the event as stored now. */
  const importedBy = async (laptop: Device, people: ReadonlyArray<ReturnType<typeof person>>) =>
    laptop.ledger.importTickets(await world.storedEvent(), 'registrations', people);
  afterEach(async () => {
    vi.restoreAllMocks();
    await world.close();
  });

  /** Every ticket whole: its seat, its e-mail's key and its ticket's seat, each seat counted once; the tickets' e-mails. */
  async function expectEveryTicketWhole(): Promise<string[]> {
    const tickets = await world.storedOfEvent('registrations');
    const seats = await world.storedOfEvent('seats');
    const keys = await world.storedOfEvent('ticketKeys');
    const ticketSeats = await world.storedOfEvent('ticketSeats');
    const counters = await world.storedOfEvent('seatCounters');
    const ids = new Set(tickets.map((ticket) => ticket.id));
    expect(new Set(seats.map((seat) => seat.ticketId))).toEqual(ids);
    expect(new Set(seats.map((seat) => seat.number)).size).toBe(tickets.length);
    expect(new Set(keys.map((key) => key.ticketId))).toEqual(ids);
    expect(new Set(ticketSeats.map((seat) => seat.id))).toEqual(ids);
    expect(counters.reduce((sum, counter) => sum + Number(counter.taken), 0)).toBe(tickets.length);
    const stored = tickets.map((ticket) => String(ticket.email));
    expect(new Set(stored).size).toBe(stored.length);
    return stored;
  }

  it(
    'a list imported while people on it register themselves: one ticket each, those who were first counted as already registered',
    async () => {
      await world.openEvent('self-registered', 200);
      const laptop = world.device('admin-laptop', true);
      // 30 visitors register; 15 of them are also among the 40 people on the administrator's list.
      const listed = [...emails('crowd', 15), ...emails('listed', 25)];
      let report: Awaited<ReturnType<typeof laptop.ledger.importTickets>> | undefined;
      const counts = await world.rush([...emails('crowd', 30)], async () => {
        report = await importedBy(
          laptop,
          listed.map((email) => person(email)),
        );
      });
      expect(counts.error).toBeUndefined();
      // A visitor later than the import is told they are registered already: the import's ticket is theirs.
      expect((counts.registered ?? 0) + (counts['already-registered'] ?? 0)).toBe(30);
      expect((report?.imported.length ?? 0) + (report?.skippedExisting.length ?? 0)).toBe(40);
      expect(report?.skippedExisting.length).toBe(15 - (counts['already-registered'] ?? 0));
      expect((await expectEveryTicketWhole()).sort()).toEqual([...emails('crowd', 30), ...emails('listed', 25)].sort());
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'another administrator removes the event while the list is imported: nothing of the event stays, the import says it is gone',
    async () => {
      await world.openEvent('removed', 500);
      const laptop = world.device('admin-laptop', true);
      const office = world.device('office', true);
      const event = await world.storedEvent();
      // The removal comes once the first part of the list is written, before the second goes.
      let removal: Promise<string> | undefined;
      const removeEvent = () => (removal ??= office.ledger.removeEvent(event.id));
      commitsAfterFirstWaitFor('Guest listed', removeEvent);
      const imported = laptop.ledger.importTickets(
        event,
        'registrations',
        emails('listed', 400).map((email) => person(email)),
      );
      await expect(imported).rejects.toBeDefined();
      await expect(removal).resolves.toBe('removed');
      for (const collection of ['registrations', 'seats', 'ticketKeys', 'ticketSeats', 'seatCounters'])
        expect(await world.storedOfEvent(collection), collection).toEqual([]);
      expect((await world.stored('events')).map((stored) => stored.id)).not.toContain(event.id);
    },
    IMPORT_TIMEOUT_MS,
  );

  it('the laptop offline from the start: nothing is sent, and it says there is no connection, not that some may stay', async () => {
    await world.openEvent('offline-start', 300);
    const laptop = world.device('admin-laptop', true);
    networkLostAtCommit(0, laptop.network);
    laptop.network.online = false;
    const failed = await failureOf(
      importedBy(
        laptop,
        emails('listed', 100).map((email) => person(email)),
      ),
    );
    vi.restoreAllMocks();
    laptop.network.online = true;
    expect(failed).toBeInstanceOf(StoreOfflineError);
    expect(await world.storedOfEvent('registrations')).toEqual([]);
  });

  it(
    'the laptop loses its network part-way: each ticket stored is whole, the error says how many, the same file again adds the rest',
    async () => {
      await world.openEvent('cut-short', 300);
      const laptop = world.device('admin-laptop', true);
      const listed = emails('listed', 250);
      // The first commit lands; the network is gone from the second on, so taking it back fails too.
      networkLostAtCommit(2, laptop.network);
      const failed = await failureOf(
        importedBy(
          laptop,
          listed.map((email) => person(email)),
        ),
      );
      vi.restoreAllMocks();
      laptop.network.online = true;
      expect(failed).toBeInstanceOf(ImportCutShortError);
      const kept = (failed as ImportCutShortError).kept;
      expect(kept).toBeGreaterThan(0);
      expect(await expectEveryTicketWhole()).toHaveLength(kept);

      const again = await importedBy(
        laptop,
        listed.map((email) => person(email)),
      );
      expect(again.skippedExisting).toHaveLength(kept);
      expect(again.imported).toHaveLength(250 - kept);
      expect((await expectEveryTicketWhole()).sort()).toEqual([...listed].sort());
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'the server refuses a part of the list: what was written is taken back, nothing stays',
    async () => {
      await world.openEvent('taken-back', 500);
      const laptop = world.device('admin-laptop', true);
      const listed = emails('listed', 250).map((email, index) => person(email, index === 200 ? 'Refused Row' : undefined));
      commitsHoldingRefused('Refused Row');
      const failed = await failureOf(importedBy(laptop, listed));
      vi.restoreAllMocks();
      expect(failed).toBeInstanceOf(Error);
      expect(failed).not.toBeInstanceOf(ImportCutShortError);
      expect(await world.storedOfEvent('registrations')).toEqual([]);
      expect(await world.storedOfEvent('seats')).toEqual([]);
      expect(await world.storedOfEvent('ticketKeys')).toEqual([]);
      expect(await world.storedOfEvent('ticketSeats')).toEqual([]);
      expect((await world.storedOfEvent('seatCounters')).map((counter) => counter.taken)).toEqual(Array(100).fill(0));
    },
    IMPORT_TIMEOUT_MS,
  );
});
