import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { COUNTERS, countersFor, counterOf, seatId } from '../../src/adapters/firestore/seat-counters';
import { personIdFor } from '../../src/adapters/firestore/person-ids';

// Refusals are what these tests are about: the SDK's own warnings would only drown them.
setLogLevel('silent');

const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

/** Ticket ids are 20 random letters and digits, like Firestore's own ids. */
export const TICKET = {
  ada: 'AdaTicket00000000001',
  cancelled: 'CancelledTicket00001',
  future: 'FutureTicket00000001',
  later: 'LaterTicket000000001',
  vera: 'VeraTicket0000000001',
  guessed: 'GuessedTicket0000001',
} as const;

export const VERA = 'vera@example.org';

function event(id: string, overrides: DocumentData = {}): DocumentData {
  return {
    id,
    slug: id,
    title: `Event ${id}`,
    summary: '',
    description: '',
    venue: 'Hall',
    startsAt: iso(-HOUR),
    endsAt: iso(5 * HOUR),
    capacity: 10,
    registrationOpen: true,
    kind: 'standard',
    ...overrides,
  };
}

/** The event's counters as the Firestore ledger keeps them, with seats 0 to `taken - 1` taken (by tickets of the seed). */
function seats(eventId: string, capacity: number | null, taken: number, ticketIds: readonly string[] = []): Record<string, DocumentData> {
  const numbers = Array.from({ length: taken }, (_, number) => number);
  return {
    ...Object.fromEntries(countersFor(eventId, capacity, numbers).map((counter) => [`seatCounters/${counter.id}`, counter])),
    ...Object.fromEntries(
      numbers.map((number) => [
        `seats/${seatId(eventId, number)}`,
        {
          id: seatId(eventId, number),
          eventId,
          number,
          counter: counterOf(number, capacity),
          ticketId: ticketIds[number] ?? `SeededSeat${String(number).padStart(10, '0')}`,
          collection: 'registrations',
        },
      ]),
    ),
  };
}

/** The documents every rules test starts from, written with the rules switched off. */
/** An import as the importing page announces it (announced-imports.ts). */
export const IMPORT_UNDER_WAY = {
  list: 'directory',
  fileName: 'guests.csv',
  total: 3000,
  written: 500,
  startedAt: iso(-HOUR),
  open: true,
  heardAt: Timestamp.fromMillis(Date.now() - HOUR),
};

