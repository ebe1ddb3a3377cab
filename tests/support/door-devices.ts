import { disableNetwork, enableNetwork, type EmulatorMockTokenOptions } from 'firebase/firestore';
import { inject } from 'vitest';
import { CheckInAttendee } from '../../src/application/check-in/check-in-attendee.use-case';
import { DoorCheckIn } from '../../src/application/scanner/door-check-in.use-case';
import { DoorList } from '../../src/application/scanner/door-list';
import { DoorPasses } from '../../src/application/scanner/door-passes';
import { SettleOfflineAdmissions } from '../../src/application/scanner/settle-offline-admissions.use-case';
import type { EventDocument } from '../../src/domain/events/event';
import { event } from '../../src/adapters/contracts/contract-fixtures';
import { createEvent } from '../../src/adapters/contracts/visitor-use-cases.contract';
import { DoorCopyDatabase } from '../../src/adapters/dexie/door-copy-database';
import { SILENT_STREAM_GUARDS } from '../../src/adapters/firestore/device-tier';
import { createFirebaseApp } from '../../src/adapters/firestore/firebase-app';
import { FirestoreDoorCopy } from '../../src/adapters/firestore/firestore-door-copy';
import { FirestoreOfflineAdmissions } from '../../src/adapters/firestore/firestore-offline-admissions';
import { DOOR_COPY_LISTENS } from '../../src/adapters/firestore/lazy-door-copy';
import { DEFAULT_RELISTEN, type RelistenPolicy } from '../../src/adapters/firestore/listen-until-confirmed';
import { loadSecurityRules } from '../../scripts/emulators/security-rules';
import { staffFirestore } from './firestore-devices';

/** An event of today: the doors' clocks start at its opening. */
export const TODAY = { startsAt: '2026-06-10T08:00:00.000Z', endsAt: '2026-06-10T18:00:00.000Z' };
const places = { storedPlace: () => ({}) };

/**
 * A door: a device signed in as staff (an administrator, or door staff) under firestore.rules,
 * with its own door database (fake IndexedDB: the test file imports `fake-indexeddb/auto`) and
 * its own clock.
 */
export function openDoor(
  projectId: string,
  name: string,
  role: 'admin' | 'door' = 'admin',
  relisten: Omit<RelistenPolicy, 'isOnline'> = DEFAULT_RELISTEN,
) {
  const staff: EmulatorMockTokenOptions = { sub: `staff-${name}`, email: `${name}@example.org`, email_verified: true, [role]: true };
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${name}` }, `${projectId}-${name}`);
  const emulator = { emulatorHost: inject('firestoreEmulatorHost'), emulatorUser: staff };
  // As the app's doors: a write the emulator leaves unanswered while online is restarted, or the
  // other door would never see it (unstall-writes.ts).
  const { firestore, server, network, connectivity, store, ledger } = staffFirestore(client.app, emulator, { unstall: true, relisten });
  const storage = new DoorCopyDatabase(`door-${projectId}-${name}`);
  const time = { at: new Date(TODAY.startsAt) };
  const clock = { now: () => time.at };
  const attendee = new CheckInAttendee(store, clock, places);
  // Its conflicts listened to as the app's doors listen (a test's own policy first).
  const admissions = new FirestoreOfflineAdmissions(
    firestore,
    { ...SILENT_STREAM_GUARDS, ...relisten, isOnline: () => connectivity.isOnline() },
    async () => storage,
  );
  return {
    name,
    firestore,
    store,
    time,
    admissions,
    ledger,
    list: (eventDocument: EventDocument) =>
      new DoorList(new FirestoreDoorCopy(firestore, server, connectivity, storage, DOOR_COPY_LISTENS), eventDocument),
    door: new DoorCheckIn(attendee, admissions, clock, new DoorPasses(store, clock)),
    settlement: new SettleOfflineAdmissions(admissions, attendee, store, clock),
    offline: async () => {
      network.online = false;
      await disableNetwork(firestore);
    },
    online: async () => {
      network.online = true;
      await enableNetwork(firestore);
    },
    close: async () => {
      storage.close();
      await client.close();
    },
  };
}

/** A project under firestore.rules, its office, one event of today and its tickets (registrations). */
export async function eventWithTickets(project: string, eventName: string, tickets: Array<{ id: string; name: string; email: string }>) {
  const projectId = `demo-${project}-${crypto.randomUUID().slice(0, 8)}`;
  await loadSecurityRules(inject('firestoreEmulatorHost'), projectId);
  const office = openDoor(projectId, 'office');
  const eventId = await createEvent(office.store, office.ledger, event(eventName, { ...TODAY, capacity: null }));
  const stored = (await office.store.getById('events', eventId)) as EventDocument;
  await office.store.setMany(
    'registrations',
    tickets.map((ticket) => ({ ...ticket, eventId, createdAt: TODAY.startsAt })),
  );
  return { projectId, office, eventId, event: stored };
}
