import 'fake-indexeddb/auto';
import type { DoorCopy, DoorCopyUpdate, DoorTicket } from '../src/application/ports/door-copy.port';
import { DoorList } from '../src/application/scanner/door-list';
import { DoorCopyDatabase } from '../src/adapters/dexie/door-copy-database';
import { createFirestore } from '../src/adapters/firestore/create-firestore';
import { createFirebaseApp, createServerFirestore } from '../src/adapters/firestore/firebase-app';
import { FirestoreDocumentStore } from '../src/adapters/firestore/firestore-document-store';
import { FirestoreDoorCopy } from '../src/adapters/firestore/firestore-door-copy';
import { loadSecurityRules } from '../scripts/emulators/security-rules';
import { startEmulators } from '../scripts/emulators/start-emulators';
import { quietFirestore } from '../tests/support/secured-firestore';
import { singleFigure, type BenchResult } from './budgets';
import { summarise } from './support/stats';

const TICKETS = 50_000;
const STAFF = { sub: 'staff-1', email: 'admin@example.org', email_verified: true, admin: true };
const FIRST_NAMES = ['Ada', 'Zoë', 'Łukasz', 'Grace', 'Ngozi', 'Søren', 'Mei', 'José', 'Aiyana', 'Dmitri'];
const LAST_NAMES = ['Lovelace', 'Ångström', 'Okafor', 'Hopper', 'Nakamura', 'García', 'Kowalski', 'Eriksen', 'Dubois', 'Silva'];

const ticketId = (index: number) => `door${String(index).padStart(16, '0')}`;
function ticketOf(index: number, eventId: string) {
  const name = `${FIRST_NAMES[index % 10]} ${LAST_NAMES[Math.floor(index / 10) % 10]} ${index}`;
  return {
    id: ticketId(index),
    eventId,
    name,
    email: `guest${index}@example.org`,
    organisation: `Organisation ${index % 500}`,
    createdAt: '2026-06-01T08:00:00.000Z',
  };
}

/**
 * Preparing a door: 50,000 tickets of one event copied from the emulator (with firestore.rules,
 * signed in as staff) to the door's database, from the choice of the event to "Ready offline";
 * and the bytes the copy holds on the device.
 */
export async function doorPreparation(): Promise<BenchResult[]> {
  quietFirestore();
  const emulators = await startEmulators();
  const projectId = `demo-bench-door-${crypto.randomUUID().slice(0, 8)}`;
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: 'demo-door' }, projectId);
  const emulator = { emulatorHost: emulators.firestore.host, emulatorUser: STAFF };
  const firestore = createFirestore(client.app, { cache: 'memory', ...emulator });
  const online = { isOnline: () => true };
  const storage = new DoorCopyDatabase(`bench-${projectId}`);
  try {
    await loadSecurityRules(emulators.firestore.host, projectId);
    const store = new FirestoreDocumentStore(firestore, online);
    const eventId = 'gala';
    await store.setMany(
      'registrations',
      Array.from({ length: TICKETS }, (_, index) => ticketOf(index, eventId)),
    );
    const door = new FirestoreDoorCopy(firestore, createServerFirestore(client.app, emulator), online, storage);
    const started = performance.now();
    const ready = await new Promise<number>((resolve, reject) => {
      const stop = door.follow(
        { id: eventId, kind: 'standard' },
        {
          update: (update) => {
            if (update.kind !== 'tickets' || !update.reset) return;
            stop();
            resolve(performance.now() - started);
          },
          error: reject,
        },
      );
    });
    const held = await storage.tickets.toArray();
    const bytes = held.reduce((sum, ticket) => sum + JSON.stringify(ticket).length, 0);
    return [
      singleFigure(
        'door.prepare-50k',
        'ms',
        ready,
        `${held.length} tickets from the emulator to the door's database, counted then paged with Firestore Lite`,
      ),
      singleFigure(
        'door.prepare-50k-stored',
        'MB',
        bytes / 1e6,
        `${Math.round(bytes / held.length)} bytes a ticket as JSON (IndexedDB adds its own overhead)`,
      ),
    ];
  } finally {
    storage.close();
    await client.close();
    await emulators.stop();
  }
}

/** A copy that hands the door 50,000 tickets at once, as one prepared before. */
function heldCopy(tickets: DoorTicket[]): DoorCopy {
  return {
    follow: (_event, listener) => {
      const update: DoorCopyUpdate = {
        kind: 'tickets',
        reset: true,
        tickets,
        removed: [],
        updatedAt: new Date().toISOString(),
        live: false,
      };
      listener.update(update);
      return () => undefined;
    },
    canAskSource: () => false,
    held: async () => [],
    wipe: async () => undefined,
  };
}

/** The door deciding offline from its list of 50,000: a ticket looked up, a name searched. */
export async function doorList(): Promise<BenchResult[]> {
  const tickets: DoorTicket[] = Array.from({ length: TICKETS }, (_, index) => ({
    ...ticketOf(index, 'gala'),
    collection: 'registrations',
  }));
  const loadStarted = performance.now();
  const list = new DoorList(heldCopy(tickets), { id: 'gala', kind: 'standard' });
  list.open();
  const loaded = performance.now() - loadStarted;
  const lookups: number[] = [];
  for (let round = 0; round < 2_000; round += 1) {
    const id = ticketId(Math.floor(Math.random() * TICKETS * 1.1));
    const started = performance.now();
    list.find(id);
    lookups.push(performance.now() - started);
  }
  const queries = ['zoe', 'angstrom 123', 'guest4711', 'lukasz kowalski', 'organisation 42', 'nobody like this', 'da', 'grace hopper 49'];
  const searches: number[] = [];
  for (let round = 0; round < 200; round += 1) {
    const started = performance.now();
    list.search(queries[round % queries.length] ?? 'zoe');
    searches.push(performance.now() - started);
  }
  return [
    { id: 'door.offline-lookup-50k', unit: 'ms', ...summarise(lookups), note: 'a scanned ticket found on the list, no request' },
    {
      id: 'door.manual-search-50k',
      unit: 'ms',
      ...summarise(searches),
      note: `${queries.length} queries, folded; list indexed in ${loaded.toFixed(0)} ms`,
    },
  ];
}