export const SEED: Record<string, DocumentData> = {
  'events/today': event('today'),
  ...seats('today', 10, 2, [TICKET.ada, TICKET.cancelled]),
  'events/full': event('full', { capacity: 1 }),
  ...seats('full', 1, 1),
  'events/closed': event('closed', { registrationOpen: false }),
  ...seats('closed', 10, 0),
  'events/ended': event('ended', { startsAt: iso(-3 * DAY), endsAt: iso(-2 * DAY) }),
  ...seats('ended', 10, 0),
  'events/future': event('future', { startsAt: iso(30 * DAY), endsAt: iso(30 * DAY + 5 * HOUR) }),
  ...seats('future', 10, 2, [TICKET.future, TICKET.later]),
  'events/highlevel': event('highlevel', { kind: 'highlevel' }),
  ...seats('highlevel', 10, 1, [TICKET.vera]),
  'events/nationalday': event('nationalday', { kind: 'nationalday' }),
  ...seats('nationalday', 10, 0),
  [`registrations/${TICKET.ada}`]: {
    id: TICKET.ada,
    eventId: 'today',
    email: 'ada@example.org',
    name: 'Ada Lovelace',
    createdAt: iso(-DAY),
  },
  [`registrations/${TICKET.cancelled}`]: {
    id: TICKET.cancelled,
    eventId: 'today',
    email: 'gone@example.org',
    name: 'Gone',
    createdAt: iso(-DAY),
    cancelledAt: iso(-HOUR),
  },
  [`registrations/${TICKET.future}`]: {
    id: TICKET.future,
    eventId: 'future',
    email: 'ada@example.org',
    name: 'Ada Lovelace',
    createdAt: iso(-DAY),
  },
  [`registrations/${TICKET.later}`]: {
    id: TICKET.later,
    eventId: 'future',
    email: 'lin@example.org',
    name: 'Lin Later',
    createdAt: iso(-DAY),
  },
  [`highlevelRegister/${TICKET.vera}`]: {
    id: TICKET.vera,
    eventId: 'highlevel',
    email: VERA,
    name: 'Vera Visitor',
    position: 'Envoy',
    organisation: 'Mission',
    delegation: 'Iceland',
    phone: '+41 22 000 00 00',
    createdAt: iso(-DAY),
  },
  'ticketKeys/today_ada@example.org': {
    id: 'today_ada@example.org',
    eventId: 'today',
    ticketId: TICKET.ada,
    collection: 'registrations',
    seat: 0,
    createdAt: iso(-DAY),
  },
  [`ticketKeys/highlevel_${VERA}`]: {
    id: `highlevel_${VERA}`,
    eventId: 'highlevel',
    ticketId: TICKET.vera,
    collection: 'highlevelRegister',
    seat: 0,
    createdAt: iso(-DAY),
  },
  'checkins/future_FutureTicket00000001': {
    id: `future_${TICKET.future}`,
    eventId: 'future',
    ticketId: TICKET.future,
    foundInCollection: 'registrations',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    at: iso(-HOUR),
    by: 'staff-1',
    method: 'qr',
    device: 'Door 1',
  },
  [`doorPasses/future_${TICKET.future}_1`]: {
    id: `future_${TICKET.future}_1`,
    eventId: 'future',
    ticketId: TICKET.future,
    number: 1,
    kind: 'exit',
    name: 'Ada Lovelace',
    at: iso(-HOUR / 2),
    by: 'staff-1',
    device: 'Door 1',
  },
  [`checkinConflicts/future_${TICKET.future}_1`]: {
    id: `future_${TICKET.future}_1`,
    eventId: 'future',
    ticketId: TICKET.future,
    name: 'Ada Lovelace',
    kind: 'admitted-elsewhere',
    noticedAt: iso(-HOUR),
    offline: { at: iso(-HOUR), by: 'staff-2', device: 'Door 2', notOnDeviceList: false },
    kept: { at: iso(-HOUR), by: 'staff-1', device: 'Door 1' },
  },
  'users/person1': { id: 'person1', name: 'Pat Person', email: 'pat@example.org', createdAt: iso(-DAY), source: 'import' },
  'feedback/feedback1': { id: 'feedback1', eventId: '', rating: 4, comment: 'Nice', createdAt: iso(-HOUR) },
  'resources/guide': { id: 'guide', title: 'Guide', description: '', url: 'https://example.org', category: 'Guides', order: 1 },
  'settings/app': { id: 'app', organisationName: 'Rollcall', defaultScannerEventId: '', scannerSound: true },
  'importsUnderWay/running': IMPORT_UNDER_WAY,
  'importsUnderWay/ended': { ...IMPORT_UNDER_WAY, open: false },
};

export type Role = 'anonymous' | 'visitor' | 'unverified' | 'admin' | 'door' | 'forged';

/** Each way of asking: nobody, a verified visitor, the same e-mail unverified, an admin, and forged claims. */
function contextFor(environment: RulesTestEnvironment, role: Role): RulesTestContext {
  switch (role) {
    case 'anonymous':
      return environment.unauthenticatedContext();
    case 'visitor':
      return environment.authenticatedContext('vera', { email: VERA, email_verified: true });
    case 'unverified':
      return environment.authenticatedContext('mallory', { email: VERA, email_verified: false });
    case 'admin':
      return environment.authenticatedContext('staff-1', { email: 'admin@example.org', email_verified: true, admin: true });
    case 'door':
      return environment.authenticatedContext('door-1', { email: 'volunteer@example.org', email_verified: true, door: true });
    case 'forged':
      // Every way a client might try to claim the role without the real custom claim.
      return environment.authenticatedContext('mallory', {
        email: 'mallory@example.org',
        email_verified: true,
        admin: 'true',
        isAdmin: true,
        role: 'admin',
        claims: { admin: true },
        door: 'true',
        roles: ['door'],
      });
  }
}

export type RulesWorld = {
  as: (role: Role) => Firestore;
  close: () => Promise<void>;
};

/** A project of its own on the emulator with firestore.rules loaded and SEED written. */
export async function openRulesWorld(): Promise<RulesWorld> {
  const [host = '127.0.0.1', port = '8080'] = inject('firestoreEmulatorHost').split(':');
  const environment = await initializeTestEnvironment({
    projectId: `demo-rules-${crypto.randomUUID().slice(0, 8)}`,
    firestore: { host, port: Number(port), rules: RULES },
  });
  await environment.withSecurityRulesDisabled(async (context) => {
    const batch = writeBatch(asModular(context));
    for (const [path, data] of Object.entries(SEED)) batch.set(doc(asModular(context), path), data);
    await batch.commit();
  });
  return { as: (role) => asModular(contextFor(environment, role)), close: () => environment.cleanup() };
}

