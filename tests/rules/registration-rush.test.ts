import { collection, getDocsFromServer, onSnapshot } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { MemoryAttemptLog } from '../../src/application/limits/memory-attempt-log';
import { systemClock } from '../../src/application/ports/clock.port';
import { RegisterForEvent, type RegistrationOutcome } from '../../src/application/registrations/register-for-event.use-case';
import { event } from '../../src/adapters/contracts/contract-fixtures';
import { createEvent } from '../../src/adapters/contracts/visitor-use-cases.contract';
import { clearFirestore, loadSecurityRules } from '../../scripts/emulators/security-rules';
import { openDevice, quietFirestore, type Device } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');
const HOUR = 3_600_000;
const RUSH_TIMEOUT_MS = 180_000;
const places = { storedPlace: () => ({ country: 'Iceland', city: 'Reykjavík' }) };
/** What the public may read: listened to during every rush, to prove no address is ever in it. */
const PUBLIC_COLLECTIONS = ['events', 'seatCounters', 'resources', 'settings'] as const;

type Answer = RegistrationOutcome['kind'] | 'error';

/**
 * Many visitors registering for one event at the same moment, each on a device of their own
 * (its own Firebase app and cache, signed out), with firestore.rules in force; what was issued
 * is counted afterwards on the server, past the rules.
 */
describe('a registration rush on the emulator, one device per visitor, with firestore.rules', () => {
  let projectId: string;
  let devices: Device[];
  let eventId: string;
  let publicReads: string[];
  let stopListening: Array<() => void>;

  function device(name: string, admin = false, tier?: 'staff' | 'visitor'): Device {
    const opened = openDevice(
      emulatorHost,
      projectId,
      `${name}-${devices.length}`,
      admin ? { sub: 'staff-1', email: 'admin@example.org', email_verified: true, admin: true } : null,
      tier,
    );
    devices.push(opened);
    return opened;
  }

  async function rush(emails: readonly string[], during?: () => Promise<unknown>): Promise<Record<Answer, number>> {
    const visitors = emails.map((email, index) => {
      const phone = device(`visitor-${index}`);
      return { email, registration: new RegisterForEvent(phone.store, phone.ledger, systemClock, places, new MemoryAttemptLog()) };
    });
    const answers = await Promise.all([
      ...visitors.map(({ email, registration }) =>
        registration.register(eventId, { name: `Visitor ${email.split('@')[0] ?? ''}`, email }).then(
          (outcome): Answer => outcome.kind,
          (error: unknown): Answer => {
            console.error('A registration failed:', error);
            return 'error';
          },
        ),
      ),
      during?.().then(() => null),
    ]);
    const counts = {} as Record<Answer, number>;
    for (const answer of answers) if (answer) counts[answer] = (counts[answer] ?? 0) + 1;
    return counts;
  }

  /** Counted afterwards on the server, by an administrator's device. */
  async function stored(collectionName: string): Promise<Array<Record<string, unknown>>> {
    const snapshot = await getDocsFromServer(collection(device('counter', true).firestore, collectionName));
    return snapshot.docs.map((document) => document.data());
  }

  /** An event opening in an hour, created by an administrator: the one the next rush is for. */
  async function openEvent(slug: string, capacity: number): Promise<void> {
    const admin = device('admin', true);
    eventId = await createEvent(
      admin.store,
      admin.ledger,
      event(slug, { startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date(Date.now() + 5 * HOUR).toISOString(), capacity }),
    );
  }

  beforeEach(async () => {
    projectId = `demo-rush-${crypto.randomUUID().slice(0, 8)}`;
    devices = [];
    publicReads = [];
    stopListening = [];
    await loadSecurityRules(emulatorHost, projectId);
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
    await Promise.all(devices.map((opened) => opened.close()));
    await clearFirestore(emulatorHost, projectId);
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
      expect((await stored('registrations')).filter((ticket) => ticket.eventId === eventId)).toHaveLength(3);
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
