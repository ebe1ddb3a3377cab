import { collection, onSnapshot } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { RegistrationRush } from '../support/registration-rush';
import { quietFirestore } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');
const RUSH_TIMEOUT_MS = 180_000;
/** What the public may read: listened to during every rush, to prove no address is ever in it. */
const PUBLIC_COLLECTIONS = ['events', 'seatCounters', 'resources', 'settings'] as const;

/**
 * Many visitors registering for one event at the same moment, each on a device of their own
 * (its own Firebase app and cache, signed out), with firestore.rules in force; what was issued
 * is counted afterwards on the server, past the rules.
 */
describe('a registration rush on the emulator, one device per visitor, with firestore.rules', () => {
  const world = new RegistrationRush(emulatorHost);
  const { rush, stored, device, openEvent } = {
    rush: world.rush.bind(world),
    stored: world.stored.bind(world),
    device: world.device.bind(world),
    openEvent: world.openEvent.bind(world),
  };
  let publicReads: string[];
  let stopListening: Array<() => void>;

  beforeEach(async () => {
    publicReads = [];
    stopListening = [];
    await world.open('demo-rush');
    await openEvent('rush', 60);
    // Signed out, with the full SDK's listeners: every change the public could be sent.
    const listener = device('public-page', false, 'staff');
    const listening = PUBLIC_COLLECTIONS.map(
      (name) =>
        new Promise<() => void>((resolve, reject) => {
          const stop = onSnapshot(
            collection(listener.firestore, name),
            (snapshot) => {
              publicReads.push(JSON.stringify(snapshot.docs.map((document) => document.data())));
              resolve(stop);
            },
            reject,
          );
        }),
    );
    // The rush starts once the public page has its first answer for each collection: on a
    // busy machine a listener can take longer to open than a short test takes to run.
    stopListening = await Promise.all(listening);
  });

  afterEach(async () => {
    stopListening.forEach((stop) => stop());
    // Every public document, as the public saw it all through the rush: no address in any.
    expect(publicReads.length).toBeGreaterThan(0);
    expect(publicReads.filter((read) => read.includes('@'))).toEqual([]);
    await world.close();
  });

  it(
    '100 visitors at once for 60 seats: exactly 60 tickets, 40 told it is full, no error',
    async () => {
      const counts = await rush(Array.from({ length: 100 }, (_, index) => `visitor${index}@example.org`));
      expect(counts).toEqual({ registered: 60, full: 40 });
      expect(await stored('registrations')).toHaveLength(60);
      expect(await stored('ticketKeys')).toHaveLength(60);
      expect(await stored('seats')).toHaveLength(60);
      expect((await stored('seatCounters')).reduce((sum, counter) => sum + Number(counter.taken), 0)).toBe(60);
      expect(await stored('users')).toHaveLength(60);
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'two visitors at once for the last seat: one ticket, one "full"',
    async () => {
      // A small event: the seats before the last are no part of what is tested.
      await openEvent('small', 3);
      await rush(['early0@example.org', 'early1@example.org']);
      expect(await rush(['last@example.org', 'too-late@example.org'])).toEqual({ registered: 1, full: 1 });
      expect((await stored('registrations')).filter((ticket) => ticket.eventId === world.eventId)).toHaveLength(3);
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'the same e-mail from two devices at once: one ticket, the other told it is registered',
    async () => {
      expect(await rush(['twice@example.org', 'twice@example.org'])).toEqual({ registered: 1, 'already-registered': 1 });
      expect((await stored('registrations')).filter((ticket) => ticket.email === 'twice@example.org')).toHaveLength(1);
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'a ticket withdrawn during a rush frees exactly one seat',
    async () => {
      await openEvent('withdrawn', 20);
      const [early] = await rush(['early@example.org']).then(async () => stored('registrations'));
      const admin = device('admin', true);
      const counts = await rush(
        Array.from({ length: 30 }, (_, index) => `late${index}@example.org`),
        () => admin.ledger.withdraw('registrations', String(early?.id)),
      );
      // 19 seats were free, one more once the ticket is withdrawn: whether the rush takes it
      // depends on when it frees, but never two, and never a seat lost.
      expect(counts.error).toBeUndefined();
      expect((counts.registered ?? 0) + (counts.full ?? 0)).toBe(30);
      expect(counts.registered).toBeGreaterThanOrEqual(19);
      const tickets = await stored('registrations');
      expect(tickets.some((ticket) => ticket.id === early?.id)).toBe(false);
      expect(tickets).toHaveLength(counts.registered ?? 0);
      expect((await stored('seatCounters')).reduce((sum, counter) => sum + Number(counter.taken), 0)).toBe(tickets.length);
    },
    RUSH_TIMEOUT_MS,
  );
});