// The test contexts hand out the compat Firestore; the modular functions unwrap it themselves.
function asModular(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export type Registration = {
  eventId: string;
  collection?: 'registrations' | 'highlevelRegister' | 'nationaldayRegister';
  ticketId?: string;
  email?: string;
  fields?: DocumentData;
  /** The seat number taken (default: the first one free in the seed). */
  seat?: number;
  /** The counter raised (default: the seat's, number % COUNTERS). */
  counter?: number;
  /** The counter's fields after the write (default: one more taken, naming the seat). */
  counterAfter?: DocumentData;
  /** Leave one of the writes out, to prove each needs the others. */
  without?: 'ticket' | 'key' | 'seat' | 'counter';
  keyOverrides?: DocumentData;
  seatOverrides?: DocumentData;
  /** Add the person to the directory in the same write, under the e-mail's id, naming the event. */
  directory?: DocumentData;
  /** The directory entry's id (default: the e-mail's). */
  directoryId?: string;
  /** More documents in the same write: what an attacker adds to a valid registration. */
  alsoWrite?: Record<string, DocumentData>;
};

/** The writes of a visitor's registration, as src/adapters/firestore/firestore-ticket-ledger.ts makes them. */
export async function register(db: Firestore, registration: Registration): Promise<void> {
  const { eventId, collection = 'registrations', ticketId = 'NewTicket00000000001', email = 'new@example.org' } = registration;
  const keyId = `${eventId}_${email}`;
  const seeded = Object.keys(SEED).filter((path) => path.startsWith(`seats/${eventId}_`)).length;
  const seat = registration.seat ?? seeded;
  const counter = registration.counter ?? seat % COUNTERS;
  const counterId = `${eventId}_${counter}`;
  const before = SEED[`seatCounters/${counterId}`] ?? { taken: 0 };
  const batch = writeBatch(db);
  if (registration.without !== 'ticket') {
    batch.set(doc(db, collection, ticketId), {
      id: ticketId,
      eventId,
      email,
      name: 'New Person',
      createdAt: iso(),
      ...registration.fields,
    });
  }
  if (registration.without !== 'key') {
    batch.set(doc(db, 'ticketKeys', keyId), {
      id: keyId,
      eventId,
      ticketId,
      collection,
      seat,
      createdAt: iso(),
      ...registration.keyOverrides,
    });
  }
  if (registration.without !== 'seat') {
    const id = `${eventId}_${seat}`;
    batch.set(doc(db, 'seats', id), { id, eventId, number: seat, counter, ticketId, collection, ...registration.seatOverrides });
  }
  if (registration.without !== 'counter') {
    batch.update(doc(db, 'seatCounters', counterId), { taken: Number(before.taken) + 1, lastSeat: seat, ...registration.counterAfter });
  }
  for (const [path, data] of Object.entries(registration.alsoWrite ?? {})) batch.set(doc(db, path), data);
  if (registration.directory) {
    const id = registration.directoryId ?? (await personIdFor(email));
    const entry = { id, name: 'New Person', email, createdAt: iso(), source: 'registration', registeredFor: eventId };
    batch.set(doc(db, 'users', id), { ...entry, ...registration.directory });
  }
  return batch.commit();
}

export function checkIn(db: Firestore, ticketId: string, overrides: DocumentData = {}): Promise<void> {
  const eventId = String(overrides.eventId ?? 'today');
  const id = `${eventId}_${ticketId}`;
  return setDoc(doc(db, 'checkins', id), {
    id,
    eventId,
    ticketId,
    foundInCollection: 'registrations',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    at: iso(),
    by: 'self',
    method: 'self',
    device: 'Phone',
    ...overrides,
  });
}

/** One row of a rules table: what is tried, by whom, described for the test's name. */
export type RulesCase = [name: string, attempt: (world: RulesWorld) => Promise<unknown>];

/**
 * A test per row: every allowed case must succeed on a fresh world, and every denied one fail.
 * The denied cases share one world: a refused write writes nothing (each is one request or one
 * batch), and opening a world costs about half a second of the emulator's time per test.
 */
export function describeRules(title: string, allowed: readonly RulesCase[], denied: readonly RulesCase[]): void {
  describe(title, () => {
    describe('allowed, each on a fresh world', () => {
      let world: RulesWorld;
      beforeEach(async () => {
        world = await openRulesWorld();
      });
      afterEach(() => world.close());

      it.each(allowed)('allows %s', async (_name, attempt) => {
        await assertSucceeds(attempt(world));
      });
    });

    describe('denied, on one world', () => {
      let world: RulesWorld;
      beforeAll(async () => {
        world = await openRulesWorld();
      });
      afterAll(() => world.close());

      it.each(denied)('denies %s', async (_name, attempt) => {
        await assertFails(attempt(world));
      });
    });
  });
}
